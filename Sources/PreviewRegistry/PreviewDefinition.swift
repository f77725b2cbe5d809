import PreviewUI

/// One preview: a view, the states a user can bring it into, and the variants (light, dark…)
/// each state is drawn in. Everything but the view is data, so tools can list and document it.
///
/// ```swift
/// PreviewDefinition("Collapse indicator", component: "CollapseIndicator",
///         states: [.initial("closed"), PreviewState("open", .tapIdentifier("indicator"))]) { _ in
///     IndicatorDemo()
/// }
/// ```
public struct PreviewDefinition: Sendable, Identifiable {
    /// How a preview was declared.
    public enum Origin: String, Sendable, Hashable {
        /// A `PreviewSource`'s `PreviewDefinition`.
        case source
        /// A `#Preview`, found at run time.
        case macro = "#Preview"
        /// A child of a `PreviewProvider`'s `previews`.
        case provider = "PreviewProvider"
    }

    /// Lower-kebab identifier, unique in a registry; the folder of its snapshots.
    public let name: String
    /// A title for people.
    public let title: String
    /// The component it shows, for grouping.
    public let component: String
    public let description: String
    public let layout: PreviewLayout
    public internal(set) var states: [PreviewState]
    public internal(set) var variants: [PreviewVariant]
    /// Where it was declared, as `#fileID` (`MyUI/Card.swift`) and line (for messages and the
    /// gallery).
    public let file: String
    public let line: Int
    public let origin: Origin
    /// Why it cannot be drawn (a preview modifier's context failed, say): each of its
    /// snapshots fails with this message, and the others still render.
    public let failure: String?
    /// The name of the preview this one adds states and variants to, for
    /// `PreviewDefinition(extending:…)`.
    public let extending: String?
    /// What the declaration asks for that is drawn differently from iOS (a platform other
    /// than iOS, a device without a screen here), reported with each of its snapshots.
    public let approximations: [Approximation]
    let content: @MainActor @Sendable (PreviewParameters) -> AnyView

    public var id: String { name }

    /// `File.swift:12`: where it was declared, without the module.
    public var location: String {
        "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    }

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
        self.init(
            title: title, name: name, component: component, description: description, layout: layout,
            variants: variants, states: states, file: file, line: line, origin: .source, failure: nil, extending: nil,
            content: { AnyView(content($0)) })
    }

    /// States and variants for a preview declared elsewhere (a `#Preview` or a
    /// `PreviewProvider`), by its name as `list` prints it: the way to give a `#Preview` more
    /// states than its initial one while its file stays as Apple's SwiftUI compiles it.
    ///
    /// ```swift
    /// PreviewDefinition(extending: "collapse-indicator",
    ///                   states: [.initial("closed"), PreviewState("open", .tap("chevron.right"))])
    /// ```
    ///
    /// Given `nil`, states or variants stay as they are.
    public init(
        extending name: String, description: String = "", states: [PreviewState]? = nil, variants: [PreviewVariant]? = nil,
        file: String = #fileID, line: Int = #line
    ) {
        self.init(
            title: name, name: name, component: "", description: description, layout: .sizeThatFits,
            variants: variants ?? [], states: states ?? [], file: file, line: line, origin: .source, failure: nil,
            extending: SnapshotName.sanitize(name), content: { _ in AnyView(EmptyView()) })
    }

    init(
        title: String, name: String?, component: String, description: String, layout: PreviewLayout,
        variants: [PreviewVariant], states: [PreviewState], file: String, line: Int, origin: Origin, failure: String?,
        extending: String?, approximations: [Approximation] = [], content: @escaping @MainActor @Sendable (PreviewParameters) -> AnyView
    ) {
        self.title = title
        self.name = SnapshotName.sanitize(name ?? title)
        self.component = component
        self.description = description
        self.layout = layout
        self.states = extending != nil ? states : (states.isEmpty ? [.initial()] : states)
        self.variants = extending != nil ? variants : (variants.isEmpty ? PreviewVariant.lightAndDark : variants)
        self.file = file
        self.line = line
        self.origin = origin
        self.failure = failure
        self.extending = extending
        self.approximations = approximations
        self.content = content
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
    @MainActor static var previews: [PreviewDefinition] { get }
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

/// The list the generated `PreviewIndex` builds (entries under `#if`s are added or not).
public final class PreviewIndexList {
    public private(set) var types: [any PreviewSource.Type] = []
    public init() {}
    public func add(_ type: any PreviewSource.Type) { types.append(type) }
}
