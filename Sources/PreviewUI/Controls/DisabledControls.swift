/// Disabled controls are greyed out as iOS 18 greys them, each in its own file (buttons in
/// `ButtonStyle.swift`, the switch in `Toggle.swift`, pickers, text fields, sliders, steppers,
/// link rows). A control that cannot draw its disabled look reports it with
/// `approximateUndimmed`, at the `.disabled(true)` that turned it off, or at the preview when
/// the environment did (`.environment(\.isEnabled, false)` has no room for a call site).
private struct DisabledSiteKey: EnvironmentKey { static let defaultValue: CallSite? = nil }

extension EnvironmentValues {
    /// The `.disabled(true)` that turned controls off, if one did.
    var disabledSite: CallSite? {
        get { self[DisabledSiteKey.self] }
        set { self[DisabledSiteKey.self] = newValue }
    }
}

extension ResolveContext {
    /// Reports that `control` is drawn as enabled although the environment disables it.
    func approximateUndimmed(_ control: String) {
        guard !environment.isEnabled else { return }
        let asked = environment.disabledSite != nil ? "disabled(true)" : "environment(\\.isEnabled, false)"
        approximate("\(asked) does not dim a \(control) yet (iOS greys it out)", drawnAs: "an enabled \(control)",
                    at: environment.disabledSite)
    }
}
