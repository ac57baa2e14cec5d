import Dowel
import DowelStoryboard
import Foundation

/// `dowel-demo storyboard`: two storyboards registered in two containers, a reference from one to
/// the other, and which container injected each object the storyboards made.
enum StoryboardDemo {
    static func run() {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dowel-demo-storyboards-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            "Shop": """
            { "initial": "Home",
              "scenes": {
                "Home":     { "class": "\(String(reflecting: HomeScreen.self))" },
                "Settings": { "storyboard": "Account", "identifier": "Settings" } } }
            """,
            "Account": """
            { "initial": "Overview",
              "scenes": {
                "Overview": { "class": "\(String(reflecting: AccountScreen.self))" },
                "Settings": { "class": "\(String(reflecting: SettingsScene.self))" } } }
            """,
        ]
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (name, json) in files {
                try json.write(
                    to: directory.appendingPathComponent("\(name).storyboard.json"), atomically: true, encoding: .utf8)
            }
        } catch {
            print("could not write the demo's storyboard files to \(directory.path): \(error)")
            return
        }
        let bundle = Bundle(path: directory.path)

        // The shop's container: its screens, their banner views, and the Shop storyboard.
        let shop = DIContainer()
        shop.register { Greeter(container: "shop container") }.lifetime(.perContainer(.strong))
        shop.register(HomeScreen.self).injection(\.greeter).autoInjectToSubviews()
        shop.register(BannerView.self).injection(\.greeter)
        shop.registerStoryboard(name: "Shop", bundle: bundle)

        // The account module's container: a greeter of its own and the Account storyboard.
        let account = DIContainer()
        account.register { Greeter(container: "account container") }.lifetime(.perContainer(.strong))
        account.register(AccountScreen.self).injection(\.greeter)
        account.register(SettingsScene.self).injection(\.greeter)
        account.registerStoryboard(name: "Account", bundle: bundle)

        print("Dowel demo storyboard: Shop.storyboard.json in one container, Account.storyboard.json in another\n")
        let storyboard: DIStoryboard = shop.resolve(name: "Shop")
        let home = storyboard.instantiateInitialViewController() as! HomeScreen
        print("  Shop's initial scene, HomeScreen, injected by the \(home.greeter?.container ?? "nobody")")
        print("    its BannerView (.autoInjectToSubviews()), by the \(home.banner.greeter?.container ?? "nobody")")
        let settings = storyboard.instantiateViewController(withIdentifier: "Settings") as! SettingsScene
        print(
            "  Shop's scene \"Settings\" is a reference to Account's \"Settings\": SettingsScene, injected by the "
                + (settings.greeter?.container ?? "nobody"))
        do {
            _ = try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Checkout")
        } catch {
            print("  and an error, as users see it:")
            print(error.description.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        }
    }
}

/// Says which container made it.
final class Greeter: Sendable {
    let container: String
    init(container: String) { self.container = container }
}

final class HomeScreen: DIStoryboardInstantiable, DIChildrenProviding {
    var greeter: Greeter?
    let banner = BannerView()
    var diChildren: [AnyObject] { [banner] }
    init() {}
}

final class BannerView {
    var greeter: Greeter?
}

final class AccountScreen: DIStoryboardInstantiable {
    var greeter: Greeter?
    init() {}
}

final class SettingsScene: DIStoryboardInstantiable {
    var greeter: Greeter?
    init() {}
}
