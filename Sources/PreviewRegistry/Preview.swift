import PreviewUI

/// One preview: a view, the states a user can bring it into, and the variants (light, dark…)
/// each state is drawn in. Everything but the view is data, so tools can list and document it.
///
/// ```swift
/// Preview("Collapse indicator", component: "CollapseIndicator",
///         states: [.initial("closed"), PreviewState("open", .tapIdentifier("indicator"))]) { _ in
///     IndicatorDemo()
/// }
/// ```
public struct Preview: Sendable, Identifiable {
    /// Lower-kebab identifier, unique in a registry; the folder of its snapshots.
    public let name: String
    /// A title for people.
    public let title: String
    /// The component it shows, for grouping.
    public let component: String
    public let description: String
    public let layout: PreviewLayout
    public let states: [PreviewState]
    public let variants: [PreviewVariant]
    /// Where it was declared (for messages).
    public let file: String
    public let line: Int
    let content: @MainActor @Sendable (PreviewParameters) -> AnyView

    public var id: String { name }

    /// - Parameters:
    ///   - title: what people read; the `name` is made from it unless given.
    ///   - component: the component shown, for grouping.
    ///   - states: at least one; each replays its interactions from the initial view.
    ///   - content: makes the view for a state's parameters.
    public init<V: View>(
        _ title: String, name: String? = nil, component: String, description: String = "",
        layout: PreviewLayout = .sizeThatFits, variants: [PreviewVariant] = PreviewVariant.lightAndDark,
        states: [PreviewState] = [.initial()], file: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping @MainActor @Sendable (PreviewParameters) -> V
    ) {
        self.title = title
        self.name = SnapshotName.sanitize(name ?? title)
        self.component = component
        self.description = description
        self.layout = layout
        self.states = states.isEmpty ? [.initial()] : states
        self.variants = variants.isEmpty ? PreviewVariant.lightAndDark : variants
        self.file = file
        self.line = line
        self.content = { AnyView(content($0)) }
    }

    /// The view for a state's parameters.
    @MainActor
    public func makeView(_ parameters: PreviewParameters) -> AnyView {
        content(parameters)
    }
}

/// A type that declares previews: one declaration in a preview target adds them to its
/// registry (the build plugin lists every `PreviewSource` it finds).
public protocol PreviewSource {
    @MainActor static var previews: [Preview] { get }
}

/// Values a state gives the preview's view, for what has no control on screen (whether a
/// view is collapsed, whether a modifier is applied…).
public struct PreviewParameters: Sendable, Hashable, CustomStringConvertible {
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        case bool(Bool), int(Int), double(Double), string(String)

        public var description: String {
            switch self {
            case .bool(let v): "\(v)"
            case .int(let v): "\(v)"
            case .double(let v): "\(v)"
            case .string(let v): "\"\(v)\""
            }
        }
    }

    public private(set) var values: [String: Value]

    public init(_ values: [String: Value] = [:]) {
        self.values = values
    }

    public func bool(_ name: String, default value: Bool) -> Bool {
        if case .bool(let v) = values[name] { return v }
        return value
    }

    public func int(_ name: String, default value: Int) -> Int {
        if case .int(let v) = values[name] { return v }
        return value
    }

    public func double(_ name: String, default value: Double) -> Double {
        switch values[name] {
        case .double(let v): return v
        case .int(let v): return Double(v)
        default: return value
        }
    }

    public func string(_ name: String, default value: String) -> String {
        if case .string(let v) = values[name] { return v }
        return value
    }

    /// `name = value` pairs in name order, e.g. `showMoreText = false`.
    public var description: String {
        values.keys.sorted().map { "\($0) = \(values[$0]!)" }.joined(separator: ", ")
    }
}

extension PreviewParameters: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
}

extension PreviewParameters.Value: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByFloatLiteral
{
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
}
