import DowelAssembler
import Testing

/// A registration whose service type is itself an Optional (Knit's `registerAbstract(Int?.self)`
/// is fulfilled by one).
@Suite struct OptionalServiceTests {
    @Test(arguments: [ObjectScope.graph, .container, .weak, .transient])
    func aRegisteredOptionalResolvesToItsFactorysValue(scope: ObjectScope) {
        let container = Container()
        container.register(Int?.self) { _ in 1 }.inObjectScope(scope)
        container.register(String?.self, name: "named") { _ in "x" }.inObjectScope(scope)
        #expect(container.resolve(Int?.self) == .some(1))
        #expect(container.resolve(String?.self, name: "named") == .some("x"))
    }
}
