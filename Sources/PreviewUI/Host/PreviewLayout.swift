import Foundation

extension EdgeInsets: CustomStringConvertible {
    public var description: String { "(\(top), \(leading), \(bottom), \(trailing))" }
}

/// How a preview is sized, as Xcode's preview layouts.
public enum PreviewLayout: Sendable, Hashable, CustomStringConvertible {
    /// As large as the content wants when offered an iPhone 15 Pro's screen.
    case sizeThatFits
    /// A fixed size; the content is offered it and centred.
    case fixed(width: CGFloat, height: CGFloat)
    /// A whole screen of the default device (an iPhone 15 Pro), as SwiftUI's `.device`.
    case device
    /// A whole screen: the content is laid out in the safe area, on the system background.
    case screen(Device)
    /// As large as the content wants when offered the device's screen (its safe area
    /// ignored): `sizeThatFits` on another device, as a variant's device asks for.
    case fitting(Device)
    /// As large as the content wants for a proposal (nil dimensions: its ideal size); what
    /// `ImageRenderer` uses.
    case proposing(ProposedViewSize)

    public var description: String {
        switch self {
        case .sizeThatFits: "size that fits"
        case .fixed(let w, let h): "fixed \(Int(w))×\(Int(h)) pt"
        case .device: Device.iPhone15Pro.name
        case .screen(let d): d.name
        case .fitting(let d): "size that fits on \(d.name)"
        case .proposing(let p): "proposing \(p.width.map { "\(Int($0))" } ?? "nil")×\(p.height.map { "\(Int($0))" } ?? "nil") pt"
        }
    }

    /// The screen the layout stands for (`UIScreen.main` while laying out).
    var screen: Device {
        switch self {
        case .screen(let d), .fitting(let d): return d
        default: return .iPhone15Pro
        }
    }

    /// `.device` as the screen it stands for; other layouts as they are.
    package var resolved: PreviewLayout {
        if case .device = self { return .screen(.iPhone15Pro) }
        return self
    }

    /// This layout on another device held in `orientation`: a screen becomes that device's
    /// screen; a size that fits is offered its screen; fixed sizes and proposals stay.
    public func on(_ device: Device?, _ orientation: InterfaceOrientation) -> PreviewLayout {
        let held = (device ?? screen).held(orientation)
        switch resolved {
        case .screen(let own):
            return device == nil && orientation == .portrait ? .screen(own) : .screen((device ?? own).held(orientation))
        case .sizeThatFits, .fitting:
            return device == nil && orientation == .portrait ? self : .fitting(held)
        case .fixed, .proposing, .device: return self
        }
    }
}
