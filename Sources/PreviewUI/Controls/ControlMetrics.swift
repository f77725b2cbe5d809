import Drawing

/// Sizes and colours of iOS controls (`../shared/reference/ios-metrics.md` §2). Estimates are
/// flagged E there; every number lives here so it can be corrected in one place.
enum ControlMetrics {
    // Wheel picker (UIPickerView).
    static let wheelHeight: CGFloat = 216
    static let wheelIntrinsicWidth: CGFloat = 320
    static let wheelRowHeight: CGFloat = 32
    static let wheelBandHeight: CGFloat = 34
    static let wheelBandCornerRadius: CGFloat = 8
    static let wheelBandMargin: CGFloat = 9
    /// Diameter of the drum over the wheel's height.
    static let wheelDiameterRatio: CGFloat = 1.07
    /// Flutter's perspective constant: how much farther rows shrink.
    static let wheelPerspective: CGFloat = 0.003
    /// Opacity of rows outside the band.
    static let wheelOffCenterOpacity: Double = 0.447
    static let wheelFontSize: CGFloat = 21
    /// The centre row is magnified (23.5 / 21).
    static let wheelCenterMagnification: CGFloat = 23.5 / 21

    // Segmented control.
    static let segmentedHeight: CGFloat = 32
    static let segmentedCornerRadius: CGFloat = 8
    static let segmentedThumbInset: CGFloat = 2
    static let segmentedThumbCornerRadius: CGFloat = 6.93
    static let segmentedSeparatorInset: CGFloat = 6
    static let segmentedFontSize: CGFloat = 13
    static let segmentedSegmentPadding: CGFloat = 12
    static let segmentedThumb = SystemPalette.Pair(light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0x636366))
    static let segmentedSeparator = SystemPalette.Pair(light: RGBAColor(hex: 0x8E8E93, alpha: 0.3), dark: RGBAColor(hex: 0x8E8E93, alpha: 0.3))

    // Toggle.
    static let toggleSize = CGSize(width: 51, height: 31)
    static let toggleThumbDiameter: CGFloat = 27
    /// A disabled switch is drawn at this opacity: E (UIKit fades a disabled UISwitch; no
    /// render of one).
    static let disabledSwitchOpacity = 0.5

    // Slider (UISlider), measured on air_slider_initial/air_slider_end (2x, iOS 16.4, whose
    // slider iOS 18 still draws): a 27 pt white thumb whose edge meets the slider's ends at the
    // bounds; a 4 pt capsule track 1 pt in from each end; the thumb's circle 0.5 pt above the
    // slider's middle and the track's 0.5 pt below it.
    /// The slider's height: E (UISlider's intrinsic 31; the renders give only its middle).
    static let sliderHeight: CGFloat = 31
    static let sliderThumbDiameter: CGFloat = 27
    static let sliderTrackHeight: CGFloat = 4
    static let sliderTrackInset: CGFloat = 1
    static let sliderThumbRise: CGFloat = 0.5
    static let sliderTrackDrop: CGFloat = 0.5
    /// The thumb's two shadows, fitted to the renders' pixels (least squares, σ in points).
    static let sliderThumbShadows = [
        Drawing.Shadow(color: RGBAColor(white: 0, alpha: 0.11), radius: 2, x: 0, y: 0.5),
        Drawing.Shadow(color: RGBAColor(white: 0, alpha: 0.12), radius: 6, x: 0, y: 6),
    ]
    /// How far outside the thumb a finger still takes it: E.
    static let sliderThumbTouchOutset: CGFloat = 8
    /// The width a slider takes when it is offered none: E.
    static let sliderIdealWidth: CGFloat = 100
    /// Between a minimum or maximum value label and the track: E (the stack's 8).
    static let sliderValueLabelSpacing: CGFloat = 8

    // Stepper (UIStepper since iOS 13): 94 × 32, corners 8 (UIKit's documented size and
    // radius); the rest E.
    static let stepperSize = CGSize(width: 94, height: 32)
    static let stepperCornerRadius: CGFloat = 8
    /// The − and + glyphs: bars 14 pt long and 2 pt thick (E, SF Symbols' medium plus).
    static let stepperGlyphLength: CGFloat = 14
    static let stepperGlyphThickness: CGFloat = 2
    /// The divider between − and +: a pixel wide, 18 pt tall (E), in the opaque separator colour (E).
    static let stepperDividerHeight: CGFloat = 18
    static let stepperDivider = SystemPalette.opaqueSeparator

    // ProgressView.
    /// UIProgressView's bar (iOS 14 and later): 4 pt, rounded.
    static let progressBarHeight: CGFloat = 4
    /// Between the label, the bar and the current value label: E.
    static let progressLabelSpacing: CGFloat = 4
    /// UIActivityIndicatorView's medium style: 20 pt across, 8 spokes 2 pt wide from a third of
    /// the radius to its edge; their colour #3C3C44 (dark #EBEBF5) at alphas 47…174 of 255,
    /// clockwise from the top (Flutter's cupertino activity_indicator.dart, "extracted from
    /// iOS 13.2": S).
    static let spinnerDiameter: CGFloat = 20
    /// UIActivityIndicatorView's large style: 37 pt across (UIKit's documented size).
    static let largeSpinnerDiameter: CGFloat = 37
    static let spinnerSpokeWidth: CGFloat = 2
    static let spinnerSpoke = SystemPalette.Pair(light: RGBAColor(hex: 0x3C3C44), dark: RGBAColor(hex: 0xEBEBF5))
    static let spinnerSpokeAlphas: [Double] = [47, 47, 47, 47, 72, 106, 140, 174].map { $0 / 255 }
    /// Between a spinner and its label below: E.
    static let spinnerLabelSpacing: CGFloat = 8

    // Gauge (no iOS render to measure: every number E).
    static let gaugeCapacityBarHeight: CGFloat = 6
    static let gaugeAccessoryBarHeight: CGFloat = 4
    static let gaugeAccessoryMarkerDiameter: CGFloat = 8
    static let gaugeCircularDiameter: CGFloat = 58
    static let gaugeCircularLineWidth: CGFloat = 6
    /// The open ring of `.accessoryCircular`: 270° from the lower left to the lower right.
    static let gaugeCircularSweepDegrees: Double = 270
    static let gaugeLabelSpacing: CGFloat = 4

    // DatePicker (UIDatePicker since iOS 14). No iOS render of one is in the reference set:
    // every number here is E, from memory of iOS 17/18 screenshots, unless it says otherwise.
    /// The compact style's pills: 34 tall (E), text 11 in from each side (E), corners 6 (E),
    /// 6 between the date's pill and the time's (E); the fill is the tertiary system fill.
    static let datePillHeight: CGFloat = 34
    static let datePillPadding: CGFloat = 11
    static let datePillVerticalPadding: CGFloat = 6
    static let datePillCornerRadius: CGFloat = 6
    static let datePillSpacing: CGFloat = 6
    /// The wheel style: UIPickerView's 216-point drum (as the wheel picker), its columns this
    /// far apart (E).
    static let dateWheelColumnSpacing: CGFloat = 20
    /// The graphical style (the inline calendar): the month row 44 tall (E); weekday letters
    /// 13 pt semibold in a 20-point row (E); six week rows of 44 (E; iOS keeps room for six
    /// whatever the month); the selected day's circle 40 across (E); day numbers 20 pt (E).
    static let calendarHeaderHeight: CGFloat = 44
    static let calendarInset: CGFloat = 12
    static let calendarHeaderInset: CGFloat = 16
    static let calendarWeekdayHeight: CGFloat = 20
    static let calendarWeekdayFontSize: CGFloat = 13
    static let calendarRowHeight: CGFloat = 44
    static let calendarWeeks = 6
    static let calendarDayFontSize: CGFloat = 20
    static let calendarSelectionDiameter: CGFloat = 40
    /// The selected day's circle: the tint at 12 % (light) and 20 % (dark) (E).
    static let calendarSelectionOpacity = (light: 0.12, dark: 0.2)
    /// Between the previous-month and next-month chevrons (E).
    static let calendarChevronSpacing: CGFloat = 28
    static let calendarChevronSize: CGFloat = 20
    /// The "Time" row under the calendar: 50 tall (E), after a separator.
    static let calendarTimeRowHeight: CGFloat = 50
    /// The calendar's own width when it is offered none (E: UIDatePicker's inline 320).
    static let calendarIdealWidth: CGFloat = 320
    /// The popover a compact pill opens: corners 13 (E), inset 8 from the page (E), 8 under
    /// the pill (E); its shadow (E).
    static let datePopoverCornerRadius: CGFloat = 13
    static let datePopoverMargin: CGFloat = 8
    /// The time's popover: as wide as its wheels need (E).
    static let datePopoverTimeWidth: CGFloat = 240
    static let datePopoverShadow = Drawing.Shadow(color: RGBAColor(white: 0, alpha: 0.18), radius: 20, x: 0, y: 8)

    // ColorPicker (UIColorWell): a 28-point well (E), its rainbow ring 3 wide (E) and 2 of the
    // background between the ring and the colour's disc (E).
    static let colorWellDiameter: CGFloat = 28
    static let colorWellRingWidth: CGFloat = 3
    static let colorWellGap: CGFloat = 2

    // PasteButton (UIPasteControl): a capsule filled with the tint, white text and symbol
    // (E); 34 tall (E), 12 in at the sides (E), 15 pt medium text (E).
    static let pasteButtonHeight: CGFloat = 34
    static let pasteButtonPadding: CGFloat = 12
    static let pasteButtonFontSize: CGFloat = 15
    static let pasteButtonIconSpacing: CGFloat = 6

    // Forms and lists (inset grouped).
    static let rowMinHeight: CGFloat = 44
    static let rowVerticalPadding: CGFloat = 11
    static let rowHorizontalPadding: CGFloat = 20
    static let cardCornerRadius: CGFloat = 10
    static func cardMargin(screenWidth: CGFloat) -> CGFloat { screenWidth >= 390 ? 20 : 16 }
    static let sectionSpacing: CGFloat = 35
    static let sectionHeaderTop: CGFloat = 16
    static let sectionHeaderBottom: CGFloat = 6
    static let sectionFooterTop: CGFloat = 6
    /// A Label in a list row: its icon's column and the space before the title, so the title
    /// (and the separator) starts 42 points after the row inset. E.
    static let listLabelIconWidth: CGFloat = 30
    static let listLabelSpacing: CGFloat = 12
    /// A menu-style picker: between its value and its chevrons. E
    static let menuPickerChevronSpacing: CGFloat = 4

    // GroupBox (no render of one: every number E). The padding is the default padding; the
    // corners are UIKit's rounded card (8); between the label and the content, the stack's 8.
    static let groupBoxPadding: CGFloat = 16
    static let groupBoxSpacing: CGFloat = 8
    static let groupBoxCornerRadius: CGFloat = 8

    // ControlGroup outside a menu or toolbar: Apple's documentation says iOS draws it as "a
    // momentary segmented control", so it takes the segmented control's track, separators,
    // height and 13-pt titles (above), in the label colour, with no thumb. E.
    static let controlGroupSegmentPadding: CGFloat = 12

    // OutlineGroup: each level of children is indented by this much (E: UIKit's indentation
    // width for an outline's child rows is not measured).
    static let outlineIndentation: CGFloat = 20

    // Navigation.
    static let navigationBarHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let largeTitleLeading: CGFloat = 16

    // Text input (TextField, SecureField, TextEditor).
    /// A field's height when it has no font to measure: a body line's pitch.
    static let textFieldHeight: CGFloat = 22
    /// UIKit's `roundedRect` field: 34 points tall at body and at title3 (the Spezi login
    /// render measures 34 at title3), hairline border, 5-point corners (measured). The text's
    /// 7-point inset is E (placeholder ink 8.7 pt in at 20 pt, less the letter's bearing); the
    /// 5-point vertical inset over a line's height is E (it gives 34 at title3 and below).
    static let roundedFieldMinHeight: CGFloat = 34
    static let roundedFieldVerticalInset: CGFloat = 5
    static let roundedFieldTextInset: CGFloat = 7
    static let roundedFieldCornerRadius: CGFloat = 5
    /// Border: #CCCCCC on white in the render (black at 20 %); dark E.
    static let roundedFieldBorder = SystemPalette.Pair(light: RGBAColor(white: 0, alpha: 0.2), dark: RGBAColor(white: 1, alpha: 0.2))
    /// Fill: white in the render; dark E (the system background).
    static let roundedFieldFill = SystemPalette.Pair(light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0x000000))
    /// The caret: 2 points wide, one line of the font tall, in the tint colour.
    static let caretWidth: CGFloat = 2
    /// UITextView's defaults: textContainerInset 8 above and below, lineFragmentPadding 5
    /// at the sides. E (UIKit's documented defaults, not measured in a render).
    static let textEditorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
    /// What a secure field draws for each character.
    static let secureBullet = "\u{2022}"

    // Buttons.
    /// A bordered (or bordered-prominent) button of one control size: the label's padding,
    /// its font when none is set, and the corners of the automatic shape.
    struct BorderedButton {
        let padding: EdgeInsets
        let font: Font?
        let cornerRadius: CGFloat
    }

    /// Measured on two real renders, both with body text: `.regular`
    /// (spezi_login_roundedborder_fields_prominent_disabled, iOS 18.2, 3x: 49.33 pt tall round
    /// a label of 20.33 + 2 × 8 pt, so 6.5 pt above and below; continuous corners of 9 pt, fitted
    /// to the edge pixels) and `.large` (prefire_auth_bordered_prominent_enabled_black, iOS 17,
    /// 2x: 49.5 pt round a 20.33 pt line, so 14.5 pt; corners 9 pt). The horizontal padding
    /// (both renders' labels fill the width), mini and small, and extraLarge are E.
    static func bordered(_ size: ControlSize) -> BorderedButton {
        switch size {
        // E: footnote, 3 pt above and below, 8 at the sides, 6 pt corners.
        case .mini: BorderedButton(padding: EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8), font: .footnote, cornerRadius: 6)
        // E: subheadline, 5 pt above and below (about 28 pt tall), 10 at the sides, 7 pt corners.
        case .small: BorderedButton(padding: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), font: .subheadline, cornerRadius: 7)
        // Vertical 6.5 and corners 9 measured; 12 at the sides E.
        case .regular: BorderedButton(padding: EdgeInsets(top: 6.5, leading: 12, bottom: 6.5, trailing: 12), font: nil, cornerRadius: 9)
        // Vertical 14.5 and corners 9 measured; 20 at the sides E.
        case .large: BorderedButton(padding: EdgeInsets(top: 14.5, leading: 20, bottom: 14.5, trailing: 20), font: nil, cornerRadius: 9)
        // E: iOS 17 and 18 draw extraLarge as large on iPhone (it is visionOS's size).
        case .extraLarge: BorderedButton(padding: EdgeInsets(top: 14.5, leading: 20, bottom: 14.5, trailing: 20), font: nil, cornerRadius: 9)
        }
    }

    /// A bordered button's fill: its tint at this opacity (prefire_auth_bordered_prominent_enabled_black:
    /// #D1E7FF behind #007AFF text on white, 18 %). Dark: E (the same opacity).
    static let borderedTintOpacity = 0.18
    /// A disabled bordered or prominent button (spezi_login_roundedborder_fields_prominent_disabled):
    /// its fill the secondary system fill (#E9E9EA on white), its label an opaque #C2C2C4, lighter
    /// than the tertiary label colour over that fill would be (#B5B5B8). Dark: E (the tertiary
    /// label colour over black, as light's is about it over white).
    static let disabledBorderedFill = SystemPalette.secondarySystemFill
    static let disabledBorderedLabel = SystemPalette.Pair(light: RGBAColor(hex: 0xC2C2C4), dark: RGBAColor(hex: 0x464649))
    /// A disabled button without a shape (automatic, borderless, plain, a link, a menu's label):
    /// its label in the tertiary label colour, as UIKit dims a system button's title (E: no render
    /// of one; the prominent one's label is the nearest measurement).
    static let disabledLabel = SystemPalette.tertiaryLabel
}
