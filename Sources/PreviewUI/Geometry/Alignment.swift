import Foundation

/// The layout axes.
public enum Axis: Int8, Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A horizontal alignment guide. Custom guides are identified by a type conforming to
/// `AlignmentID`.
public struct HorizontalAlignment: Sendable, Hashable {
    enum Kind: Hashable, Sendable { case leading, center, trailing, listRowSeparatorLeading, custom(ObjectIdentifier) }
    let kind: Kind
    let defaultValue: @Sendable (CGSize) -> CGFloat

    init(kind: Kind, defaultValue: @escaping @Sendable (CGSize) -> CGFloat) {
        self.kind = kind
        self.defaultValue = defaultValue
    }

    public init(_ id: any AlignmentID.Type) {
        // An alignment ID is a type with a static function and no state; its metatype is safe
        // to share (SwiftUI's AlignmentID is not a SendableMetatype either).
        nonisolated(unsafe) let id = id
        self.init(kind: .custom(ObjectIdentifier(id))) { size in
            id.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
        }
    }

    public static let leading = HorizontalAlignment(kind: .leading) { _ in 0 }
    public static let center = HorizontalAlignment(kind: .center) { $0.width / 2 }
    public static let trailing = HorizontalAlignment(kind: .trailing) { $0.width }
    public static let listRowSeparatorLeading = HorizontalAlignment(kind: .listRowSeparatorLeading) { _ in 0 }

    public static func == (a: Self, b: Self) -> Bool { a.kind == b.kind }
    public func hash(into h: inout Hasher) { h.combine(kind) }
}

/// A vertical alignment guide.
public struct VerticalAlignment: Sendable, Hashable {
    enum Kind: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline, custom(ObjectIdentifier) }
    let kind: Kind
    let defaultValue: @Sendable (CGSize) -> CGFloat

    init(kind: Kind, defaultValue: @escaping @Sendable (CGSize) -> CGFloat) {
        self.kind = kind
        self.defaultValue = defaultValue
    }

    public init(_ id: any AlignmentID.Type) {
        // An alignment ID is a type with a static function and no state; its metatype is safe
        // to share (SwiftUI's AlignmentID is not a SendableMetatype either).
        nonisolated(unsafe) let id = id
        self.init(kind: .custom(ObjectIdentifier(id))) { size in
            id.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
        }
    }

    public static let top = VerticalAlignment(kind: .top) { _ in 0 }
    public static let center = VerticalAlignment(kind: .center) { $0.height / 2 }
    public static let bottom = VerticalAlignment(kind: .bottom) { $0.height }
    /// Without text, a view's first baseline is its bottom edge, as in SwiftUI.
    public static let firstTextBaseline = VerticalAlignment(kind: .firstTextBaseline) { $0.height }
    public static let lastTextBaseline = VerticalAlignment(kind: .lastTextBaseline) { $0.height }

    public static func == (a: Self, b: Self) -> Bool { a.kind == b.kind }
    public func hash(into h: inout Hasher) { h.combine(kind) }
}

/// A type that names a custom alignment guide and gives its default value.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as `alignmentGuide` closures see them.
public struct ViewDimensions: Sendable, Equatable {
    public let width: CGFloat
    public let height: CGFloat
    var explicitHorizontal: [HorizontalAlignment: CGFloat] = [:]
    var explicitVertical: [VerticalAlignment: CGFloat] = [:]

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitHorizontal[guide] ?? guide.defaultValue(CGSize(width: width, height: height))
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitVertical[guide] ?? guide.defaultValue(CGSize(width: width, height: height))
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical[guide] }

    public static func == (a: Self, b: Self) -> Bool { a.width == b.width && a.height == b.height }
}

/// A pair of horizontal and vertical guides.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
}

/// A point in a view's own unit square, for anchors of rotation and scale.
public struct UnitPoint: Sendable, Hashable {
    public var x: CGFloat
    public var y: CGFloat

    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// How content is fitted into a frame of another aspect ratio.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    case fit, fill
}
