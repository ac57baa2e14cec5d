/// The values of a `resolve(args:)` call, passed to the `arg(...)` parameters of the requested
/// factory without boxing: each value stays in the caller's stack frame, in its own type, and an
/// `arg(...)` parameter reads it back through its address after comparing metatypes.
///
/// ```swift
/// container.register { Greeter(who: arg($0), times: arg($1)) }
/// let greeter: Greeter = container.resolve(args: "Ada", 3)   // no [Any], no dynamic cast
/// ```
///
/// Boxing the values into `[Any]` cost an array allocation per resolve and a runtime cast per
/// parameter, about ten times the rest of the resolve. A parameter whose type differs from the
/// value's (an `Int` for an `Int?`, a subclass for its superclass) still gets the old cast, on
/// that value alone.
@usableFromInline
struct DIPackedArguments {
    /// Each value's static type, in call order.
    @usableFromInline let types: UnsafePointer<Any.Type>
    /// Each value's address, in call order.
    @usableFromInline let values: UnsafePointer<UnsafeRawPointer>
    @usableFromInline let count: Int
    /// How many values the factory's `arg(...)` parameters took so far.
    @usableFromInline var taken = 0

    /// The nesting depth of the requested component's factory: only it receives the values, not
    /// its dependencies (the top-level row runs at depth 1).
    @usableFromInline static let depth = 1

    /// The largest alignment the stack buffer gives; a value that needs more is boxed instead.
    @usableFromInline static let maxAlignment = 16

    @inlinable
    init(types: UnsafePointer<Any.Type>, values: UnsafePointer<UnsafeRawPointer>, count: Int) {
        self.types = types
        self.values = values
        self.count = count
    }

    /// The next value for an `arg(...)` parameter `P` (a `DIArg<Value>`) of the requested factory,
    /// when it was passed as exactly `Value`; nil otherwise (the parameter's resolver then casts it
    /// or reports the mistake). Specialised in the caller: no metadata lookup, no call.
    @inlinable @inline(__always)
    static func take<P>(_ value: Any.Type, as _: P.Type, _ ctx: inout DIResolution) -> P? {
        guard let packed = ctx.packed, ctx.depth == depth else { return nil }
        let index = packed.pointee.taken
        guard index < packed.pointee.count && packed.pointee.types[index] == value else { return nil }
        packed.pointee.taken = index + 1
        // `P` is `DIArg<Value>`, a struct whose one stored property is the `Value`: the two are
        // layout compatible, so the value is read as `P` where it lies.
        return packed.pointee.values[index].load(as: P.self)
    }

    /// The value at `index` as `Any`, for a parameter whose type is not exactly the value's.
    func boxed(_ index: Int) -> Any {
        func open<V>(_: V.Type) -> Any {
            values[index].assumingMemoryBound(to: V.self).pointee
        }
        return _openExistential(types[index], do: open)
    }

    /// Whether every value of the pack fits the stack buffer's alignment.
    @inlinable
    static func fits<First, each A>(_: First.Type, _: repeat (each A).Type) -> Bool {
        var fits = MemoryLayout<First>.alignment <= maxAlignment
        for type in repeat (each A).self {
            fits = fits && alignment(of: type) <= maxAlignment
        }
        return fits
    }

    @inlinable @inline(__always)
    static func alignment<V>(of _: V.Type) -> Int {
        MemoryLayout<V>.alignment
    }

    /// The end of a value of type `V` placed at the first suitably aligned offset from `offset`.
    @inlinable @inline(__always)
    static func end<V>(of _: V.Type, after offset: Int) -> Int {
        start(of: V.self, after: offset) + MemoryLayout<V>.size
    }

    @inlinable @inline(__always)
    static func start<V>(of _: V.Type, after offset: Int) -> Int {
        let alignment = MemoryLayout<V>.alignment
        return (offset + alignment - 1) & ~(alignment - 1)
    }

    /// Copies the values into stack buffers and runs `body` with them packed; the copies are
    /// destroyed when `body` returns. The caller checked ``fits(_:_:)``.
    ///
    /// The closures do not throw, the error leaves through `failure`: the standard library carries
    /// a typed-throwing closure's outcome out of each temporary allocation as a
    /// `Result<R, DIError>`, which the caller copied with `memcpy` (as in the generated fixed-arity
    /// forms, DIContainer+ResolveArity.swift).
    @inlinable
    static func with<First, each A, R>(
        _ first: First, _ rest: repeat each A,
        body: (UnsafeMutablePointer<DIPackedArguments>) throws(DIError) -> R
    ) throws(DIError) -> R {
        var count = 1
        var bytes = end(of: First.self, after: 0)
        for type in repeat (each A).self {
            count += 1
            bytes = end(of: type, after: bytes)
        }
        var failure: DIError?
        let result: R? = withUnsafeTemporaryAllocation(of: Any.Type.self, capacity: count) { types -> R? in
            withUnsafeTemporaryAllocation(of: UnsafeRawPointer.self, capacity: count) { values -> R? in
                withUnsafeTemporaryAllocation(byteCount: max(bytes, 1), alignment: maxAlignment) { buffer -> R? in
                    // Every buffer holds at least one element or byte: none has a nil base address.
                    let base = buffer.baseAddress.unsafelyUnwrapped
                    var index = 0
                    var offset = 0
                    place(first, at: base, &index, &offset, types, values)
                    for value in repeat each rest {
                        place(value, at: base, &index, &offset, types, values)
                    }
                    defer {
                        var offset = 0
                        destroy(First.self, at: base, &offset)
                        for type in repeat (each A).self {
                            destroy(type, at: base, &offset)
                        }
                    }
                    var packed = DIPackedArguments(
                        types: UnsafePointer(types.baseAddress.unsafelyUnwrapped),
                        values: UnsafePointer(values.baseAddress.unsafelyUnwrapped), count: count)
                    do throws(DIError) {
                        return try body(&packed)
                    } catch {
                        failure = error
                        return nil
                    }
                }
            }
        }
        // `R?` wraps `R`: an `R` that is itself optional comes back as `.some(nil)`, so nil here
        // means the catch above ran and set `failure`.
        if let result {
            return result
        }
        throw failure!
    }

    /// Copies `value` to the next aligned offset of `base` and records its type and address.
    @inlinable @inline(__always)
    static func place<V>(
        _ value: V, at base: UnsafeMutableRawPointer, _ index: inout Int, _ offset: inout Int,
        _ types: UnsafeMutableBufferPointer<Any.Type>, _ values: UnsafeMutableBufferPointer<UnsafeRawPointer>
    ) {
        offset = start(of: V.self, after: offset)
        (base + offset).initializeMemory(as: V.self, to: value)
        types[index] = V.self
        values[index] = UnsafeRawPointer(base + offset)
        offset += MemoryLayout<V>.size
        index += 1
    }

    /// Destroys the copy ``place(_:at:_:_:_:_:)`` made at the next aligned offset.
    @inlinable @inline(__always)
    static func destroy<V>(_: V.Type, at base: UnsafeMutableRawPointer, _ offset: inout Int) {
        offset = start(of: V.self, after: offset)
        (base + offset).assumingMemoryBound(to: V.self).deinitialize(count: 1)
        offset += MemoryLayout<V>.size
    }
}
