extension DIComponentBuilder {
    /// Makes the component available as `type`, proven at compile time: `validator` must turn
    /// an `Impl` into the service (`{ $0 }` compiles only when `Impl` conforms). It is not kept
    /// or called; resolving goes through the same row as ``as(_:file:line:)``.
    ///
    /// ```swift
    /// container.register(Cat.init).as(check: Animal.self) { $0 }
    /// ```
    @inlinable
    @discardableResult
    public func `as`<Service>(
        check type: Service.Type, file: StaticString = #fileID, line: UInt = #line, _ validator: (Impl) -> Service
    ) -> Self {
        addAlias(Service.self, name: .unnamed, site: DISite(file: file, line: line))
    }

    /// ``as(check:file:line:_:)`` under a name.
    ///
    /// ```swift
    /// container.register(Cat.init).as(check: Animal.self, name: "tom") { $0 }
    /// ```
    @inlinable
    @discardableResult
    public func `as`<Service>(
        check type: Service.Type, name: String, file: StaticString = #fileID, line: UInt = #line,
        _ validator: (Impl) -> Service
    ) -> Self {
        addAlias(Service.self, name: .name(name), site: DISite(file: file, line: line))
    }

    /// ``as(check:file:line:_:)`` under a tag type.
    ///
    /// ```swift
    /// enum Soft {}
    /// container.register(Pillow.init).as(check: Bed.self, tag: Soft.self) { $0 }
    /// ```
    @inlinable
    @discardableResult
    public func `as`<Service, Tag>(
        check type: Service.Type, tag: Tag.Type, file: StaticString = #fileID, line: UInt = #line,
        _ validator: (Impl) -> Service
    ) -> Self {
        addAlias(Service.self, name: .tag(Tag.self), site: DISite(file: file, line: line))
    }
}
