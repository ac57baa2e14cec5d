import Dowel
import Testing

protocol Animal: AnyObject { var name: String { get } }
final class Cat: Animal { let name = "cat"; init() {} }
final class Owner { let pet: Animal; var toy: Toy?; init(pet: Animal) { self.pet = pet } }
final class Toy { init() {} }
struct Greeter { let who: String; let times: Int }

@Test func shapes() throws {
    let c = DIContainer()
    c.register(Cat.init).as(Animal.self).lifetime(.perContainer(.strong))
    c.register(Owner.init(pet:)).injection(\.toy)
    c.register(Toy.init)
    c.register { Greeter(who: arg($0), times: arg($1)) }
    let o: Owner = c.resolve()
    let o2: Owner? = c.resolve()
    #expect(o.pet === o2?.pet)
    #expect(o.toy != nil)
    let g: Greeter = c.resolve(args: "Ada", 3)
    #expect(g.times == 3)
    let x: Int? = c.resolve()
    #expect(x == nil)
    do {
        let _: Int = try c.resolveOrThrow()
        Issue.record("no throw")
    } catch {
        print(error)
    }
}
