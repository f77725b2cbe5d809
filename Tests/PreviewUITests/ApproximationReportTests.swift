import Drawing
import PreviewUI
import Testing

/// The places PreviewUI draws differently from iOS report it, at the user's call when the
/// API has room for one, and only when the argument changes the picture.
@MainActor @Suite struct ApproximationReportTests {
    static let file = "PreviewUITests/ApproximationReportTests.swift"

    /// The reports of a view drawn in `layout`.
    func reports<V: View>(_ view: V, layout: PreviewLayout = .fixed(width: 200, height: 120)) throws -> [Approximation] {
        let host = ViewHost(view, layout: layout)
        _ = try host.render()
        return host.approximations
    }

    /// The one report of a view, checked to be at `line` of this file (or without a site when
    /// `line` is nil).
    func onlyReport<V: View>(
        _ view: V, layout: PreviewLayout = .fixed(width: 200, height: 120), at line: Int?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Approximation {
        let all = try reports(view, layout: layout)
        #expect(all.count == 1, "\(all)", sourceLocation: sourceLocation)
        let report = try #require(all.first, sourceLocation: sourceLocation)
        if let line {
            #expect(report.file == Self.file, sourceLocation: sourceLocation)
            #expect(report.line == line, sourceLocation: sourceLocation)
        } else {
            #expect(report.file.isEmpty && report.line == 0, "no call site: the tools place it at the preview", sourceLocation: sourceLocation)
        }
        return report
    }

    // MARK: Row 1: ButtonStyleConfiguration.role

    struct RoleStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
        }
    }

    @Test func aCustomButtonStyleIsGivenTheButtonsRole() throws {
        let host = ViewHost(Button("Delete", role: .destructive) {}.buttonStyle(RoleStyle()), layout: .fixed(width: 100, height: 40))
        #expect(try host.displayList.dump.contains("#FF3B30FF"), "the style draws the destructive button red")
        #expect(host.approximations.isEmpty, "the role is passed, so nothing is approximated")
        let plain = ViewHost(Button("Delete") {}.buttonStyle(RoleStyle()), layout: .fixed(width: 100, height: 40))
        #expect(try !plain.displayList.dump.contains("#FF3B30FF"))
    }

    // MARK: Rows 4, 5: Picker selections

    @Test func aPickerRowWithoutTagMatchedByItsTextIsReported() throws {
        let line = #line + 1
        let picker = Picker("Size", selection: .constant("Small")) {
            Text("Small")
            Text("Large")
        }
        let report = try onlyReport(picker.pickerStyle(.segmented), at: line)
        #expect(report.message == "Picker row \"Small\" has no .tag, so iOS selects no row; drawn as selected, matched by its text")
    }

    @Test func aPickerWhoseRowsAreTaggedReportsNothing() throws {
        let picker = Picker("Size", selection: .constant("s")) {
            Text("Small").tag("s")
            Text("Large").tag("l")
        }
        #expect(try reports(picker.pickerStyle(.segmented)).isEmpty)
        #expect(try reports(Picker("Number", selection: .constant(1)) { ForEach(0..<3) { Text("\($0)") } }).isEmpty,
                "ForEach ids are tags")
    }

    @Test func aPickerSelectionMatchingNoTagIsReportedAsTheUsersMistake() throws {
        let line = #line + 1
        let picker = Picker("Number", selection: .constant(3)) {
            Text("One").tag(1)
            Text("Two").tag(2)
        }
        let report = try onlyReport(picker, at: line)
        #expect(report.cause == "Picker selection 3 matches no tag (tags: 1, 2), a mistake iOS logs and draws the same way")
        #expect(report.drawnAs == "no option selected")
    }

    // MARK: Row 6 and forwarding: ImageRenderer

    struct Rendering<Content: View>: View {
        let renderer: ImageRenderer<Content>
        var body: some View { Text(renderer.pngData() == nil ? "no image" : "image") }
    }


    @Test func imageRendererContentThatNeverSettlesIsReportedToTheEnclosingHost() throws {
        let line = #line + 1
        let renderer = ImageRenderer(content: HostTests.Loop())
        let host = ViewHost(Rendering(renderer: renderer), layout: .fixed(width: 100, height: 40))
        #expect(try host.shownTexts == ["no image"])
        let report = try #require(host.approximations.first)
        #expect(host.approximations.count == 1)
        #expect(report.message == "ImageRenderer content did not settle after 16 layout passes (preference Key kept changing state); drawn as an empty image")
        #expect(report.file == Self.file && report.line == line)
    }

    @Test func imageRendererForwardsWhatItsContentReports() throws {
        let line = #line + 1
        let renderer = ImageRenderer(content: Image("logo"))
        let report = try onlyReport(Rendering(renderer: renderer), at: line)
        #expect(report.cause.hasPrefix("image 'logo' not found"))
        #expect(try reports(Rendering(renderer: ImageRenderer(content: Color.red.frame(width: 4, height: 4)))).isEmpty)
    }

    // MARK: Row 13: zIndex in stacks

    @Test func zIndexInAnHStackIsReportedWhenOverlappingChildrenWouldSwap() throws {
        let line = #line + 2
        let stack = HStack(spacing: -20) {
            Color.red.frame(width: 40, height: 40).zIndex(1)
            Color.blue.frame(width: 40, height: 40)
        }
        let report = try onlyReport(stack, at: line)
        #expect(report.message == "zIndex(_:) in an HStack is not used for drawing order yet; drawn as declaration order")
    }

    @Test func zIndexThatChangesNothingReportsNothing() throws {
        let apart = HStack(spacing: 8) {
            Color.red.frame(width: 40, height: 40).zIndex(1)
            Color.blue.frame(width: 40, height: 40)
        }
        #expect(try reports(apart).isEmpty, "children that do not overlap look the same in any order")
        let zstack = ZStack {
            Color.red.frame(width: 40, height: 40).zIndex(1)
            Color.blue.frame(width: 40, height: 40)
        }
        #expect(try reports(zstack).isEmpty, "a ZStack orders by zIndex")
        let ordered = VStack(spacing: -10) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 40, height: 40).zIndex(1)
        }
        #expect(try reports(ordered).isEmpty, "the higher one is declared last: the same order")
    }

    // MARK: Row 14: alignmentGuide(.listRowSeparatorLeading)

    @Test func aSeparatorGuideThatMovesTheSeparatorIsReported() throws {
        let line = #line + 6
        let form = Form {
            HStack {
                Image(systemName: "star")
                Text("Starred")
            }
            .alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
            Text("Other")
        }
        let report = try onlyReport(form, layout: .fixed(width: 300, height: 200), at: line)
        #expect(report.message == "alignmentGuide(.listRowSeparatorLeading) is not used by list separators yet; drawn as starting at the row's first text")
    }

    @Test func aSeparatorGuideAtTheTextReportsNothing() throws {
        let form = Form {
            Text("Starred").alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
            Text("Other")
        }
        #expect(try reports(form, layout: .fixed(width: 300, height: 200)).isEmpty)
    }

    // MARK: Row 15: disabled controls

    @Test func aDisabledButtonIsGreyedOutAndReportsNothing() throws {
        // iOS 18 (spezi_login_roundedborder_fields_prominent_disabled): a prominent button's
        // label an opaque #C2C2C4 on the secondary system fill; a button without a shape, its
        // label in the tertiary label colour.
        let cases: [(AnyView, RGBAColor)] = [
            (AnyView(Button("Go") {}.disabled(true)), RGBAColor(hex: 0x3C3C43, alpha: 0.3)),
            (AnyView(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true)), RGBAColor(hex: 0xC2C2C4)),
        ]
        for (button, color) in cases {
            #expect(try reports(button).isEmpty)
            let run = try #require(textRuns(in: try ViewHost(button, layout: .sizeThatFits).displayList.ops).first)
            #expect(run.color == color)
        }
    }

    @Test func controlsDisabledThroughTheEnvironmentAreDimmedAndReportNothing() throws {
        // Toggles and pickers are greyed out now (DisabledLookTests); neither the modifier nor
        // the environment value reports anything.
        let toggle = Toggle(isOn: .constant(true)) { Text("Wi-Fi") }.environment(\.isEnabled, false)
        #expect(try reports(toggle).isEmpty)
        let picker = Picker("N", selection: .constant(1)) { Text("1").tag(1) }.disabled(true)
        #expect(try reports(picker).isEmpty)
    }

    @Test func enabledControlsAndCustomStylesReportNothing() throws {
        #expect(try reports(Button("Go") {}.disabled(false)).isEmpty)
        #expect(try reports(Toggle(isOn: .constant(true)) { Text("Wi-Fi") }).isEmpty)
        #expect(try reports(Button("Go") {}.buttonStyle(RoleStyle()).disabled(true)).isEmpty,
                "a custom style reads isEnabled itself, as on iOS")
    }

    // MARK: Row 16: preferredColorScheme

    @Test func aPreferredColorSchemeOtherThanThePagesIsReported() throws {
        let line = #line + 1
        let view = Text("Night").preferredColorScheme(.dark)
        let host = ViewHost(view, layout: .fixed(width: 100, height: 40))
        _ = try host.render()
        #expect(host.approximations.map(\.message) == [
            "preferredColorScheme(.dark) applies to the whole presentation on iOS, but only to the views inside it here; drawn as the page in light"
        ])
        #expect(host.approximations.first?.file == Self.file && host.approximations.first?.line == line)
    }

    @Test func aPreferredColorSchemeLikeThePagesReportsNothing() throws {
        let view = Text("Night").preferredColorScheme(.dark)
        let host = ViewHost(view, layout: .fixed(width: 100, height: 40), colorScheme: .dark)
        _ = try host.render()
        #expect(host.approximations.isEmpty)
        #expect(try reports(Text("Day").preferredColorScheme(nil)).isEmpty)
        #expect(try reports(Rendering(renderer: ImageRenderer(content: view))).isEmpty, "an image has no page to differ")
    }

    // MARK: Rows 7, 9, 10, 12, 30, 31: fill styles

    /// Two nested rings: the even-odd rule leaves a hole, the non-zero rule does not.
    struct Ring: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.addEllipse(in: rect)
            p.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
            return p
        }
    }

    var square: some View { Color.red.frame(width: 60, height: 60) }

    @Test func clipShapeWithEvenOddLeavesTheHole() throws {
        let host = ViewHost(square.clipShape(Ring(), style: FillStyle(eoFill: true)), layout: .sizeThatFits)
        let list = try host.displayList
        let image = try RasterRenderer.render(list, scale: 2).rgba()
        #expect(host.approximations.isEmpty)
        // Red (#FF3B30) where kept, the page's white where cut.
        #expect(image[60, 60].g > 200, "the inner ring is a hole by the even-odd rule: \(list.dump)")
        #expect(image[60, 12].g < 100, "the band between the rings is kept")
        let winding = try RasterRenderer.render(try ViewHost(square.clipShape(Ring()), layout: .sizeThatFits).displayList, scale: 2).rgba()
        #expect(winding[60, 60].g < 100, "by the non-zero rule the middle is kept")
    }

    @Test func clipShapeStylesThatDrawAsOnIOSReportNothing() throws {
        #expect(try reports(square.clipShape(Ring())).isEmpty)
        #expect(try reports(square.clipShape(Circle(), style: FillStyle(eoFill: true))).isEmpty, "one outline: both rules agree")
        #expect(try reports(square.clipShape(Ring(), style: FillStyle(antialiased: false))).isEmpty, "clips honour antialiased")
    }

    @Test func fillStylesOfFillsAreReported() throws {
        let line = #line + 1
        let both = try onlyReport(Ring().fill(.red, style: FillStyle(eoFill: true, antialiased: false)), at: line)
        #expect(both.message == "fill(_:style:) with eoFill: true and antialiased: false is not supported yet; drawn as a non-zero, antialiased fill")
        let styleLine = #line + 1
        let evenOdd = try onlyReport(Ring().fill(style: FillStyle(eoFill: true)), at: styleLine)
        #expect(evenOdd.message == "fill(style:) with eoFill: true is not supported yet; drawn as a non-zero (winding) fill")
    }

    @Test func fillStylesOfBackgroundsAndOverlaysAreReported() throws {
        let line = #line + 1
        let background = try onlyReport(square.background(.blue, in: Ring(), fillStyle: FillStyle(eoFill: true)), at: line)
        #expect(background.message == "background(_:in:fillStyle:) with eoFill: true is not supported yet; drawn as a non-zero (winding) fill")
        let inLine = #line + 1
        let backgroundStyle = try onlyReport(square.background(in: Circle(), fillStyle: FillStyle(antialiased: false)), at: inLine)
        #expect(backgroundStyle.message == "background(in:fillStyle:) with antialiased: false is not supported yet; drawn as an antialiased fill")
        let overlayLine = #line + 1
        let overlay = try onlyReport(square.overlay(.blue, in: Ring(), fillStyle: FillStyle(eoFill: true, antialiased: false)), at: overlayLine)
        #expect(overlay.cause == "overlay(_:in:fillStyle:) with eoFill: true and antialiased: false is not supported yet")
    }

    @Test func defaultFillStylesReportNothing() throws {
        #expect(try reports(Ring().fill(.red)).isEmpty)
        #expect(try reports(Ring().fill(style: FillStyle())).isEmpty)
        #expect(try reports(Circle().fill(style: FillStyle(eoFill: true))).isEmpty, "one outline: both rules agree")
        #expect(try reports(square.background(.blue, in: Ring())).isEmpty)
        #expect(try reports(square.background(in: Ring())).isEmpty)
        #expect(try reports(square.overlay(.blue, in: Capsule(), fillStyle: FillStyle(eoFill: true))).isEmpty)
    }

    // MARK: Row 18: matchedGeometryEffect

    struct Matched: View {
        @Namespace var ns
        var properties: MatchedGeometryProperties = .frame
        static let line = #line + 5
        var body: some View {
            HStack {
                Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: "a", in: ns)
                Color.blue.frame(width: 40, height: 20)
                    .matchedGeometryEffect(id: "a", in: ns, properties: properties, isSource: false)
            }
        }
    }

    @Test func aMatchedViewThatIsNotTheSourceIsReportedWhenTheSourceIsShown() throws {
        let report = try onlyReport(Matched(), at: Matched.line)
        #expect(report.message == "matchedGeometryEffect(isSource: false) is not applied yet; drawn as the view's own frame instead of the source's")
    }

    @Test func matchedGeometryThatChangesNothingReportsNothing() throws {
        struct Alone: View {
            @Namespace var ns
            var body: some View { Color.blue.frame(width: 40, height: 20).matchedGeometryEffect(id: "a", in: ns, isSource: false) }
        }
        #expect(try reports(Alone()).isEmpty, "no source is shown")
        struct Sources: View {
            @Namespace var ns
            var body: some View { Color.blue.frame(width: 40, height: 20).matchedGeometryEffect(id: "a", in: ns) }
        }
        #expect(try reports(Sources()).isEmpty)
        var sizeOnly = Matched()
        sizeOnly.properties = .size
        #expect(try reports(sizeOnly).count == 1, "the sizes differ")
        var none = Matched()
        none.properties = []
        #expect(try reports(none).isEmpty, "nothing is matched")
    }

    // MARK: Rows 28, 29, 33, 34: corners and capsules

    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test func ellipticalCornersAreReported() throws {
        let line = #line + 1
        let path = try onlyReport(Path(roundedRect: rect, cornerSize: CGSize(width: 20, height: 10)), at: line)
        #expect(path.message == "Path(roundedRect:cornerSize:) with elliptical corners (20 × 10) is not drawn yet; drawn as circular corners of radius 10")
        let addLine = #line + 1
        let added = try onlyReport(Path { $0.addRoundedRect(in: rect, cornerSize: CGSize(width: 20, height: 10)) }, at: addLine)
        #expect(added.cause == "addRoundedRect(in:cornerSize:) with elliptical corners (20 × 10) is not drawn yet")
        let shapeLine = #line + 1
        let shape = try onlyReport(RoundedRectangle(cornerSize: CGSize(width: 20, height: 10)).fill(.red), at: shapeLine)
        #expect(shape.cause == "RoundedRectangle(cornerSize:) with elliptical corners (20 × 10) is not drawn yet")
        let clipLine = #line + 1
        let clipped = try onlyReport(square.clipShape(RoundedRectangle(cornerSize: CGSize(width: 12, height: 6.5))), at: clipLine)
        #expect(clipped.message == "RoundedRectangle(cornerSize:) with elliptical corners (12 × 6.5) is not drawn yet; drawn as circular corners of radius 6.5")
    }

    @Test func circularCornersReportNothing() throws {
        #expect(try reports(Path(roundedRect: rect, cornerSize: CGSize(width: 10, height: 10))).isEmpty)
        #expect(try reports(RoundedRectangle(cornerRadius: 8).stroke(.red)).isEmpty)
        #expect(try reports(RoundedRectangle(cornerSize: CGSize(width: 40, height: 30)).frame(width: 40, height: 40)).isEmpty,
                "both radii are cut to half the side: circular anyway")
        #expect(Path(roundedRect: rect, cornerSize: CGSize(width: 20, height: 10)) == Path(roundedRect: rect, cornerRadius: 10),
                "the report is not part of the path's equality")
    }

    @Test func continuousCapsulesAreReported() throws {
        let line = #line + 1
        let report = try onlyReport(Capsule(style: .continuous).frame(width: 80, height: 30), at: line)
        #expect(report.message == "Capsule(style: .continuous) is not drawn yet; drawn as circular ends")
        #expect(try reports(Capsule().frame(width: 80, height: 30)).isEmpty)
    }

    // MARK: Row 32: stroke styles

    @Test func aMiterLimitAndDashPhaseAreReportedAtTheStroke() throws {
        let line = #line + 1
        let report = try onlyReport(Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, miterLimit: 2, dash: [4], dashPhase: 2)), at: line)
        #expect(report.message == "StrokeStyle with miterLimit: 2 and dashPhase: 2 is not drawn yet; drawn as a stroke with miter limit 10 and dash phase 0")
        var style = PreviewUI.StrokeStyle(dash: [3, 1])
        style.dashPhase = 1.5
        let varLine = #line + 1
        let set = try onlyReport(Circle().stroke(style: style), at: varLine)
        #expect(set.cause == "StrokeStyle with dashPhase: 1.5 is not drawn yet")
    }

    @Test func strokeStylesThatDrawAsOnIOSReportNothing() throws {
        #expect(try reports(Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4]))).isEmpty)
        #expect(try reports(Rectangle().stroke(.red, style: StrokeStyle(lineJoin: .round, miterLimit: 2, dashPhase: 2))).isEmpty,
                "no mitred joins, no dashes")
        #expect(PreviewUI.StrokeStyle(miterLimit: 2) == PreviewUI.StrokeStyle(miterLimit: 2))
    }

    // MARK: Rows 39, 42: colours

    @Test func displayP3ColoursOutsideSRGBAreReported() async throws {
        let line = #line + 1
        let color = Color(.displayP3, red: 1, green: 0.2, blue: 0.1)
        let report = try onlyReport(color.frame(width: 10, height: 10), at: line)
        #expect(report.message == "Color(.displayP3, red: 1, green: 0.2, blue: 0.1) is outside sRGB, which PreviewUI draws in; drawn as the nearest sRGB colour (clipped)")
        let fill = try onlyReport(Circle().fill(color.opacity(0.5)), at: line)
        #expect(fill.cause == report.cause, "reported wherever the colour is resolved")
        let other = Color(.displayP3, red: 1, green: 0.2, blue: 0.1)
        #expect(color == other && color.hashValue == other.hashValue, "the call site is not part of the colour")
        #expect(color != Color(.sRGB, red: 1, green: 0.2, blue: 0.2))
        let resolved = await Task.detached { color.resolve(in: EnvironmentValues()) }.value
        #expect(resolved == color.resolve(in: EnvironmentValues()), "outside a layout there is no one to tell, and no harm")
    }

    @Test func coloursThatAreTheSameInSRGBReportNothing() throws {
        #expect(try reports(Color(.displayP3, white: 0.5)).isEmpty, "greys are the same in Display P3 and sRGB")
        // Inside sRGB: converted, nothing to say. P3 (0.5, 0.4, 0.3) is sRGB ≈ (0.519, 0.395, 0.284).
        let inside = Color(.displayP3, red: 0.5, green: 0.4, blue: 0.3)
        #expect(try reports(inside).isEmpty)
        let c = inside.resolve(in: EnvironmentValues())
        #expect(abs(Double(c.red) - 0.519) < 0.002 && abs(Double(c.green) - 0.395) < 0.002 && abs(Double(c.blue) - 0.284) < 0.002)
        #expect(try reports(Color(.sRGB, red: 1, green: 0.2, blue: 0.1)).isEmpty)
        #expect(try reports(Color(red: 1, green: 0.2, blue: 0.1)).isEmpty)
    }

    @Test func appKitColoursReportThatTheMacOSBranchWasUsed() throws {
        let line = #line + 1
        let report = try onlyReport(Color(nsColor: .windowBackgroundColor), at: line)
        #expect(report.message == "#if os(iOS) is false on Linux, so the macOS branch's NSColor.windowBackgroundColor was used (#if canImport(UIKit) takes the iOS branch); drawn as UIColor.systemBackground")
        let componentsLine = #line + 1
        let components = try onlyReport(Color(nsColor: NSColor(calibratedRed: 1, green: 0, blue: 0.5, alpha: 1).withAlphaComponent(0.5)), at: componentsLine)
        #expect(components.cause.contains("NSColor(calibratedRed: 1, green: 0, blue: 0.5, alpha: 1).withAlphaComponent(0.5) was used"))
        #expect(components.drawnAs == "the same components in sRGB at alpha 0.5")
        #expect(try reports(Color(nsColor: .black)).first?.drawnAs == "UIColor.black")
        #expect(try reports(Color(uiColor: .systemBackground)).isEmpty)
    }
}
