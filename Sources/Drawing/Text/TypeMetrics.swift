/// Where Inter is made to behave like SF Pro. Every number that is an estimate lives here so it
/// can be corrected in one place (`../shared/reference/ios-metrics.md`, sections 1 and 5).
public enum TypeMetrics {
    /// SF Pro's ascent above the baseline, in ems (1950/2048). Lines are laid out with SF's
    /// metrics, not Inter's, so that layout keeps iOS sizes. Flag: E.
    public static let ascent = 0.952
    /// SF Pro's descent below the baseline, in ems (494/2048). Flag: E.
    public static let descent = 0.241
    /// SF Pro's cap height, in ems (1443/2048): symbols inside text are centred on half of it.
    /// Flag: E.
    public static let capHeight = 0.705
    /// One line of text is `lineHeight × size` tall: UIFont.lineHeight = 1.19336 × size. Flag: V.
    public static let lineHeight = 1.193_36
    /// Tracking added to Inter at 17 pt, in ems, so that its widths match SF Pro Text's
    /// (−0.41 pt at 17 pt, ios-metrics.md §1 [FLC]). Flag: E.
    public static let tracking = -0.41 / 17

    /// SF Pro Text's own tracking by point size, in points (Apple's Human Interface
    /// Guidelines, Typography, "Tracking values" for SF Pro): looser at small sizes, tighter
    /// near 17. Flag: V (the table); Inter's tracking follows it, see `textTracking(at:)`.
    static let sfProTextTracking: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
    ]

    /// Tracking added to Inter below 20 pt, in ems: SF's tracking at the size, less the
    /// difference of the two fonts' natural widths, which the 17 pt match fixes (Inter tracked
    /// −0.41 pt is as wide as SF tracked −0.43 pt, so Inter is 0.02 pt per 17 pt em wider).
    /// At 13 pt, −0.065 pt: a footnote line in a real iOS render (air_breadcrumb) is 7 pt
    /// wider than Inter tracked as at 17 pt, which this predicts. Flag: E.
    static func textTracking(at size: Double) -> Double {
        let table = sfProTextTracking
        let sf: Double
        if size <= table[0].size {
            sf = table[0].points
        } else if let upper = table.firstIndex(where: { $0.size >= size }) {
            let a = table[upper - 1], b = table[upper]
            sf = a.points + (b.points - a.points) * (size - a.size) / (b.size - a.size)
        } else {
            sf = table[table.count - 1].points
        }
        let widthDifference = (-0.43 - tracking * 17) / 17
        return (sf - widthDifference * size) / size
    }
    /// Tracking of Inter Display (20 pt and up), in ems: none. SF Pro Display is tracked
    /// looser than SF Text, and Inter Display is already narrower than Inter. Flag: E.
    public static let displayTracking = 0.0

    /// The tracking in ems at a size.
    static func tracking(forSize size: Double) -> Double {
        size >= displayFamilyMinimumSize ? displayTracking : textTracking(at: size)
    }

    /// The tracking in ems of a design's stand-in at a size.
    static func tracking(for design: FontSpec.Design, size: Double) -> Double {
        switch design {
        case .default: tracking(forSize: size)
        case .serif: serifTracking
        case .rounded: size >= displayFamilyMinimumSize ? roundedDisplayTracking : roundedTracking
        case .monospaced: monospacedTracking
        }
    }

    /// Tracking of Noto Serif (for New York), in ems: none. New York's widths are not known
    /// here; untracked, Noto Serif sets text 3.5% wider than the default design at 17 pt and
    /// 10% wider at 28 pt. Flag: E.
    public static let serifTracking = 0.0
    /// Tracking of Quicksand (for SF Pro Rounded) below 20 pt, in ems: none. SF Pro Rounded
    /// has SF Pro's proportions, and Quicksand Medium already sets text as wide as the default
    /// design (within 0.1% over five sample strings at 17 pt). Flag: E.
    public static let roundedTracking = 0.0
    /// Tracking of Quicksand from 20 pt, in ems, so that it sets text as wide as Inter Display
    /// (the stand-in of SF Pro Display) there: it is 6% wider untracked at 28 pt. Flag: E.
    public static let roundedDisplayTracking = -0.027
    /// Tracking of JetBrains Mono (for SF Mono), in ems: none. Both advance about 0.6 em per
    /// character (JetBrains Mono exactly 600/1000; SF Mono's is not measured here). Flag: E.
    public static let monospacedTracking = 0.0

    /// The OpenType weight asked of a design's stand-in. Quicksand's strokes are thinner than
    /// SF Pro Rounded's at the same weight: it is asked for one step heavier (regular → medium),
    /// which is what Inter's regular looks like beside it. Flag: E.
    static func weight(_ weight: FontSpec.Weight, for design: FontSpec.Design) -> Int {
        design == .rounded ? min(weight.rawValue + roundedWeightStep, 900) : weight.rawValue
    }
    public static let roundedWeightStep = 100

    /// Noto Color Emoji drawn at this fraction of the text's size. iOS draws an emoji a little
    /// taller than the letters' cap height (Apple Color Emoji's images are about 0.9 em tall);
    /// Noto's are 1.17 em tall (136 × 128 pixels at 109 ppem), so they would stand out. Its
    /// advance shrinks with it (1.25 em → 1.0 em). Flag: E.
    public static let emojiScale = 0.8
    /// How far an emoji is raised, in ems of the text's size, so that its foot sits on the
    /// baseline as Apple's do (Noto's images reach 0.245 em below it; scaled, 0.196 em).
    /// Flag: E.
    public static let emojiRise = 0.15

    /// The family Pango is asked for: the stand-in of each design (New York, SF Pro Rounded and
    /// SF Mono come in one family at every size, as Apple ships them).
    static func family(for design: FontSpec.Design, size: Double) -> String {
        switch design {
        case .default: family(forSize: size)
        case .serif: "Noto Serif"
        case .rounded: "Quicksand"
        case .monospaced: "JetBrains Mono"
        }
    }
    /// From this size up, Inter Display is used, as SF switches from Text to Display. Flag: E.
    public static let displayFamilyMinimumSize = 20.0

    /// The family Pango is asked for at a size.
    static func family(forSize size: Double) -> String {
        size >= displayFamilyMinimumSize ? "Inter Display" : "Inter"
    }
}
