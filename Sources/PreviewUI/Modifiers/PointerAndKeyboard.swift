/// A pointer hover effect, as SwiftUI's `HoverEffect`: iPadOS shows it under a trackpad's
/// pointer; a touch screen, and so a picture, never does.
public struct HoverEffect: Sendable, Equatable {
    let name: String
    /// The system's choice for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// A platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts, with a shadow.
    public static let lift = HoverEffect(name: "lift")
}

/// A key on a hardware keyboard, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// Modifier keys held with a key, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key and its modifiers that trigger a control from a hardware keyboard, as SwiftUI's
/// `KeyboardShortcut`.
public struct KeyboardShortcut: Sendable, Hashable {
    /// How the shortcut follows the keyboard's layout.
    public struct Localization: Sendable, Hashable {
        let name: String
        public static let automatic = Localization(name: "automatic")
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        public static let custom = Localization(name: "custom")
    }

    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return, the default button of a window or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, the cancel button of a window or dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Marks the button with the `.defaultAction` shortcut: an alert's preferred action.
final class DefaultActionNode: UnaryNode {}

extension View {
    /// The effect iPadOS shows under a trackpad's pointer: nothing on a touch screen.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        self
    }

    /// Turns hover effects inside off or on: nothing on a touch screen.
    nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        self
    }

    /// A hardware keyboard shortcut for the control. Nothing to draw on iPhone, except that an
    /// alert draws the button with `.defaultAction` (Return) as its preferred action, bold.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// A hardware keyboard shortcut for the control (nil: none).
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        wrapping { shortcut == .defaultAction ? DefaultActionNode($0) : $0 }
    }

    /// A hardware keyboard shortcut for the control, following the keyboard's layout as asked.
    nonisolated public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }
}
