import Drawing

extension Text {
    /// Where text that does not fit loses characters, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Sendable, Hashable {
        case head, tail, middle

        var drawing: TextSpec.Truncation {
            switch self {
            case .head: .head
            case .tail: .tail
            case .middle: .middle
            }
        }
    }
}

/// Why content is shown redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Content shown as a placeholder: text becomes grey bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Privacy-sensitive content (`privacySensitive()`) is hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that will update soon.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether views here were marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Lines text reserves even when it has fewer (`lineLimit(_:reservesSpace:)`).
    var reservedLineCount: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct PrivacySensitiveKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReservedLinesKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension View {
    /// At most `limit` lines; with `reservesSpace`, as tall as `limit` lines even when shorter.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformingEnvironment {
            $0.lineLimit = limit
            $0.reservedLineCount = reservesSpace ? limit : 0
        }
    }

    /// Between `limit.lowerBound` (reserved) and `limit.upperBound` lines.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformingEnvironment {
            $0.lineLimit = limit.upperBound
            $0.reservedLineCount = limit.lowerBound
        }
    }

    /// At least `limit.lowerBound` lines tall, as many as the text needs.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformingEnvironment {
            $0.lineLimit = nil
            $0.reservedLineCount = limit.lowerBound
        }
    }

    /// At most `limit.upperBound` lines.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformingEnvironment {
            $0.lineLimit = limit.upperBound
            $0.reservedLineCount = 0
        }
    }

    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Lets text shrink to `factor` of its size before it is cut.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Lets text draw its letters closer before it is cut (see `TextNode`: reported when it
    /// would change the picture, as PreviewUI does not tighten).
    nonisolated public func allowsTightening(_ flag: Bool, _fileID: String = #fileID, _line: Int = #line) -> some View {
        modifier(TighteningModifier(flag: flag, site: CallSite(file: _fileID, line: _line)))
    }

    /// Draws content as a placeholder: texts become rounded bars, as iOS draws them.
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        transformingEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Shows content again inside a redacted view.
    nonisolated public func unredacted() -> some View {
        transformingEnvironment { $0.redactionReasons = [] }
    }

    /// Marks content as private: hidden when the environment's redaction reasons include
    /// `.privacy`.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformingEnvironment { $0.isPrivacySensitive = sensitive }
    }
}

/// `allowsTightening(true)`: set in the environment, with its call site for the report.
struct TighteningModifier: ViewModifier {
    let flag: Bool
    let site: CallSite

    func body(content: Content) -> some View {
        content.transformingEnvironment { env in
            env.allowsTightening = flag
            env.tighteningSite = flag ? site : nil
        }
    }
}

extension EnvironmentValues {
    var tighteningSite: CallSite? {
        get { self[TighteningSiteKey.self] }
        set { self[TighteningSiteKey.self] = newValue }
    }
}

private struct TighteningSiteKey: EnvironmentKey { static var defaultValue: CallSite? { nil } }
