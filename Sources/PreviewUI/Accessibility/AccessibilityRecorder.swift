import Drawing

// While the host draws a frame for its accessibility tree, every node that is drawn opens a
// scope here, and what VoiceOver reads of it is noted on that scope: texts, images, buttons,
// controls and the accessibility modifiers. `AccessibilityTreeBuilder` then reads the scopes
// as iOS derives elements from views. Nothing is recorded while frames are drawn for pictures.

/// What one drawn node says to VoiceOver.
enum AccessibilityNote {
    /// Text shown, with the font it is drawn in (for the audits) and whether it was cut.
    case text(String, frame: CGRect, font: FontSpec, color: RGBAColor, truncated: Bool)
    /// An image: its label and where the label comes from; nil label: decorative.
    case image(label: String?, source: AccessibilityLabelSource, frame: CGRect)
    /// `accessibilityLabel(_:)` (String/Text) and `accessibilityIdentifier(_:)`.
    case label(String)
    case identifier(String)
    /// The other accessibility modifiers.
    case properties(AccessibilityProperties)
    /// A button (or a link, a navigation link): one element of its label.
    case button(frame: CGRect, isLink: Bool)
    /// A control that takes a value.
    case control(ControlRecord)
    /// `onTapGesture`: the view takes taps.
    case tapGesture
}

/// Where an element's label comes from, as the audits judge it.
public enum AccessibilityLabelSource: String, Sendable, Hashable {
    /// `accessibilityLabel`, or an image's `label:`.
    case explicit
    /// The text the view shows.
    case text
    /// A symbol's label as Apple defines it (`plus` reads "Add").
    case symbolLabel
    /// Made from a symbol's name (`chevron.right` reads "chevron right"): VoiceOver says it,
    /// but it names the picture, not what it does.
    case symbolName
    /// An asset image's name.
    case imageName
    /// Nothing to read.
    case none
}

/// A scope of the recording: one drawn node, what it noted, and the scopes of its children.
final class AccessibilityScope {
    unowned let node: LayoutNode
    var notes: [AccessibilityNote] = []
    var children: [AccessibilityScope] = []
    /// How far what the node draws is moved from its frame by the groups around it (offsets,
    /// scrolling), in page points.
    let origin: CGPoint

    init(node: LayoutNode, origin: CGPoint) {
        self.node = node
        self.origin = origin
    }
}

/// The scopes recorded while one frame is drawn.
struct AccessibilityRecorder {
    let root: AccessibilityScope
    private var stack: [AccessibilityScope]

    init(root node: LayoutNode) {
        root = AccessibilityScope(node: node, origin: .zero)
        stack = [root]
    }

    mutating func open(_ node: LayoutNode, shift: CGPoint) {
        let scope = AccessibilityScope(node: node, origin: shift)
        stack.last!.children.append(scope)
        stack.append(scope)
    }

    mutating func close() {
        if stack.count > 1 { stack.removeLast() }
    }

    func note(_ note: AccessibilityNote) {
        stack.last!.notes.append(note)
    }
}

extension Emitter {
    /// Notes what VoiceOver reads of the node being drawn, when the frame is drawn for its
    /// accessibility tree.
    func noteAccessibility(_ note: @autoclosure () -> AccessibilityNote) {
        accessibility?.note(note())
    }
}
