// `import OSLog` in a target that aliases it here (`-module-alias OSLog=PreviewOSLog`): the
// shapes of OSLog's `Logger`, `OSLogMessage` interpolation (privacy, formats, alignment),
// `OSLog`, `OSLogType` and `os_log`, so that code which logs compiles unchanged. Previews log
// nowhere: a render's output is its pictures, and messages would differ from run to run.
@_exported import Foundation

/// A log handle, as OSLog's `OSLog`.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// How serious a message is.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)
}

/// Whether an interpolated value may appear in the log.
public struct OSLogPrivacy: Equatable, Sendable {
    public enum Mask: Equatable, Sendable { case hash, none }

    let level: Int
    let mask: Mask

    public static let auto = OSLogPrivacy(level: 0, mask: .none)
    public static let `public` = OSLogPrivacy(level: 1, mask: .none)
    public static let `private` = OSLogPrivacy(level: 2, mask: .none)
    public static let sensitive = OSLogPrivacy(level: 3, mask: .none)

    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 0, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 2, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 3, mask: mask) }
}

/// Column alignment of an interpolated value.
public struct OSLogStringAlignment: Sendable {
    let columns: Int

    public static let none = OSLogStringAlignment(columns: 0)
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns()) }
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: -columns()) }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int

    public static let decimal = OSLogIntegerFormatting(radix: 10)
    public static let hex = OSLogIntegerFormatting(radix: 16)
    public static let octal = OSLogIntegerFormatting(radix: 8)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting { .hex }
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting { .octal }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?

    public static let fixed = OSLogFloatFormatting(precision: nil)
    public static let exponential = OSLogFloatFormatting(precision: nil)
    public static let hybrid = OSLogFloatFormatting(precision: nil)
    public static let hex = OSLogFloatFormatting(precision: nil)
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision())
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision())
    }
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision())
    }
}

/// How an interpolated `Bool` is written.
public enum OSLogBoolFormat: Sendable { case truth, answer }

/// A log message with interpolated values, as OSLog's `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation(
            _ value: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) { text += value() }

        public mutating func appendInterpolation<T: CustomStringConvertible>(
            _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) { text += value().description }

        public mutating func appendInterpolation<T: BinaryInteger>(
            _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
            align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) { text += String(number(), radix: format.radix) }

        public mutating func appendInterpolation(
            _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
            align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) { text += "\(number())" }

        public mutating func appendInterpolation(
            _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
            align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) { text += "\(number())" }

        public mutating func appendInterpolation(
            _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
        ) { text += "\(boolean())" }

        public mutating func appendInterpolation(
            _ value: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto
        ) { text += "\(value())" }

        public mutating func appendInterpolation(
            _ value: @autoclosure @escaping () -> Any.Type, privacy: OSLogPrivacy = .auto
        ) { text += "\(value())" }

        public mutating func appendInterpolation<T>(
            _ value: @autoclosure @escaping () -> T?, privacy: OSLogPrivacy = .auto
        ) { text += value().map { "\($0)" } ?? "nil" }
    }

    let text: String

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
    public init(stringLiteral value: String) { text = value }
}

/// A logger, as OSLog's `Logger`. Messages are accepted and dropped.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public init() { self.init(subsystem: "", category: "") }
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// `os_log`, as the `os` module's; dropped.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}

public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {}

public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog, _ message: OSLogMessage) {}
