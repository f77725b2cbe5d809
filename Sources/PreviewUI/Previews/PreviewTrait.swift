/// A characteristic of a preview, as DeveloperToolsSupport's `PreviewTrait`: its layout, the
/// device's orientation, or a `PreviewModifier` around it.
///
/// ```swift
/// #Preview("Compact", traits: .sizeThatFitsLayout, .landscapeLeft) { Badge(count: 3) }
/// ```
public struct PreviewTrait<T> {
    package enum Value {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        case modifier(AnyPreviewModifier)
    }

    package let values: [Value]

    package init(_ values: [Value]) {
        self.values = values
    }

    /// One trait made of several, applied in order.
    @MainActor
    public init(_ traits: PreviewTrait<T>...) {
        values = traits.flatMap(\.values)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills a device's screen (Xcode's default): an iPhone 15 Pro.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait([.layout(.device)]) }

    /// The preview is as large as its content.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait([.layout(.sizeThatFits)]) }

    /// The preview is `width` × `height` points, its content centred.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait([.layout(.fixed(width: width, height: height))])
    }

    public static var portrait: PreviewTrait<T> { PreviewTrait([.orientation(.portrait)]) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait([.orientation(.portraitUpsideDown)]) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait([.orientation(.landscapeLeft)]) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait([.orientation(.landscapeRight)]) }

    /// Puts the preview inside a `PreviewModifier`; several are applied in order, the first
    /// innermost.
    @MainActor
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait([.modifier(AnyPreviewModifier(modifier))])
    }
}

/// How a device is held, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Hashable, Sendable {
    public let id: String

    private init(_ id: String) { self.id = id }

    public static let portrait = InterfaceOrientation("portrait")
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    package var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
