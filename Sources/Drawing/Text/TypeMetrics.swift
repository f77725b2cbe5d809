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
    /// Tracking added to Inter (text sizes), in ems, so that its widths match SF Pro Text's
    /// (−0.41 pt at 17 pt). Flag: E.
    public static let tracking = -0.41 / 17
    /// Tracking of Inter Display (20 pt and up), in ems: none. SF Pro Display is tracked
    /// looser than SF Text, and Inter Display is already narrower than Inter. Flag: E.
    public static let displayTracking = 0.0

    /// The tracking in ems at a size.
    static func tracking(forSize size: Double) -> Double {
        size >= displayFamilyMinimumSize ? displayTracking : tracking
    }
    /// From this size up, Inter Display is used, as SF switches from Text to Display. Flag: E.
    public static let displayFamilyMinimumSize = 20.0

    /// The family Pango is asked for at a size.
    static func family(forSize size: Double) -> String {
        size >= displayFamilyMinimumSize ? "Inter Display" : "Inter"
    }
}
