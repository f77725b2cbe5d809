import Drawing
import PreviewUI
import Testing

/// `Font.custom`: sizes scale with Dynamic Type as SwiftUI's do, and a name that no font the
/// package bundles has is drawn in the system font and reported at the call. (The test
/// executable has no resource bundle with fonts; DrawingTests' `UserFontTests` draw registered
/// ones.)
@MainActor @Suite struct CustomFontTests {
    static func font(_ view: some View) throws -> (FontSpec, ViewHost) {
        let host = ViewHost(view, layout: .fixed(width: 300, height: 100))
        let run = try #require(StyledTextTests.textRuns(try host.displayList).first)
        return (run.spec.font, host)
    }

    static func size(_ font: Font, _ dts: DynamicTypeSize) throws -> Double {
        try Self.font(Text("x").font(font).dynamicTypeSize(dts)).0.size
    }

    @Test func customSizesScaleLikeTheirTextStyle() throws {
        #expect(try Self.size(.custom("Lobster", size: 20), .large) == 20)
        // Unrounded, as UIFontMetrics.scaledValue(for:): 20 × 23/17 = 27.06 (body at xxxLarge).
        #expect(abs(try Self.size(.custom("Lobster", size: 20), .xxxLarge) - 20 * 23.0 / 17) < 1e-9)
        #expect(abs(try Self.size(.custom("Lobster", size: 20), .xSmall) - 20 * 14.0 / 17) < 1e-9)
        #expect(abs(try Self.size(.custom("Lobster", size: 20, relativeTo: .largeTitle), .xxxLarge) - 20 * 40.0 / 34) < 1e-9)
        #expect(abs(try Self.size(.custom("Lobster", size: 11, relativeTo: .caption2), .medium) - 11) < 1e-9, "caption2 stays 11")
        #expect(try Self.size(.custom("Lobster", fixedSize: 20), .accessibility5) == 20)
        #expect(try Self.size(.custom("Lobster", fixedSize: 20), .xSmall) == 20)
    }

    @Test func anUnknownNameDrawsTheSystemFontAndIsReportedAtTheCall() throws {
        let line = #line + 1
        let (spec, host) = try Self.font(Text("Cups of Water").font(.custom("Lobster", size: 20).bold()))
        #expect(spec == FontSpec(size: 20, weight: .bold), "the system font at the custom size and weight")
        #expect(spec.customName == nil)
        let report = try #require(host.approximations.first)
        #expect(host.approximations.count == 1)
        #expect(report.file == "PreviewUITests/CustomFontTests.swift")
        #expect(report.line == line)
        #expect(report.cause.hasPrefix("custom font 'Lobster' is not among the fonts your package bundles (none found in"))
        #expect(report.cause.contains("resources: [.process(\"Fonts\")]"))
        #expect(report.drawnAs == "the system font")
    }

    @Test func theSystemFontIsNotReported() throws {
        let (_, host) = try Self.font(Text("Cups").font(.system(size: 20)))
        #expect(host.approximations.isEmpty)
    }

    @Test func theCallSiteIsNotPartOfTheFontsIdentity() {
        let a = Font.custom("Lobster", size: 20)
        let b = Font.custom("Lobster", size: 20)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Font.custom("Lobster", size: 20) != .custom("Lobster", fixedSize: 20))
        #expect(Font.custom("Lobster", size: 20) != .custom("Lobster", size: 20, relativeTo: .title))
        #expect(Font.custom("Lobster", size: 20) != .custom("Pacifico", size: 20))
    }
}
