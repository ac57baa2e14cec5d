// Generated (1...9 types); keep the arities in step when editing by hand.

extension ServiceEntry {
    /// Makes the registration resolvable as `type` too (optionally under a name), sharing its
    /// instances: the same as `container.forward(type, name: name, to: entry)`.
    ///
    /// ```swift
    /// container.register(Cat.self) { _ in Cat() }.implements(Animal.self).inObjectScope(.container)
    /// ```
    @discardableResult
    public func implements<T>(_ type: T.Type, name: String? = nil) -> ServiceEntry<Service> {
        containerReference.container?.forward(type, name: name, to: self)
        return self
    }

    /// Makes the registration resolvable as each of 2 types, unnamed.
    ///
    /// ```swift
    /// container.register(Cat.self) { _ in Cat() }
    ///     .implements(Animal.self, Pet.self)
    /// ```
    @discardableResult
    public func implements<T1, T2>(_ type1: T1.Type, _ type2: T2.Type) -> ServiceEntry<Service> {
        self.implements(type1).implements(type2)
    }

    /// Makes the registration resolvable as each of 3 types, unnamed.
    ///
    /// ```swift
    /// container.register(Cat.self) { _ in Cat() }
    ///     .implements(Animal.self, Pet.self, P3.self)
    /// ```
    @discardableResult
    public func implements<T1, T2, T3>(_ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type) -> ServiceEntry<Service> {
        self.implements(type1).implements(type2).implements(type3)
    }

    /// Makes the registration resolvable as each of 4 types, unnamed.
    ///
    /// ```swift
    /// container.register(Cat.self) { _ in Cat() }
    ///     .implements(Animal.self, Pet.self, P3.self, P4.self)
    /// ```
    @discardableResult
    public func implements<T1, T2, T3, T4>(
        _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type
    ) -> ServiceEntry<Service> {
        self.implements(type1).implements(type2).implements(type3).implements(type4)
    }

    /// Makes the registration resolvable as each of 5 types, unnamed.
    ///
    /// ```swift
    /// container.register(Cat.self) { _ in Cat() }
    ///     .implements(Animal.self, Pet.self, P3.self, P4.self, P5.self)
    /// ```
    @discardableResult
    public func implements<T1, T2, T3, T4, T5>(
        _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type, _ type5: T5.Type
    ) -> ServiceEntry<Service> {
        self.implements(type1).implements(type2).implements(type3).implements(type4).implements(type5)
    }

    /// Makes the registration resolvable as each of 6 types, unnamed.
    ///
    /// ```swift
    /// container.register(Cat.self) { _ in Cat() }
    ///     .implements(Animal.self, Pet.self, P3.self, P4.self, P5.self, P6.self)
    /// ```
    @discardableResult
    public func implements<T1, T2, T3, T4, T5, T6>(
        _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type, _ type5: T5.Type, _ type6: T6.Type
    ) -> ServiceEntry<Service> {
        self.implements(type1).implements(type2).implements(type3).implements(type4).implements(type5).implements(type6)
    }

    /// Makes the registration resolvable as each of 7 types, unnamed.
    ///
    /// ```swift
    /// container.register(Cat.self) { _ in Cat() }
    ///     .implements(Animal.self, Pet.self, P3.self, P4.self, P5.self, P6.self, P7.self)
    /// ```
    @discardableResult
    public func implements<T1, T2, T3, T4, T5, T6, T7>(
        _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type, _ type5: T5.Type, _ type6: T6.Type,
        _ type7: T7.Type
    ) -> ServiceEntry<Service> {
        self.implements(type1).implements(type2).implements(type3).implements(type4).implements(type5).implements(type6)
            .implements(type7)
    }

    /// Makes the registration resolvable as each of 8 types, unnamed.
    ///
    /// ```swift
    /// container.register(Cat.self) { _ in Cat() }
    ///     .implements(Animal.self, Pet.self, P3.self, P4.self, P5.self, P6.self, P7.self, P8.self)
    /// ```
    @discardableResult
    public func implements<T1, T2, T3, T4, T5, T6, T7, T8>(
        _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type, _ type5: T5.Type, _ type6: T6.Type,
        _ type7: T7.Type, _ type8: T8.Type
    ) -> ServiceEntry<Service> {
        self.implements(type1).implements(type2).implements(type3).implements(type4).implements(type5).implements(type6)
            .implements(type7).implements(type8)
    }

    /// Makes the registration resolvable as each of 9 types, unnamed.
    ///
    /// ```swift
    /// container.register(Cat.self) { _ in Cat() }
    ///     .implements(Animal.self, Pet.self, P3.self, P4.self, P5.self, P6.self, P7.self, P8.self, P9.self)
    /// ```
    @discardableResult
    public func implements<T1, T2, T3, T4, T5, T6, T7, T8, T9>(
        _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type, _ type5: T5.Type, _ type6: T6.Type,
        _ type7: T7.Type, _ type8: T8.Type, _ type9: T9.Type
    ) -> ServiceEntry<Service> {
        self.implements(type1).implements(type2).implements(type3).implements(type4).implements(type5).implements(type6)
            .implements(type7).implements(type8).implements(type9)
    }
}
