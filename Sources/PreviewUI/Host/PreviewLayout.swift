import Foundation

/// A screen to lay a preview out on.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    /// Size in points, portrait.
    public var size: CGSize
    /// Insets of the safe area (status bar, home indicator), in points.
    public var safeArea: EdgeInsets
    /// Pixels per point of the real device.
    public var scale: CGFloat

    public init(name: String, size: CGSize, safeArea: EdgeInsets, scale: CGFloat) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.scale = scale
    }

    public var description: String { name }

    public static let iPhoneSE = Device(
        name: "iPhone SE", size: CGSize(width: 375, height: 667),
        safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), scale: 2)
    public static let iPhone15Pro = Device(
        name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852),
        safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), scale: 3)
    public static let iPad = Device(
        name: "iPad", size: CGSize(width: 820, height: 1180),
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), scale: 2)

    public static let all: [Device] = [.iPhoneSE, .iPhone15Pro, .iPad]

    /// This device held in `orientation`: landscape swaps the sides and moves the safe area
    /// to the sides of a notched phone (no status bar in landscape, as on iPhone).
    public func held(_ orientation: InterfaceOrientation) -> Device {
        guard orientation.isLandscape else { return self }
        let notched = safeArea.bottom > 0
        let sides: CGFloat = notched ? safeArea.top : 0
        return Device(
            name: "\(name) landscape", size: CGSize(width: size.height, height: size.width),
            safeArea: EdgeInsets(top: 0, leading: sides, bottom: notched ? 21 : 0, trailing: sides), scale: scale)
    }
}

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
    /// As large as the content wants for a proposal (nil dimensions: its ideal size); what
    /// `ImageRenderer` uses.
    case proposing(ProposedViewSize)

    public var description: String {
        switch self {
        case .sizeThatFits: "size that fits"
        case .fixed(let w, let h): "fixed \(Int(w))×\(Int(h)) pt"
        case .device: Device.iPhone15Pro.name
        case .screen(let d): d.name
        case .proposing(let p): "proposing \(p.width.map { "\(Int($0))" } ?? "nil")×\(p.height.map { "\(Int($0))" } ?? "nil") pt"
        }
    }

    /// The screen the layout stands for (`UIScreen.main` while laying out).
    var screen: Device {
        if case .screen(let d) = self { return d }
        return .iPhone15Pro
    }

    /// `.device` as the screen it stands for; other layouts as they are.
    package var resolved: PreviewLayout {
        if case .device = self { return .screen(.iPhone15Pro) }
        return self
    }
}
