extension Container {
    /// Declares that some module must register `serviceType` (under `name`): a
    /// ``ModuleAssembler`` whose modules leave it unregistered fails with
    /// ``ModuleAssemblerError/unfulfilledAbstractRegistrations(_:)``, naming this module and line.
    ///
    /// ```swift
    /// struct CheckoutAssembly: AutoInitModuleAssembly {
    ///     static var dependencies: [any ModuleAssembly.Type] { [] }
    ///     func assemble(container: Container) {
    ///         container.registerAbstract(Payments.self)   // the app's PaymentsAssembly provides it
    ///         container.register(Checkout.self) { r in Checkout(payments: r.resolve(Payments.self)!) }
    ///     }
    /// }
    /// ```
    ///
    /// It registers nothing: the concrete registration is an ordinary `register`, in any module
    /// of the assembler or of a parent assembler. With default overrides on (tests), an
    /// unfulfilled one is a warning of ``ModuleAssembler/report`` instead, and resolving it gives
    /// nil as for any unregistered service.
    public func registerAbstract<Service>(
        _ serviceType: Service.Type, name: String? = nil, file: StaticString = #fileID, line: UInt = #line
    ) {
        moduleState().addAbstract(Service.self, name: name, file: "\(file)", line: line)
    }
}
