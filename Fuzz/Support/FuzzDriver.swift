#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// What every fuzz target shares: the hand-over to libFuzzer's driver, a reader that turns the
// input into values, and a way to fail that libFuzzer reports as a crash.
//
// SwiftPM links an executable with `--defsym main=<Module>_main`, so libFuzzer's own `main` is
// never the program's: each target's main.swift defines `LLVMFuzzerTestOneInput` and ends with
// `runFuzzer(LLVMFuzzerTestOneInput)`, which runs libFuzzer's driver with the command line.

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The signature of `LLVMFuzzerTestOneInput`.
public typealias FuzzTestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Runs libFuzzer's driver over `test` with the process's arguments, and exits with its status.
public func runFuzzer(_ test: FuzzTestOneInput) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}

/// The input as an array (libFuzzer passes a null pointer for the empty input).
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// A broken invariant: a crash libFuzzer reports, with the reason on standard error.
public func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fatalError("fuzz invariant broken: \(message())", file: file, line: line) }
}

/// Reads values off the front of the input; past the end it gives zeros (never traps), so every
/// input means something.
public struct FuzzInput {
    public let bytes: [UInt8]
    public private(set) var offset = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var remaining: Int { max(bytes.count - offset, 0) }
    public var isAtEnd: Bool { offset >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// 0 ... upTo.
    public mutating func int(upTo limit: Int) -> Int {
        precondition(limit >= 0)
        if limit == 0 { return 0 }
        let raw = limit < 256 ? Int(byte()) : Int(byte()) << 8 | Int(byte())
        return raw % (limit + 1)
    }

    /// 0 ... 1 in 255 steps.
    public mutating func unit() -> Double { Double(byte()) / 255 }

    public mutating func uint16() -> UInt16 { UInt16(byte()) << 8 | UInt16(byte()) }

    /// Up to `count` bytes (fewer at the end).
    public mutating func take(_ count: Int) -> [UInt8] {
        let n = min(max(count, 0), remaining)
        defer { offset += n }
        return Array(bytes[offset..<(offset + n)])
    }

    /// Everything not read yet.
    public mutating func rest() -> [UInt8] { take(remaining) }
}
