import Drawing
import Foundation

/// Something in a frame that VoiceOver users or people with low vision would trip on, found by
/// reading the accessibility tree (and, for contrast, the rendered pixels).
public struct AccessibilityFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case buttonWithoutLabel = "button without a label"
        case imageWithoutLabel = "image without a label"
        case smallTapTarget = "tap target smaller than 44 × 44 pt"
        case lowContrast = "text contrast below WCAG AA"
        case truncatedText = "text cut at an accessibility text size"
        case tapWithoutButton = "tappable view that is not a button"
    }

    public let kind: Kind
    /// What was found, in the user's terms.
    public let message: String
    /// What VoiceOver says for the element.
    public let spoken: String
    public let frame: CGRect

    public var description: String { "\(kind.rawValue): \(message)" }

    /// How an approximation that carries a finding begins.
    public static let causePrefix = "accessibility: "

    /// As the same channel as approximations carries it: the finding as the cause, what
    /// VoiceOver reads as what is "drawn".
    public var approximation: Approximation {
        Approximation(cause: Self.causePrefix + message,
                      drawnAs: spoken.isEmpty ? "an element VoiceOver reads as nothing" : "VoiceOver reads “\(spoken)”", file: "", line: 0)
    }
}

extension AccessibilityTree {
    /// What the tree shows without pixels: buttons and images without labels, tap targets
    /// smaller than 44 × 44 points (Apple's Human Interface Guidelines, Accessibility), views
    /// that take taps but are not buttons, and, at an accessibility text size, text cut short.
    public func audit(dynamicTypeSize: DynamicTypeSize) -> [AccessibilityFinding] {
        var out: [AccessibilityFinding] = []
        var tapViews = Set<Int>()
        for e in elements {
            let interactive = e.traits.contains(.isButton) || e.traits.contains(.isToggle) || e.isAdjustable
                || e.traits.contains(.isLink) || e.role == "text field"
            let name = e.label.isEmpty ? "an element" : "“\(e.label)”"
            if interactive {
                switch e.labelSource {
                case .none:
                    out.append(finding(.buttonWithoutLabel, e, e.isAdjustable
                        ? "an adjustable control with no label: VoiceOver reads only its value; give it a label (the Picker's or Slider's title, or .accessibilityLabel)"
                        : "a control with no label: VoiceOver reads only its kind; add .accessibilityLabel(\"What it does\")"))
                case .symbolName, .imageName:
                    out.append(finding(.buttonWithoutLabel, e,
                        "a button labelled only by its image's name (\(name)): say what it does with .accessibilityLabel"))
                default: break
                }
                if e.frame.width < 44 || e.frame.height < 44 {
                    out.append(finding(.smallTapTarget, e,
                        "\(name) is \(Approximation.number(e.frame.width)) × \(Approximation.number(e.frame.height)) pt; make it at least 44 × 44 pt (.frame(minWidth: 44, minHeight: 44) and .contentShape(Rectangle()))"))
                }
            } else if e.traits.contains(.isImage), e.labelSource == .symbolName || e.labelSource == .imageName {
                out.append(finding(.imageWithoutLabel, e,
                    "an image read by its name (\(name)): give it .accessibilityLabel, or hide it if it only decorates (Image(decorative:), .accessibilityHidden(true))"))
            }
            if e.tapView != 0, !interactive, tapViews.insert(e.tapView).inserted {
                out.append(finding(.tapWithoutButton, e,
                    "\(name) takes taps (onTapGesture) but VoiceOver does not read it as a button, nor whether it is selected: use a Button, or .accessibilityAddTraits(.isButton) (and .isSelected)"))
            }
            if dynamicTypeSize.isAccessibilitySize {
                for t in e.texts where t.truncated {
                    out.append(finding(.truncatedText, e,
                        "“\(t.string)” is cut short at \(dynamicTypeSize): let it wrap (no lineLimit, or a layout for .isAccessibilitySize)"))
                }
            }
        }
        return out
    }

    /// Text whose contrast with what is drawn under it is below WCAG 2.x's AA ratios: 4.5:1,
    /// or 3:1 for large text (18 pt, or 14 pt bold). The background is the commonest colour in
    /// the text's frame on the rendered pixels; the text's colour is its own over it.
    public func contrastAudit(_ image: RasterImage) -> [AccessibilityFinding] {
        var out: [AccessibilityFinding] = []
        var seen = Set<String>()
        for e in elements {
            for t in e.texts where seen.insert("\(t.string)@\(t.frame)").inserted {
                guard let background = Self.commonestColor(in: t.frame, of: image) else { continue }
                let fg = Self.composite(t.color, over: background)
                let ratio = Self.contrastRatio(fg, background)
                let large = t.size >= 18 || (t.isBold && t.size >= 14)
                let needed = large ? 3.0 : 4.5
                if ratio < needed {
                    out.append(finding(.lowContrast, e,
                        "“\(t.string)” has a contrast of \(String(format: "%.2f", ratio)):1 with what is under it; WCAG AA asks \(large ? "3" : "4.5"):1 for \(large ? "large" : "body") text"))
                }
            }
        }
        return out
    }

    private func finding(_ kind: AccessibilityFinding.Kind, _ e: AccessibilityElement, _ message: String) -> AccessibilityFinding {
        AccessibilityFinding(kind: kind, message: message, spoken: e.spoken, frame: e.frame)
    }

    /// The commonest opaque-ish colour of the pixels in `rect` (points), as straight RGB 0…1.
    static func commonestColor(in rect: CGRect, of image: RasterImage) -> (Double, Double, Double)? {
        let s = image.scale
        let x0 = max(0, Int((rect.minX * s).rounded(.down))), x1 = min(image.width, Int((rect.maxX * s).rounded(.up)))
        let y0 = max(0, Int((rect.minY * s).rounded(.down))), y1 = min(image.height, Int((rect.maxY * s).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var counts: [UInt32: Int] = [:]
        let px = image.premultipliedBGRA
        for y in y0..<y1 {
            var i = (y * image.width + x0) * 4
            for _ in x0..<x1 {
                let key = UInt32(px[i]) | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2]) << 16 | UInt32(px[i + 3]) << 24
                counts[key, default: 0] += 1
                i += 4
            }
        }
        guard let (key, _) = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }) else { return nil }
        let a = Double(key >> 24) / 255
        // Straight colour over white where the page is transparent (an ImageRenderer image).
        func channel(_ v: UInt32) -> Double { (Double(v & 0xFF) / 255) + (1 - a) }
        return (min(channel(key >> 16), 1), min(channel(key >> 8), 1), min(channel(key), 1))
    }

    static func composite(_ c: RGBAColor, over bg: (Double, Double, Double)) -> (Double, Double, Double) {
        let a = c.alpha
        return (c.red * a + bg.0 * (1 - a), c.green * a + bg.1 * (1 - a), c.blue * a + bg.2 * (1 - a))
    }

    /// WCAG 2.x relative luminance and contrast ratio.
    package static func contrastRatio(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func lum(_ c: (Double, Double, Double)) -> Double { 0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2) }
        let (l1, l2) = (lum(a), lum(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
