import Drawing
import Foundation

/// One element as VoiceOver reads it: what it says (label, value, traits, hint), where it is
/// on the page, and what else it offers (custom actions).
public struct AccessibilityElement: Sendable, Hashable {
    public var label: String
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits
    /// Swiped up and down to change its value (pickers, sliders, steppers).
    public var isAdjustable: Bool
    /// What it is when traits cannot say it (`text field`, `switch`), as VoiceOver names it.
    public var role: String?
    /// Where it is, in page points.
    public var frame: CGRect
    public var identifier: String?
    public var customActions: [String]
    /// Where the label comes from (the audits judge labels by it).
    public var labelSource: AccessibilityLabelSource
    var sortPriority: Double = 0
    /// The `onTapGesture` view it is inside, numbered from 1 (0: none); the audits flag each
    /// such view once when it holds no button.
    var tapView = 0
    /// The texts it shows, for the audits: string, frame, font and colour, and whether cut.
    var texts: [AccessibilityShownText] = []

    init(label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [], isAdjustable: Bool = false,
         role: String? = nil, frame: CGRect, identifier: String? = nil, customActions: [String] = [],
         labelSource: AccessibilityLabelSource, texts: [AccessibilityShownText] = []) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isAdjustable = isAdjustable
        self.role = role
        self.frame = frame
        self.identifier = identifier
        self.customActions = customActions
        self.labelSource = labelSource
        self.texts = texts
    }

    /// The traits as VoiceOver says them, in the order it says them.
    public var spokenTraits: [String] {
        var out: [String] = []
        if traits.contains(.isSelected) { out.append("selected") }
        if traits.contains(.isToggle) { out.append("switch button") } else if traits.contains(.isButton) { out.append("button") }
        if traits.contains(.isLink) { out.append("link") }
        if traits.contains(.isHeader) { out.append("heading") }
        if traits.contains(.isSearchField) { out.append("search field") }
        if let role { out.append(role) }
        if isAdjustable { out.append("adjustable") }
        if traits.contains(.isImage) { out.append("image") }
        if traits.contains(.isTabBar) { out.append("tab bar") }
        if traits.contains(.isModal) { out.append("modal") }
        if traits.contains(.updatesFrequently) { out.append("updates frequently") }
        return out
    }

    /// What VoiceOver says when it lands on the element: "selected" first when it is, then
    /// label, value, traits and the hint.
    public var spoken: String {
        var parts: [String] = []
        let traits = spokenTraits
        if traits.first == "selected" { parts.append("selected") }
        if !label.isEmpty { parts.append(label) }
        if let value, !value.isEmpty { parts.append(value) }
        parts += traits.filter { $0 != "selected" }
        var s = parts.joined(separator: ", ")
        if let hint, !hint.isEmpty { s += ". " + hint }
        return s
    }
}

/// A text an element shows, as drawn.
struct AccessibilityShownText: Sendable, Hashable {
    let string: String
    let frame: CGRect
    let size: Double
    let isBold: Bool
    let color: RGBAColor
    let truncated: Bool
}

/// The accessibility tree of a frame: its elements in the order VoiceOver visits them.
public struct AccessibilityTree: Sendable, Hashable {
    public let elements: [AccessibilityElement]
    /// The page's size, in points.
    public let pageSize: CGSize

    /// The tree as text, one element per line (with its hint, actions and identifier indented
    /// below it): stable and diffable, as `.a11y.txt` files hold it.
    public var text: String {
        var lines = ["# VoiceOver reads \(elements.count) element\(elements.count == 1 ? "" : "s"), in this order"]
        for (i, e) in elements.enumerated() {
            var head = "\(i + 1). "
            head += e.label.isEmpty ? "(no label)" : "“\(e.label)”"
            if let value = e.value, !value.isEmpty { head += ", value “\(value)”" }
            let traits = e.spokenTraits
            if !traits.isEmpty { head += " — " + traits.joined(separator: ", ") }
            head += "  [\(Self.rect(e.frame))]"
            lines.append(head)
            if let hint = e.hint, !hint.isEmpty { lines.append("   hint: \(hint)") }
            if !e.customActions.isEmpty { lines.append("   actions: \(e.customActions.joined(separator: ", "))") }
            if let id = e.identifier { lines.append("   identifier: \(id)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func rect(_ r: CGRect) -> String {
        func n(_ v: CGFloat) -> String { Approximation.number(v) }
        return "\(n(r.minX)), \(n(r.minY)), \(n(r.width)) × \(n(r.height))"
    }
}

/// Derives elements from the scopes recorded while a frame was drawn, as iOS derives them
/// from views: a `Text` is static text, a `Button` one element of its label, controls one
/// adjustable or toggle element with their value, a segmented picker a button per segment;
/// `accessibilityElement(children:)`, the label, value, hint, trait, hidden, sort-priority and
/// identifier modifiers as SwiftUI applies them.
@MainActor
struct AccessibilityTreeBuilder {
    /// The page's width when it is drawn right to left (frames are mirrored as the picture is).
    let mirroredWidth: CGFloat?
    /// The page, in points.
    let page: CGRect
    /// Numbers the `onTapGesture` views in the order they are read.
    private let tapViews = Counter()

    private final class Counter { var count = 0 }

    init(mirroredWidth: CGFloat?, page: CGRect) {
        self.mirroredWidth = mirroredWidth
        self.page = page
    }

    func build(_ root: AccessibilityScope) -> [AccessibilityElement] {
        elements(root)
    }

    private func frame(_ rect: CGRect, _ scope: AccessibilityScope) -> CGRect {
        var r = rect.offsetBy(dx: scope.origin.x, dy: scope.origin.y)
        if let w = mirroredWidth { r.origin.x = w - r.maxX }
        return r
    }

    private func elements(_ scope: AccessibilityScope) -> [AccessibilityElement] {
        let node = scope.node
        var label: String?
        var identifier: String?
        var properties = AccessibilityProperties()
        var hasProperties = false
        var button: (frame: CGRect, isLink: Bool)?
        var control: ControlRecord?
        var leaves: [AccessibilityElement] = []
        var taps = false
        for note in scope.notes {
            switch note {
            case .text(let s, let f, let font, let color, let truncated):
                let shown = AccessibilityShownText(string: s, frame: frame(f, scope), size: font.size,
                                                   isBold: font.weight.rawValue >= 600, color: color, truncated: truncated)
                leaves.append(AccessibilityElement(label: s, traits: .isStaticText, frame: frame(f, scope), labelSource: .text,
                                                   texts: [shown]))
            case .image(let l, let source, let f):
                if let l { leaves.append(AccessibilityElement(label: l, traits: .isImage, frame: frame(f, scope), labelSource: source)) }
            case .label(let l): label = l
            case .identifier(let i): identifier = i
            case .properties(let p): properties.merge(p); hasProperties = true
            case .button(let f, let isLink): button = (f, isLink)
            case .control(let c): control = c
            case .tapGesture: taps = true
            }
        }
        if properties.isHidden == true { return [] }
        let own = frame(node.frame, scope)

        var result: [AccessibilityElement]
        if let option = node as? InlineOptionNode {
            // An inline picker's option: a button that reads selected when chosen.
            let inner = scope.children.flatMap(elements)
            result = [combined(inner, frame: frame(option.rowFrame ?? node.frame, scope),
                               traits: option.isSelected ? [.isButton, .isSelected] : [.isButton], fallback: option.label)]
        } else if let control {
            result = controlElements(control, scope: scope, inner: scope.children.flatMap(elements) + leaves, own: own)
        } else if let button {
            let inner = scope.children.flatMap(elements) + leaves
            result = [combined(inner, frame: frame(button.frame, scope), traits: button.isLink ? .isLink : .isButton, fallback: nil)]
        } else {
            result = leaves + sorted(scope.children.flatMap(elements))
        }

        if hasProperties || label != nil || identifier != nil {
            result = apply(properties, label: label, identifier: identifier, to: result, frame: own)
        }
        if taps {
            tapViews.count += 1
            let id = tapViews.count
            for i in result.indices where result[i].tapView == 0 { result[i].tapView = id }
        }
        // What is drawn outside the page (a sheet moved off screen) is not read.
        return result.filter { $0.frame.intersects(page) }
    }

    /// One element reading `inner` together: their labels in order, their values, their
    /// texts; traits as given.
    private func combined(_ inner: [AccessibilityElement], frame: CGRect, traits: AccessibilityTraits, fallback: String?) -> AccessibilityElement {
        let labels = inner.map(\.label).filter { !$0.isEmpty }
        let source: AccessibilityLabelSource = labels.isEmpty ? (fallback == nil ? .none : .text)
            : inner.contains { $0.labelSource == .text || $0.labelSource == .explicit } ? .text
            : inner.first { !$0.label.isEmpty }!.labelSource
        var e = AccessibilityElement(
            label: labels.isEmpty ? fallback ?? "" : labels.joined(separator: ", "),
            value: inner.compactMap(\.value).first, traits: traits, frame: frame,
            identifier: inner.compactMap(\.identifier).first, customActions: inner.flatMap(\.customActions),
            labelSource: source, texts: inner.flatMap(\.texts))
        e.sortPriority = inner.map(\.sortPriority).max() ?? 0
        e.tapView = inner.first { $0.tapView != 0 }?.tapView ?? 0
        return e
    }

    private func controlElements(_ c: ControlRecord, scope: AccessibilityScope, inner: [AccessibilityElement], own: CGRect) -> [AccessibilityElement] {
        var c = c
        if c.title?.isEmpty == true { c = ControlRecord(kind: c.kind, frame: c.frame, title: nil, options: c.options, select: c.select,
                                                        current: c.current, textInput: c.textInput, thumbCenter: c.thumbCenter,
                                                        fraction: c.fraction) }
        let texts = inner.flatMap(\.texts)
        let title = c.title ?? inner.map(\.label).filter { !$0.isEmpty }.first
        let titleSource: AccessibilityLabelSource = c.title != nil ? .text : inner.first?.labelSource ?? .none
        let current = c.options.first { $0.tag == c.current }?.label
        switch c.kind {
        case .picker:
            if scope.node is SegmentedPickerNode {
                let count = max(c.options.count, 1)
                let w = own.width / CGFloat(count)
                return c.options.enumerated().map { i, option in
                    let cell = CGRect(x: own.minX + CGFloat(i) * w, y: own.minY, width: w, height: own.height)
                    let selected = option.tag == c.current
                    return AccessibilityElement(
                        label: option.label, value: "\(i + 1) of \(count)", traits: selected ? [.isButton, .isSelected] : .isButton,
                        frame: cell, labelSource: option.label.isEmpty ? .none : .text,
                        texts: texts.filter { cell.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) })
                }
            }
            if scope.node is WheelPickerNode {
                return [AccessibilityElement(label: c.title ?? "", value: current, isAdjustable: true, frame: own,
                                             labelSource: c.title == nil ? .none : .text, texts: texts)]
            }
            return [AccessibilityElement(label: title ?? "", value: current, traits: .isButton, frame: own,
                                         labelSource: title == nil ? .none : titleSource, texts: texts)]
        case .toggle:
            let on = (c.current?.base as? Bool) == true
            return [AccessibilityElement(label: title ?? "", value: on ? "on" : "off", traits: [.isButton, .isToggle], frame: own,
                                         labelSource: title == nil ? .none : titleSource, texts: texts)]
        case .slider:
            let percent = c.fraction.map { "\(Int(($0 * 100).rounded()))%" }
            return [AccessibilityElement(label: title ?? "", value: percent, isAdjustable: true, frame: c.frame,
                                         labelSource: title == nil ? .none : titleSource, texts: texts)]
        case .stepper:
            return [AccessibilityElement(label: title ?? "", value: c.current.map { "\($0.base)" }, isAdjustable: true,
                                         frame: own, labelSource: title == nil ? .none : titleSource, texts: texts)]
        case .textField:
            let typed = c.current.map { "\($0.base)" }
            return [AccessibilityElement(label: c.title ?? "", value: typed, role: "text field", frame: own,
                                         labelSource: c.title == nil ? .none : .text, texts: texts)]
        case .datePicker, .colorPicker:
            let shown = inner.map(\.label).filter { !$0.isEmpty && $0 != c.title }.joined(separator: ", ")
            return [AccessibilityElement(label: c.title ?? "", value: shown.isEmpty ? nil : shown, traits: .isButton, frame: own,
                                         labelSource: c.title == nil ? .none : .text, texts: texts)]
        }
    }

    /// The accessibility modifiers of one view, applied to the elements it holds.
    private func apply(_ p: AccessibilityProperties, label: String?, identifier: String?, to inner: [AccessibilityElement],
                       frame: CGRect) -> [AccessibilityElement] {
        var out = inner
        switch p.children?.kind {
        case .combine?:
            var traits = AccessibilityTraits()
            for e in inner { traits.formUnion(e.traits) }
            if traits.contains(.isButton) || traits.contains(.isImage) || traits.contains(.isHeader) { traits.remove(.isStaticText) }
            var e = combined(inner, frame: frame, traits: traits, fallback: nil)
            e.isAdjustable = inner.contains(where: \.isAdjustable)
            out = [e]
        case .ignore?:
            var traits = AccessibilityTraits()
            if p.isAdjustable { traits = [] }
            out = [AccessibilityElement(label: "", traits: traits, frame: frame, labelSource: .none)]
        case .contain?, nil:
            break
        }
        if out.isEmpty, label != nil || p.value != nil || !p.addedTraits.isEmpty || p.isAdjustable {
            // A view with nothing to read becomes an element when it is given something to say.
            out = [AccessibilityElement(label: "", frame: frame, labelSource: .none)]
        }
        for i in out.indices {
            if let label {
                out[i].label = label
                out[i].labelSource = .explicit
            }
            if let v = p.value { out[i].value = v }
            if let h = p.hint { out[i].hint = h }
            out[i].traits.formUnion(p.addedTraits)
            out[i].traits.subtract(p.removedTraits)
            if p.headingLevel != nil { out[i].traits.insert(.isHeader) }
            if p.isAdjustable { out[i].isAdjustable = true }
            out[i].customActions += p.actionNames
            if let identifier { out[i].identifier = identifier }
            if let s = p.sortPriority { out[i].sortPriority = s }
        }
        return out
    }

    /// Higher sort priorities first; the order of the views otherwise.
    private func sorted(_ list: [AccessibilityElement]) -> [AccessibilityElement] {
        guard list.contains(where: { $0.sortPriority != 0 }) else { return list }
        return list.enumerated().sorted { a, b in
            a.element.sortPriority != b.element.sortPriority ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }.map(\.element)
    }
}

extension AccessibilityProperties {
    /// Another modifier's properties over these (the outer one's values win where it has them).
    mutating func merge(_ other: AccessibilityProperties) {
        value = other.value ?? value
        hint = other.hint ?? hint
        addedTraits.formUnion(other.addedTraits)
        removedTraits.formUnion(other.removedTraits)
        isHidden = other.isHidden ?? isHidden
        children = other.children ?? children
        sortPriority = other.sortPriority ?? sortPriority
        headingLevel = other.headingLevel ?? headingLevel
        inputLabels += other.inputLabels
        actionNames += other.actionNames
        isAdjustable = isAdjustable || other.isAdjustable
    }
}
