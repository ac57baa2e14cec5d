// Generated (0...9 arguments); keep the arities in step when editing by hand.

/// What a factory resolves its dependencies from: the ``Container`` itself, or anything else
/// that can hand out services the Swinject way.
///
/// ```swift
/// container.register(PetOwner.self) { (r: Resolver) in
///     PetOwner(pet: r.resolve(Animal.self)!)
/// }
/// ```
///
/// Every form returns nil when nothing is registered under exactly that type, name and list of
/// argument types.
public protocol Resolver {
    /// The instance of `serviceType`, or nil.
    ///
    /// ```swift
    /// let animal = resolver.resolve(Animal.self)
    /// ```
    func resolve<Service>(_ serviceType: Service.Type) -> Service?

    /// The instance of `serviceType` registered under `name`, or nil.
    ///
    /// ```swift
    /// let dog = resolver.resolve(Animal.self, name: "dog")
    /// ```
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?

    /// The instance made by the factory of `serviceType` taking 1 argument of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, argument: "Mimi")
    /// ```
    func resolve<Service, Arg1>(_ serviceType: Service.Type, argument arg1: Arg1) -> Service?

    /// The instance made by the factory named `name` taking 1 argument of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, name: "cat", argument: "Mimi")
    /// ```
    func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument arg1: Arg1) -> Service?

    /// The instance made by the factory of `serviceType` taking 2 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, arguments: "Mimi", 2)
    /// ```
    func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service?

    /// The instance made by the factory named `name` taking 2 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, name: "cat", arguments: "Mimi", 2)
    /// ```
    func resolve<Service, Arg1, Arg2>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2
    ) -> Service?

    /// The instance made by the factory of `serviceType` taking 3 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, arguments: "Mimi", 2, 3)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
    ) -> Service?

    /// The instance made by the factory named `name` taking 3 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
    ) -> Service?

    /// The instance made by the factory of `serviceType` taking 4 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, arguments: "Mimi", 2, 3, 4)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
    ) -> Service?

    /// The instance made by the factory named `name` taking 4 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
    ) -> Service?

    /// The instance made by the factory of `serviceType` taking 5 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
    ) -> Service?

    /// The instance made by the factory named `name` taking 5 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4, 5)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5
    ) -> Service?

    /// The instance made by the factory of `serviceType` taking 6 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6
    ) -> Service?

    /// The instance made by the factory named `name` taking 6 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4, 5, 6)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5, _ arg6: Arg6
    ) -> Service?

    /// The instance made by the factory of `serviceType` taking 7 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6, 7)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7
    ) -> Service?

    /// The instance made by the factory named `name` taking 7 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4, 5, 6, 7)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7
    ) -> Service?

    /// The instance made by the factory of `serviceType` taking 8 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6, 7, 8)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
    ) -> Service?

    /// The instance made by the factory named `name` taking 8 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4, 5, 6, 7, 8)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
    ) -> Service?

    /// The instance made by the factory of `serviceType` taking 9 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6, 7, 8, 9)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
    ) -> Service?

    /// The instance made by the factory named `name` taking 9 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = resolver.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4, 5, 6, 7, 8, 9)
    /// ```
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
    ) -> Service?
}
