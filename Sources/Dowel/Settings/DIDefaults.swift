/// One container's defaults: what its registrations get where they do not say otherwise.
///
/// A field left `nil` is not decided here: the container takes its parent's, and without a parent
/// (or where the parent left it `nil` too) the process-wide ``DISetting/Defaults``, read when the
/// registration is made, as before. So code that sets `DISetting.Defaults` keeps working, and a
/// container that needs other defaults (a test, a feature's child container) says so without
/// changing them for every other container in the process.
///
/// ```swift
/// let app = DIContainer(defaults: DIDefaults(lifeTime: .perContainer(.strong)))
/// app.register(Session.init)                      // .perContainer(.strong)
/// app.register(Request.init).lifetime(.prototype) // an explicit lifetime still wins
///
/// let feature = DIContainer(parent: app)          // inherits .perContainer(.strong)
/// let plain = DIContainer()                       // follows DISetting.Defaults.lifeTime
/// ```
public struct DIDefaults: Sendable {
    /// The lifetime of a registration without `.lifetime(...)`; `nil`: the parent's, else
    /// `DISetting.Defaults.lifeTime`.
    ///
    /// ```swift
    /// let container = DIContainer(defaults: DIDefaults(lifeTime: .objectGraph))
    /// ```
    public var lifeTime: DILifeTime?

    /// Whether DowelStoryboard injects the children of every object it injects, as if each
    /// registration said `.autoInjectToSubviews()`; `nil`: the parent's, else
    /// `DISetting.Defaults.injectToSubviews`. Only DowelStoryboard reads it.
    ///
    /// ```swift
    /// let screens = DIContainer(parent: app, defaults: DIDefaults(injectToSubviews: true))
    /// ```
    public var injectToSubviews: Bool?

    /// What a `T?` resolve answers when `T` cannot be made (see ``DIOptionalResolution``); `nil`:
    /// the parent's, else `DISetting.Defaults.optionalResolution`, read when such a resolve fails.
    ///
    /// ```swift
    /// let legacy = DIContainer(defaults: DIDefaults(optionalResolution: .lenient))
    /// let store: Store? = legacy.resolve()   // ambiguous: nil (logged), as in DITranquillity
    /// ```
    public var optionalResolution: DIOptionalResolution?

    /// Defaults that decide the fields given and leave the others to the parent or the process.
    ///
    /// ```swift
    /// let defaults = DIDefaults(lifeTime: .perContainer(.strong))   // the others: nil
    /// ```
    public init(
        lifeTime: DILifeTime? = nil, injectToSubviews: Bool? = nil, optionalResolution: DIOptionalResolution? = nil
    ) {
        self.lifeTime = lifeTime
        self.injectToSubviews = injectToSubviews
        self.optionalResolution = optionalResolution
    }

    /// These defaults, with each field left `nil` taken from `inherited` (a parent's).
    func over(_ inherited: DIDefaults) -> DIDefaults {
        DIDefaults(
            lifeTime: lifeTime ?? inherited.lifeTime, injectToSubviews: injectToSubviews ?? inherited.injectToSubviews,
            optionalResolution: optionalResolution ?? inherited.optionalResolution)
    }
}
