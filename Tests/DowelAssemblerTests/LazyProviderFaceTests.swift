import Dowel
import DowelAssembler
import Testing

// DowelAssembler's `Lazy` and `Provider` are Dowel's, read through Swinject's `instance`: one type
// under both modules' names, with the core's rules for a first read.

private final class Report {}

private final class SelfNeedingHolder {
    var lazy: Lazy<SelfNeeding>?
}

private final class SelfNeeding {
    init() {}
}

private final class ErrorBox {
    var value: DIError?
}

@Suite("Lazy and Provider: Dowel's, with Swinject's names")
struct LazyProviderFaceTests {
    @Test("a file importing Dowel and DowelAssembler names one Lazy and one Provider, unqualified")
    func oneTypeUnderBothNames() {
        let container = DowelAssembler.Container()
        container.register(Report.self) { _ in Report() }
        let lazy: Lazy<Report> = container.resolve(Lazy<Report>.self)!
        let provider: Provider<Report> = container.resolve(Provider<Report>.self)!
        #expect(DowelAssembler.Lazy<Report>.self == Dowel.Lazy<Report>.self)
        #expect(DowelAssembler.Provider<Report>.self == Dowel.Provider<Report>.self)
        #expect(lazy.instance === lazy.value)
        #expect(provider.instance !== provider.value)
    }

    @Test("a Lazy whose first read needs that same Lazy is a .cycle error, not a recursion")
    func lazyNeedingItselfIsACycle() {
        let container = DowelAssembler.Container()
        let holder = SelfNeedingHolder()
        let inner = ErrorBox()
        container.register(SelfNeeding.self) { _ in
            do throws(DIError) {
                _ = try holder.lazy?.get()
            } catch {
                inner.value = error
            }
            return SelfNeeding()
        }
        holder.lazy = container.resolve(Lazy<SelfNeeding>.self)
        #expect(holder.lazy?.wasMade == false)
        _ = holder.lazy?.instance
        #expect(inner.value?.kind == .cycle)
        #expect(inner.value?.description.contains("Lazy<SelfNeeding>") == true)
        #expect(holder.lazy?.wasMade == true)
    }

    @Test("a Lazy or Provider read after its container is gone throws the reason instead of a value")
    func readAfterReleaseThrows() {
        var container: DowelAssembler.Container? = DowelAssembler.Container()
        container?.register(Report.self) { _ in Report() }
        let lazy = container?.resolve(Lazy<Report>.self)
        let provider = container?.resolve(Provider<Report>.self)
        container = nil
        let lazyError = #expect(throws: DIError.self) { try lazy?.get() }
        let providerError = #expect(throws: DIError.self) { try provider?.get() }
        #expect(lazyError?.kind == .configuration)
        #expect(lazyError?.reason.contains("Lazy<Report> has been released") == true)
        #expect(providerError?.reason.contains("Provider<Report> has been released") == true)
    }

    @Test("a Lazy whose registration went before its first read throws the reason instead of a value")
    func failedResolveThrows() {
        let container = DowelAssembler.Container()
        container.register(Report.self) { _ in Report() }
        let lazy = container.resolve(Lazy<Report>.self)!
        container.removeAll()
        let error = #expect(throws: DIError.self) { try lazy.get() }
        #expect(error?.kind == .notRegistered)
        #expect(error?.reason.contains("Container.loggingFunction") == true)
    }
}
