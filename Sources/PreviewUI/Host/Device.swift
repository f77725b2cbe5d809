import Foundation

/// A screen to lay a preview out on: its size in points, its safe areas held upright and on
/// its side, its scale and the corners of its display.
///
/// The phones' numbers are in `docs/devices.md` with their sources; ``all`` lists them. A
/// custom screen is made with ``init(name:size:safeArea:scale:)``.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// As Apple names the device: "iPhone SE (3rd generation)".
    public var name: String
    /// Lower-kebab name for snapshot file names and `--variants`: `iphone-se`.
    public var identifier: String
    /// Size in points held upright.
    public var portraitSize: CGSize
    /// Insets of the safe area held upright (status bar, home indicator), in points.
    public var portraitSafeArea: EdgeInsets
    /// Insets of the safe area held on its side (the sensor housing's side and the other
    /// mirror each other; the home indicator's strip at the bottom), in points.
    public var landscapeSafeArea: EdgeInsets
    /// Pixels per point of the real device.
    public var scale: CGFloat
    /// Radius of the display's rounded corners, in points (0: square corners).
    public var cornerRadius: CGFloat
    /// Whether the width is regular on its side, as on the Max and Plus phones (and iPads).
    public var isRegularWidthInLandscape: Bool
    /// Whether the status bar (9:41, signal, battery) is drawn at the top of a screen layout.
    /// swift-snapshot-testing's device images have none: ``withoutStatusBar()``.
    public var showsStatusBar = true
    /// How the device is held: ``held(_:)``.
    public private(set) var orientation = InterfaceOrientation.portrait

    /// A screen of one's own: `size` and `safeArea` held upright; on its side the safe area
    /// moves as on a phone with a sensor housing when `safeArea.bottom` > 0 (a home
    /// indicator), and goes away as on an iPhone SE otherwise.
    public init(name: String, size: CGSize, safeArea: EdgeInsets, scale: CGFloat) {
        let notched = safeArea.bottom > 0
        let sides: CGFloat = notched ? safeArea.top : 0
        self.init(name: name, identifier: name, size: size, safeArea: safeArea,
                  landscape: EdgeInsets(top: 0, leading: sides, bottom: notched ? 21 : 0, trailing: sides),
                  scale: scale, cornerRadius: 0, regularWidthInLandscape: size.width >= 600)
    }

    init(name: String, identifier: String, size: CGSize, safeArea: EdgeInsets, landscape: EdgeInsets,
         scale: CGFloat, cornerRadius: CGFloat, regularWidthInLandscape: Bool) {
        self.name = name
        self.identifier = Self.kebab(identifier)
        portraitSize = size
        portraitSafeArea = safeArea
        landscapeSafeArea = landscape
        self.scale = scale
        self.cornerRadius = cornerRadius
        isRegularWidthInLandscape = regularWidthInLandscape
    }

    /// Size in points as held.
    public var size: CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// Insets of the safe area as held, in points.
    public var safeArea: EdgeInsets { orientation.isLandscape ? landscapeSafeArea : portraitSafeArea }

    /// The horizontal size class as held: compact on a phone, regular on an iPad and on the
    /// large phones on their side.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        if portraitSize.width >= 600 { return .regular }
        return orientation.isLandscape && isRegularWidthInLandscape ? .regular : .compact
    }

    /// The vertical size class as held: regular upright, compact on a phone on its side.
    public var verticalSizeClass: UserInterfaceSizeClass {
        portraitSize.width >= 600 || !orientation.isLandscape ? .regular : .compact
    }

    public var description: String { orientation.isLandscape ? "\(name) landscape" : name }

    /// This device held in `orientation` (portrait upside down is drawn as portrait: the
    /// phones with a home indicator do not turn that way).
    public func held(_ orientation: InterfaceOrientation) -> Device {
        var d = self
        d.orientation = orientation == .portraitUpsideDown ? .portrait : orientation
        return d
    }

    /// This device with no status bar drawn.
    public func withoutStatusBar() -> Device {
        var d = self
        d.showsStatusBar = false
        return d
    }

    static func kebab(_ s: String) -> String {
        s.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
    }

    // MARK: The phones (docs/devices.md has every number's source)

    private static func phone(_ name: String, _ id: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat, bottom: CGFloat,
                              scale: CGFloat, corner: CGFloat, regularInLandscape: Bool = false) -> Device {
        let notched = bottom > 0
        return Device(
            name: name, identifier: id, size: CGSize(width: w, height: h),
            safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
            landscape: notched ? EdgeInsets(top: 0, leading: top, bottom: 21, trailing: top) : EdgeInsets(),
            scale: scale, cornerRadius: corner, regularWidthInLandscape: regularInLandscape)
    }

    /// iPhone SE (3rd generation): a 20-point status bar, no home indicator, square corners.
    public static let iPhoneSE = phone("iPhone SE (3rd generation)", "iphone-se", 375, 667, top: 20, bottom: 0, scale: 2, corner: 0)
    public static let iPhone13mini = phone("iPhone 13 mini", "iphone-13-mini", 375, 812, top: 50, bottom: 34, scale: 3, corner: 44)
    public static let iPhone15 = phone("iPhone 15", "iphone-15", 393, 852, top: 59, bottom: 34, scale: 3, corner: 55)
    public static let iPhone15Pro = phone("iPhone 15 Pro", "iphone-15-pro", 393, 852, top: 59, bottom: 34, scale: 3, corner: 55)
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", "iphone-15-pro-max", 430, 932, top: 59, bottom: 34, scale: 3,
                                             corner: 55, regularInLandscape: true)
    public static let iPhone16 = phone("iPhone 16", "iphone-16", 393, 852, top: 59, bottom: 34, scale: 3, corner: 55)
    public static let iPhone16Pro = phone("iPhone 16 Pro", "iphone-16-pro", 402, 874, top: 62, bottom: 34, scale: 3, corner: 62)
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", "iphone-16-pro-max", 440, 956, top: 62, bottom: 34, scale: 3,
                                             corner: 62, regularInLandscape: true)
    /// An iPad of 820 × 1180 points (iPad Air 4th and 5th generation, iPad 10th generation).
    public static let iPad = Device(
        name: "iPad", identifier: "ipad", size: CGSize(width: 820, height: 1180),
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
        landscape: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), scale: 2, cornerRadius: 18,
        regularWidthInLandscape: true)

    /// Every named device, smallest first.
    public static let all: [Device] = [
        .iPhoneSE, .iPhone13mini, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16, .iPhone16Pro, .iPhone16ProMax, .iPad,
    ]

    /// The device with a lower-kebab identifier (`iphone-se`), or the short one (`se`,
    /// `15-pro-max`, `16-pro`).
    public static func named(_ identifier: String) -> Device? {
        let id = kebab(identifier)
        return all.first { $0.identifier == id || $0.identifier == "iphone-\(id)" }
    }
}
