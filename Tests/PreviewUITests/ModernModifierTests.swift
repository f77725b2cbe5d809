import Drawing
import Foundation
import PreviewUI
import Testing

/// Modifiers common in current SwiftUI code that a probe of real-looking files found missing:
/// those that change the picture draw what iOS draws, the rest compile and change nothing.
@MainActor
struct ModernModifierTests {
    struct Measured: View {
        @State private var width: CGFloat = 0
        @State private var changes: [String] = []
        var body: some View {
            VStack {
                Color.blue.frame(width: 120, height: 10)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                Color.red.frame(width: 80, height: 10)
                    .onGeometryChange(for: CGSize.self) { $0.size } action: { old, new in changes.append("\(old.width)→\(new.width)") }
                Text("width \(Int(width))")
                Text(changes.joined(separator: ","))
            }
        }
    }

    @Test("onGeometryChange hands the view's geometry to its action once laid out, and the picture shows the state it set")
    func geometryChange() throws {
        let host = ViewHost(Measured(), layout: .sizeThatFits)
        let texts = try host.shownTexts
        #expect(texts.contains("width 120"), "\(texts)")
        #expect(texts.contains("80.0→80.0"), "the first call has the value as old and new: \(texts)")
    }

    struct Named: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                GeometryReader { proxy in
                    let f = proxy.frame(in: .named("card"))
                    let bounds = proxy.bounds(of: .named("card"))
                    Text("\(Int(f.minY)) \(Int(bounds?.minY ?? -1)) \(proxy.bounds(of: .named("nowhere")) == nil)")
                }
                .frame(height: 20)
            }
            .coordinateSpace(.named("card"))
        }
    }

    @Test("coordinateSpace(.named(_:)), frame(in:) and bounds(of:) as iOS 17 spells them")
    func namedCoordinateSpace() throws {
        let texts = try ViewHost(Named(), layout: .fixed(width: 200, height: 60)).shownTexts
        #expect(texts == ["30 -30 true"], "\(texts)")
    }

    struct Ticking: View {
        @State private var ticks = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var body: some View {
            Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
        }
    }

    @Test("Timer.publish(every:on:in:).autoconnect() has not fired when the view appears")
    func timer() throws {
        #expect(try ViewHost(Ticking(), layout: .sizeThatFits).shownTexts == ["ticks 0"])
    }

    @Test("Selection, hover, keyboard, open-URL, dismissal and feedback modifiers change nothing in the picture")
    func invisibleModifiers() throws {
        let plain = try ViewHost(Button("Go") {}, layout: .sizeThatFits).displayList
        let modified = try ViewHost(
            Button("Go") {}
                .textSelection(.enabled)
                .hoverEffect(.lift)
                .keyboardShortcut("k", modifiers: [.command, .shift])
                .keyboardShortcut(.defaultAction)
                .onOpenURL { _ in }
                .interactiveDismissDisabled()
                .presentationContentInteraction(.scrolls)
                .sensoryFeedback(.selection, trigger: 0),
            layout: .sizeThatFits).displayList
        #expect(plain == modified)
        #expect(KeyboardShortcut.defaultAction.key == .return && KeyboardShortcut("k").modifiers == .command)
    }

    struct SaveAlert: View {
        let preferSave: Bool
        var body: some View {
            Text("Page").alert("Save changes?", isPresented: .constant(true)) {
                if preferSave {
                    Button("Save") {}.keyboardShortcut(.defaultAction)
                } else {
                    Button("Save") {}
                }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    @Test("In an alert the .defaultAction button is the preferred action: bold, and the cancel button is not")
    func preferredAlertAction() throws {
        func widths(_ preferSave: Bool) throws -> (save: CGFloat, cancel: CGFloat) {
            let host = ViewHost(SaveAlert(preferSave: preferSave), layout: .screen(.iPhone13Pro))
            return (try #require(try host.frame(ofText: "Save")).width, try #require(try host.frame(ofText: "Cancel")).width)
        }
        let plain = try widths(false), preferred = try widths(true)
        #expect(preferred.save > plain.save, "Save semibold: \(preferred.save) against \(plain.save)")
        #expect(preferred.cancel < plain.cancel, "Cancel regular: \(preferred.cancel) against \(plain.cancel)")
    }

    @Test("Image(systemName:variableValue:) below 1 is said: the stand-in cannot dim the layers past the value")
    func variableValue() throws {
        let half = ViewHost(Image(systemName: "wifi", variableValue: 0.5), layout: .sizeThatFits)
        _ = try half.displayList
        #expect(half.approximations.contains { $0.cause.contains("variableValue 0.5") && $0.file.hasSuffix("ModernModifierTests.swift") })
        for value in [nil, 1.0] {
            let whole = ViewHost(Image(systemName: "wifi", variableValue: value), layout: .sizeThatFits)
            #expect(try whole.displayList == ViewHost(Image(systemName: "wifi"), layout: .sizeThatFits).displayList)
            #expect(whole.approximations.isEmpty)
        }
    }

    struct SheetOver: View {
        var sheet: AnyView
        var body: some View {
            Text("Page").sheet(isPresented: .constant(true)) { sheet }
        }
    }

    func sheetHost(_ content: some View) -> ViewHost {
        ViewHost(SheetOver(sheet: AnyView(content)), layout: .screen(.iPhone13Pro))
    }

    func fills(_ host: ViewHost) throws -> [(ShapePath, RGBAColor)] {
        PreviewUITests.fills(in: try host.displayList.ops)
    }

    @Test("presentationBackground, presentationCornerRadius and presentationBackgroundInteraction change the sheet as on iOS")
    func sheetOptions() throws {
        let dim = RGBAColor(hex: 0x000000, alpha: 0.4)
        let medium = Text("In the sheet").presentationDetents([.medium, .large])
        // The page is dimmed, unless it takes taps at the sheet's detent.
        #expect(try fills(sheetHost(medium)).contains { $0.1 == dim })
        let undimmed = sheetHost(medium.presentationBackgroundInteraction(.enabled))
        #expect(try !fills(undimmed).contains { $0.1 == dim })
        #expect(try undimmed.frame(ofText: "In the sheet") == sheetHost(medium).frame(ofText: "In the sheet"),
                "the sheet stays at the bottom without the dimming behind it")
        #expect(try !fills(sheetHost(medium.presentationBackgroundInteraction(.enabled(upThrough: .medium)))).contains { $0.1 == dim })
        let tall = Text("In the sheet").presentationDetents([.fraction(0.8)]).presentationBackgroundInteraction(.enabled(upThrough: .medium))
        #expect(try fills(sheetHost(tall)).contains { $0.1 == dim }, "resting above the medium detent: dimmed")

        let yellow = try fills(sheetHost(medium.presentationBackground(.yellow)))
        #expect(yellow.contains { $0.1 == RGBAColor(hex: 0xFFCC00) && $0.0.bounds.minY == 422 }, "\(yellow.map(\.1))")
        let behind = try fills(sheetHost(medium.presentationBackground { Color.green }))
        #expect(behind.contains { $0.1 == RGBAColor(hex: 0x34C759) })

        let square = try sheetHost(medium.presentationCornerRadius(0)).displayList
        let round = try sheetHost(medium).displayList
        #expect(square != round)
        #expect(try sheetHost(medium.presentationCornerRadius(nil)).displayList == round, "nil: the system's radius")
        #expect(try sheetHost(medium.presentationCornerRadius(12)).displayList == round, "the system's radius is 12 pt")

        // A translucent sheet with larger corners over an undimmed page.
        let page = List { ForEach(1...12, id: \.self) { Text("Row \($0)") } }
            .sheet(isPresented: .constant(true)) {
                Text("Over the page").font(.title2.bold())
                    .presentationDetents([.height(200), .large])
                    .presentationBackground(.thinMaterial)
                    .presentationCornerRadius(28)
                    .presentationBackgroundInteraction(.enabled)
            }
        try GoldenImage.check(page, named: "sheet-options-light", layout: .screen(.iPhone13Pro))
    }

    @Test("presentationCompactAdaptation: a popover asked to stay one on iPhone, or a cover, is said; a sheet is drawn as one")
    func compactAdaptation() throws {
        func approximations(_ view: some View) throws -> [Approximation] {
            let host = ViewHost(view, layout: .screen(.iPhone13Pro))
            _ = try host.displayList
            return host.approximations
        }
        let popover = try approximations(Text("Page").popover(isPresented: .constant(true)) {
            Text("Tip").presentationCompactAdaptation(.popover)
        })
        #expect(popover.contains { $0.cause.contains("presentationCompactAdaptation(.popover) of a popover") && $0.drawnAs == "a sheet" })
        let cover = try approximations(Text("Page").sheet(isPresented: .constant(true)) {
            Text("Tip").presentationCompactAdaptation(horizontal: .fullScreenCover, vertical: .sheet)
        })
        #expect(cover.contains { $0.cause.contains(".fullScreenCover") })
        #expect(try approximations(Text("Page").sheet(isPresented: .constant(true)) {
            Text("Tip").presentationCompactAdaptation(.popover)
        }).isEmpty, "a sheet does not become a popover")
        #expect(try approximations(Text("Page").popover(isPresented: .constant(true)) {
            Text("Tip").presentationCompactAdaptation(.sheet)
        }).isEmpty)
    }
}
