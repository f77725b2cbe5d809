/// SwiftUI's default layout numbers (`../shared/reference/ios-metrics.md` §1). Estimates are
/// marked E; every one lives here so it can be corrected in one place.
enum LayoutMetrics {
    /// `padding()` with no amount.
    static let defaultPadding: CGFloat = 16
    /// The distance between two views in a stack with no `spacing:` when neither says more
    /// (`ViewSpacing` works out the pairs that involve text from their fonts).
    static let stackSpacing: CGFloat = 8
    /// `Spacer()` with no minimum length.
    static let spacerMinLength: CGFloat = 8
    /// What a view that fills its proposal takes when asked for its ideal size.
    static let idealFlexibleSize: CGFloat = 10
}
