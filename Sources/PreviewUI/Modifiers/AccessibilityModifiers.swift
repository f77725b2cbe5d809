// The accessibility modifiers: what VoiceOver would read, kept on the view tree
// (`AccessibilityPropertiesNode`) for the host and the accessibility snapshot. They draw nothing,
// as on iOS. `accessibilityIdentifier` and `accessibilityLabel(String/Text)` are in
// StyleModifiers.swift (the host finds views by them).

/// What kind of element a view is to assistive technologies, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits
    var bits: UInt32

    public init() { bits = 0 }
    private init(bits: UInt32) { self.bits = bits }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    @discardableResult public mutating func insert(_ member: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let had = contains(member)
        bits |= member.bits
        return (!had, member)
    }
    @discardableResult public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    @discardableResult public mutating func update(with member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        bits |= member.bits
        return had ? member : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How a container's children become accessibility elements, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    enum Kind: Hashable { case ignore, contain, combine }
    let kind: Kind
    /// The container is one element; its children are not read.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children are elements of their own, grouped.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels are read together as one element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// The level of a heading, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    private init(kindName: String) { name = kindName }
    public static let `default` = AccessibilityActionKind(kindName: "default")
    public static let escape = AccessibilityActionKind(kindName: "escape")
    public static let magicTap = AccessibilityActionKind(kindName: "magicTap")
    public static let delete = AccessibilityActionKind(kindName: "delete")
    public static let showMenu = AccessibilityActionKind(kindName: "showMenu")
    @MainActor public init(named name: Text) { self.name = name.plainText }
}

/// Which way an adjustable element is adjusted, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment, decrement
}

/// What the accessibility modifiers on one view say (each modifier sets its own part).
struct AccessibilityProperties {
    var value: String?
    var hint: String?
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    var isHidden: Bool?
    var children: AccessibilityChildBehavior?
    var sortPriority: Double?
    var headingLevel: AccessibilityHeadingLevel?
    var inputLabels: [String] = []
    var actionNames: [String] = []
    var isAdjustable = false
}

/// Carries a view's accessibility properties on the tree; draws its child as it is.
final class AccessibilityPropertiesNode: UnaryNode {
    let properties: AccessibilityProperties

    init(_ child: LayoutNode, properties: AccessibilityProperties) {
        self.properties = properties
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        e.noteAccessibility(.properties(properties))
        child.emit(&e)
    }
}

extension View {
    nonisolated func accessibilityProperties(_ set: @escaping (inout AccessibilityProperties) -> Void) -> some View {
        var p = AccessibilityProperties()
        set(&p)
        let properties = p
        return wrapping { AccessibilityPropertiesNode($0, properties: properties) }
    }

    /// Makes this view one accessibility element (`.ignore`), a group of its children's
    /// (`.contain`), or one element reading its children's labels together (`.combine`).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityProperties { $0.children = children }
    }

    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View {
        let value = valueDescription.plainText
        return accessibilityProperties { $0.value = value }
    }

    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }

    nonisolated public func accessibilityHint(_ hint: Text) -> some View {
        let text = hint.plainText
        return accessibilityProperties { $0.hint = text }
    }

    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityProperties { $0.addedTraits = traits }
    }

    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityProperties { $0.removedTraits = traits }
    }

    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibilityProperties { $0.isHidden = hidden }
    }

    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibilityProperties { $0.sortPriority = sortPriority }
    }

    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityProperties { $0.headingLevel = level }
    }

    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        let labels = inputLabels.map(\.plainText)
        return accessibilityProperties { $0.inputLabels = labels }
    }

    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibilityInputLabels(inputLabels.map { Text($0) })
    }

    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        let name = actionKind.name
        return accessibilityProperties { $0.actionNames = [name] }
    }

    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        let text = name.plainText
        return accessibilityProperties { $0.actionNames = [text] }
    }

    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }

    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibilityProperties { $0.isAdjustable = true }
    }

    /// Accepted: the representation is what VoiceOver reads; the view is drawn as it is.
    nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        self
    }

    /// Accepted (the large content viewer appears on a long press at accessibility sizes).
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
        self
    }

    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        self
    }

    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        self
    }

    // The iOS 13 spellings, deprecated in SwiftUI and still common.

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    nonisolated public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    nonisolated public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    nonisolated public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    nonisolated public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    nonisolated public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    nonisolated public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}
