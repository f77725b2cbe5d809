/// A type that produces previews, as SwiftUI's `PreviewProvider` (the form before `#Preview`).
/// Each child of a `Group` (or `ForEach`) at the top of `previews` is its own preview, as in
/// Xcode; `previewDisplayName`, `previewLayout`, `preferredColorScheme`, `previewDevice` and
/// `previewInterfaceOrientation` on a child set its name and how it is drawn.
///
/// The build plugin lists the providers of a target (so do not make them `private`).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a `PreviewProvider` targets.
public enum PreviewPlatform: Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A named device for `previewDevice(_:)`, as SwiftUI's `PreviewDevice`:
/// `PreviewDevice(rawValue: "iPhone SE (3rd generation)")` or a string literal.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.init(rawValue: stringLiteral) }
}

/// What the preview modifiers say about a preview, read by the registry.
package struct PreviewMetadata: Sendable, Equatable {
    package var displayName: String?
    package var layout: PreviewLayout?
    package var device: PreviewDevice?
    /// Where `previewDevice(_:)` was called, for the report of a device without a screen here.
    package var deviceSite: CallSite?
    package var orientation: InterfaceOrientation?
    package var colorScheme: ColorScheme?

    package init() {}

    /// Fills what `self` does not say from `outer` (the innermost modifier wins, as SwiftUI's
    /// preferences do).
    mutating func fill(from other: PreviewMetadata) {
        displayName = displayName ?? other.displayName
        layout = layout ?? other.layout
        if device == nil {
            device = other.device
            deviceSite = other.deviceSite
        }
        orientation = orientation ?? other.orientation
        colorScheme = colorScheme ?? other.colorScheme
    }
}

/// A modifier that only says something about the preview; it changes nothing on screen.
struct PreviewMetadataModifier: ViewModifier {
    let metadata: PreviewMetadata
    func body(content: Content) -> some View { content }
}

extension View {
    /// The name of this preview in the gallery and in its snapshots' folder.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        previewMetadata { $0.displayName = value }
    }

    /// How this preview is sized: `.device`, `.sizeThatFits`, `.fixed(width:height:)`.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
        previewMetadata { $0.layout = value }
    }

    /// The device this preview is drawn on, by name (`"iPhone SE (3rd generation)"`); nil
    /// for the default.
    nonisolated public func previewDevice(_ value: PreviewDevice?, _fileID: String = #fileID, _line: Int = #line) -> some View {
        previewMetadata {
            $0.device = value
            $0.deviceSite = CallSite(file: _fileID, line: _line)
        }
    }

    /// How the device of this preview is held.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        previewMetadata { $0.orientation = value }
    }

    nonisolated private func previewMetadata(_ set: (inout PreviewMetadata) -> Void) -> ModifiedContent<Self, PreviewMetadataModifier> {
        var metadata = PreviewMetadata()
        set(&metadata)
        return modifier(PreviewMetadataModifier(metadata: metadata))
    }
}

// MARK: - Reading a provider's previews

/// Views that stand for several previews at the top of `previews`.
@MainActor
protocol PreviewSplittable {
    /// The children, or nil when the view is one preview.
    func previewChildren() -> [any View]?
}

/// A `ModifiedContent` seen through its type.
@MainActor
protocol ModifiedContentInspection {
    var inspectedContent: any View { get }
    var inspectedModifier: Any { get }
    func rewrapping(_ content: any View) -> any View
}

extension ModifiedContent: ModifiedContentInspection where Content: View, Modifier: ViewModifier {
    var inspectedContent: any View { content }
    var inspectedModifier: Any { modifier }
    func rewrapping(_ content: any View) -> any View { AnyView(content).modifier(modifier) }
}

extension Group: @MainActor PreviewSplittable {
    @MainActor func previewChildren() -> [any View]? { PreviewProviderReader.split(content) }
}

extension TupleView: @MainActor PreviewSplittable {
    @MainActor func previewChildren() -> [any View]? { children.flatMap { PreviewProviderReader.split($0) } }
}

extension ForEach: @MainActor PreviewSplittable {
    @MainActor func previewChildren() -> [any View]? { data.flatMap { PreviewProviderReader.split(content($0)) } }
}

extension AnyView: PreviewSplittable {
    func previewChildren() -> [any View]? {
        let children = PreviewProviderReader.split(view)
        return children.count == 1 ? nil : children
    }
}

/// Reads the previews a `PreviewProvider` stands for, as Xcode does.
@MainActor
package enum PreviewProviderReader {
    /// One preview of a provider: its view and what its preview modifiers say.
    package struct Child {
        package let view: any View
        package let metadata: PreviewMetadata
    }

    package static func children(of view: any View) -> [Child] {
        split(view).map { Child(view: $0, metadata: metadata(of: $0)) }
    }

    /// The views a top-level view stands for: the children of groups, tuples and `ForEach`
    /// (modifiers around a group apply to each child).
    static func split(_ view: any View) -> [any View] {
        if let splittable = view as? any PreviewSplittable, let children = splittable.previewChildren() {
            return children
        }
        if let modified = view as? any ModifiedContentInspection {
            let inner = split(modified.inspectedContent)
            if inner.count > 1 { return inner.map { modified.rewrapping($0) } }
        }
        return [view]
    }

    /// What the preview modifiers in a view's chain of modifiers say.
    static func metadata(of view: any View) -> PreviewMetadata {
        var result = PreviewMetadata()
        var current: any View = view
        while true {
            if let any = current as? AnyView {
                current = any.view
                continue
            }
            guard let modified = current as? any ModifiedContentInspection else { break }
            var found = PreviewMetadata()
            if let m = modified.inspectedModifier as? PreviewMetadataModifier { found = m.metadata }
            if let scheme = modified.inspectedModifier as? PreferredColorSchemeModifier { found.colorScheme = scheme.colorScheme }
            // Outer modifiers were read first; an inner one overrides them.
            found.fill(from: result)
            result = found
            current = modified.inspectedContent
        }
        return result
    }
}
