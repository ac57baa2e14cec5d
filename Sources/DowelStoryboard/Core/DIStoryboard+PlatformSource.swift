import Dowel
import Foundation

#if canImport(UIKit)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif

extension DIStoryboard {
    /// The source of storyboard `name`: its `<name>.storyboard.json` when the bundle has one (every
    /// platform), otherwise the compiled storyboard on Apple platforms.
    static func platformSource(name: String, bundle: Bundle) throws(DIError) -> any DIStoryboardSource {
        if DIJSONStoryboardSource.fileURL(name: name, bundle: bundle) != nil {
            return try DIJSONStoryboardSource(name: name, bundle: bundle)
        }
        #if canImport(UIKit)
            if bundle.path(forResource: name, ofType: "storyboardc") != nil {
                // Storyboards are opened on the main thread, as UIKit requires.
                return MainActor.assumeIsolated {
                    DIUIKitStoryboardSource(storyboard: UIStoryboard(name: name, bundle: bundle), name: name)
                }
            }
        #elseif canImport(AppKit)
            if bundle.path(forResource: name, ofType: "storyboardc") != nil {
                // Storyboards are opened on the main thread, as AppKit requires.
                return MainActor.assumeIsolated {
                    DIAppKitStoryboardSource(storyboard: NSStoryboard(name: name, bundle: bundle), name: name)
                }
            }
        #endif
        throw DIError.storyboardNotFound(name, bundlePath: bundle.bundlePath)
    }
}
