import Foundation

/// A string literal that `Text`, `Button`, `Label`, `Toggle`… show, as SwiftUI's
/// `LocalizedStringKey`: its literal parts are Markdown, and its interpolations (strings,
/// numbers with format specifiers, formatted values, `Text`, `Image`, attributed strings) are
/// substituted into the Markdown's text without being parsed themselves.
///
/// The key is what SwiftUI looks up in a strings table: the literal with `%` doubled and each
/// interpolation as its format specifier (`"Hello, %@"`, `"%lld items"`).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// One interpolated value, kept until the text is resolved.
    enum Argument: Equatable, Sendable {
        case string(String)
        /// A number with its `printf` specifier (`%lld`, `%.2f`).
        case number(FormattedNumber)
        case text(Text)
        case image(Image)
        case attributed(AttributedString)
        /// A value formatted by a format style, in the environment's locale.
        case formatted(FormattedValue)
    }

    let key: String
    let arguments: [Argument]
    /// Whether the literal parts are Markdown (always, for keys made from literals).
    let hasFormatting: Bool
    /// The strings table and bundle `Text(_:tableName:bundle:)` names (nil: `Localizable` in
    /// the package's resource bundles).
    var table: String?
    var bundlePath: String?

    public init(_ value: String) {
        key = Self.escaped(value)
        arguments = []
        hasFormatting = true
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        hasFormatting = true
    }

    /// `%` doubled, as a strings-table key holds a literal percent sign.
    static func escaped(_ literal: String) -> String {
        literal.replacingOccurrences(of: "%", with: "%%")
    }

    /// Builds a key from a literal with interpolations, as the compiler calls it.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += LocalizedStringKey.escaped(literal)
        }

        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.string(string))
        }

        /// A Foundation value (a `Date`, a `URL`…), formatted when a formatter is given.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            key += "%@"
            arguments.append(.string(formatter?.string(for: subject) ?? "\(subject)"))
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            key += "%@"
            arguments.append(.string(formatter?.string(for: subject) ?? subject.description))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            key += "%@"
            arguments.append(.formatted(FormattedValue(input, format: format)))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
            key += "%@"
            arguments.append(.formatted(FormattedValue(input, format: format)))
        }

        /// A number in its type's default format (`%lld` for integers, `%lf` for `Double`,
        /// so `\(2.5)` shows `2.500000`, as on iOS).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: value._specifier)
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            key += specifier
            arguments.append(.number(FormattedNumber(value._arg, specifier: specifier)))
        }

        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.text(text))
        }

        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            arguments.append(.image(image))
        }

        @_disfavoredOverload
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            key += "%@"
            arguments.append(.attributed(attributedString))
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            key += "%@"
            arguments.append(.text(Text(date, style: style)))
        }
    }
}

/// A number and the `printf` specifier it is shown with, formatted when the text is drawn.
struct FormattedNumber: Equatable, Sendable {
    enum Value: Hashable, Sendable {
        case signed(Int64)
        case unsigned(UInt64)
        case double(Double)
    }

    let value: Value
    let specifier: String

    init(_ arg: some CVarArg, specifier: String) {
        switch arg {
        case let v as Int64: value = .signed(v)
        case let v as Int: value = .signed(Int64(v))
        case let v as Int32: value = .signed(Int64(v))
        case let v as Int16: value = .signed(Int64(v))
        case let v as Int8: value = .signed(Int64(v))
        case let v as UInt64: value = .unsigned(v)
        case let v as UInt: value = .unsigned(UInt64(v))
        case let v as UInt32: value = .unsigned(UInt64(v))
        case let v as UInt16: value = .unsigned(UInt64(v))
        case let v as UInt8: value = .unsigned(UInt64(v))
        case let v as Double: value = .double(v)
        case let v as Float: value = .double(Double(v))
        default: value = .double(Double("\(arg)") ?? 0)
        }
        self.specifier = specifier
    }

    /// The number as `String(format:)` writes it with `specifier` (as found in the key; its
    /// own by default) in `locale`.
    func formatted(specifier: String? = nil, locale: Locale) -> String {
        let specifier = specifier ?? self.specifier
        let key = FormattedNumberCache.Key(value: value, specifier: specifier, locale: locale.identifier)
        if let s = FormattedNumberCache.shared.value(for: key) { return s }
        let s = switch value {
        case .signed(let v): String(format: specifier, locale: locale, v)
        case .unsigned(let v): String(format: specifier, locale: locale, v)
        case .double(let v): String(format: specifier, locale: locale, v)
        }
        FormattedNumberCache.shared.insert(s, for: key)
        return s
    }
}

/// Numbers as `String(format:locale:)` wrote them: Foundation builds a number formatter for
/// each call, which cost most of a frame of a long list of numbered rows. The same value,
/// specifier and locale always give the same string, so the cache changes no output.
final class FormattedNumberCache: @unchecked Sendable {
    struct Key: Hashable {
        let value: FormattedNumber.Value
        let specifier: String
        let locale: String
    }

    static let shared = FormattedNumberCache()
    private let lock = NSLock()
    private var strings: [Key: String] = [:]
    /// Beyond this many entries the cache starts over (a bound on memory, not on speed).
    private let limit = 50_000

    func value(for key: Key) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return strings[key]
    }

    func insert(_ string: String, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if strings.count >= limit { strings.removeAll(keepingCapacity: true) }
        strings[key] = string
    }
}

/// A value with a default `printf` specifier, as SwiftUI's `_FormatSpecifiable`: what a
/// `LocalizedStringKey` interpolation of a number uses.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%lf" }
}
