import DowelAssembler
import Testing

private protocol Unregistered {}
private protocol Gadget {}
private struct Widget: Gadget {}

@Suite("Failure messages")
struct LoggingTests {
    @Test func failureNamesTheRequestAndTheRegistrationsOfThatType() {
        let log = LogCapture(marker: "Gadget")
        let container = Container()
        container.register(Gadget.self, name: "small") { (_, _: Int) in Widget() }
            .inObjectScope(.container)
        #expect(container.resolve(Gadget.self, name: "big", argument: "x") == nil)
        let message = log.messages.last ?? ""
        #expect(message.contains("Service: Gadget, Name: \"big\", Factory: (Resolver, String) -> Gadget"))
        #expect(message.contains("Service: Gadget, Name: \"small\", Factory: (Resolver, Int) -> Gadget"))
        #expect(message.contains("ObjectScope: container"))
    }

    @Test func failureSaysWhenNothingOfThatTypeIsRegistered() {
        let log = LogCapture(marker: "Unregistered")
        #expect(Container().resolve(Unregistered.self) == nil)
        #expect(log.messages.last?.contains("(none of Unregistered)") == true)
    }
}
