import Drawing
import Foundation
import PreviewUI
import Testing

/// The accessibility tree: elements derived from views as iOS derives them, the modifiers that
/// change it, and the audits over it.
@Suite("Accessibility tree")
@MainActor
struct AccessibilityTreeTests {
    private func tree<V: View>(_ view: V, layout: PreviewLayout = .sizeThatFits,
                               _ env: @escaping (inout EnvironmentValues) -> Void = { _ in }) throws -> AccessibilityTree {
        try ViewHost(view, layout: layout, environment: env).accessibilityTree()
    }

    @Test("texts are static text; a button is one element of its label; a symbol reads by its label or name")
    func basics() throws {
        let t = try tree(VStack {
            Text("Title")
            Button("Save") {}
            Button {} label: { HStack { Image(systemName: "star.fill"); Text("Favourite") } }
            Button {} label: { Image(systemName: "plus") }
            Button {} label: { Image(systemName: "chevron.right") }.accessibilityLabel("Show details")
            Link("Terms", destination: URL(string: "https://example.com/terms")!)
        })
        #expect(t.elements.map(\.spoken) == [
            "Title", "Save, button", "star fill, Favourite, button", "Add, button", "Show details, button", "Terms, link",
        ])
        #expect(t.elements[0].traits == .isStaticText)
        #expect(t.elements.map(\.labelSource) == [.text, .text, .text, .symbolLabel, .explicit, .text])
        // Frames are where the views are, in page points.
        let host = ViewHost(VStack { Text("Title"); Button("Save") {} })
        let frame = try #require(try host.frame(ofText: "Save"))
        #expect(try host.accessibilityTree().elements[1].frame == onPixelGrid(frame), "as drawn, on the pixel grid")
    }

    @Test("controls: a toggle is a switch with its state, pickers and sliders are adjustable with their values")
    func controls() throws {
        struct Controls: View {
            @State var on = true
            @State var size = 1
            @State var mode = "B"
            @State var level = 0.25
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on)
                    Picker("Size", selection: $size) { ForEach(0..<4) { Text("\($0) cups").tag($0) } }.pickerStyle(.wheel)
                    Picker("Mode", selection: $mode) { ForEach(["A", "B", "C"], id: \.self) { Text($0).tag($0) } }.pickerStyle(.segmented)
                    Slider(value: $level).accessibilityLabel("Volume")
                }
            }
        }
        let e = try tree(Controls()).elements
        #expect(e.map(\.spoken) == [
            "Wi-Fi, on, switch button", "Size, 1 cups, adjustable", "A, 1 of 3, button", "selected, B, 2 of 3, button",
            "C, 3 of 3, button", "Volume, 25%, adjustable",
        ])
        #expect(e[3].traits.contains(.isSelected) && !e[2].traits.contains(.isSelected))
        #expect(e[1].isAdjustable && e[5].isAdjustable)
    }

    @Test("accessibilityElement(children:), hidden, decorative images, sort priority, value, hint, traits and identifier")
    func modifiers() throws {
        let t = try tree(VStack {
            HStack { Text("Cups"); Text("3") }.accessibilityElement(children: .combine)
            HStack { Text("ignored"); Image(systemName: "star") }.accessibilityElement(children: .ignore).accessibilityLabel("Rating")
            Text("secret").accessibilityHidden(true)
            Image(decorative: "banner")
            Text("Last").accessibilitySortPriority(1)
            Text("Header").accessibilityAddTraits(.isHeader).accessibilityHint("Opens the list").accessibilityIdentifier("head")
            Text("Count").accessibilityValue("7")
        })
        #expect(t.elements.map(\.spoken) == [
            "Last", "Cups, 3", "Rating", "Header, heading. Opens the list", "Count, 7",
        ])
        #expect(t.elements[3].identifier == "head")
        #expect(t.text.contains("3. “Rating”"))
        #expect(t.text.contains("   hint: Opens the list") && t.text.contains("   identifier: head"))
        #expect(t.text.hasPrefix("# VoiceOver reads 5 elements, in this order\n"))
    }

    @Test("right to left, frames are mirrored as the picture is; a presented alert is all VoiceOver reads")
    func mirroringAndModality() throws {
        let row = HStack { Text("A"); Spacer(); Text("B") }.frame(width: 200)
        let ltr = try tree(row)
        let rtl = try tree(row) { $0.layoutDirection = .rightToLeft }
        #expect(ltr.elements.map(\.label) == ["A", "B"])
        #expect(rtl.elements[0].frame.maxX == 200 && ltr.elements[0].frame.minX == 0)

        struct Alerting: View {
            @State var shown = true
            var body: some View {
                Text("Behind").alert("Delete?", isPresented: $shown) { Button("Delete", role: .destructive) {} }
            }
        }
        let labels = try tree(Alerting(), layout: .device).elements.map(\.label)
        #expect(!labels.contains("Behind"))
        #expect(labels.contains("Delete?") && labels.contains("Delete"))
    }

    @Test("audits: buttons without labels, small targets, taps that are not buttons, images read by name, cut text")
    func audits() throws {
        let t = try tree(VStack(spacing: 20) {
            Button {} label: { Image(systemName: "chevron.right") }
            Button {} label: { Text("Continue").frame(minWidth: 200, minHeight: 44) }
            Text("Tap me").onTapGesture {}
            Image(systemName: "car")
            Text("A long line that cannot fit in a narrow frame").lineLimit(1).frame(width: 60)
        }, { $0.dynamicTypeSize = .accessibility5 })
        let kinds = t.audit(dynamicTypeSize: .accessibility5).map(\.kind)
        #expect(kinds == [.buttonWithoutLabel, .smallTapTarget, .tapWithoutButton, .imageWithoutLabel, .truncatedText])
        // At the default size, a cut text is not reported.
        #expect(!t.audit(dynamicTypeSize: .large).map(\.kind).contains(.truncatedText))
        let finding = try #require(t.audit(dynamicTypeSize: .large).first)
        #expect(finding.approximation.cause.contains("labelled only by its image's name (“chevron right”)"))
        #expect(finding.approximation.drawnAs == "VoiceOver reads “chevron right, button”")
    }

    @Test("contrast is measured on the pixels: light grey on white fails AA, black passes, large text needs 3:1")
    func contrast() throws {
        let view = VStack {
            Text("Faint").foregroundStyle(Color(white: 0.7))
            Text("Plain")
            Text("Big grey").font(.system(size: 24)).foregroundStyle(Color(white: 0.55))
            Text("Small grey").foregroundStyle(Color(white: 0.55))
        }.padding().background(Color.white)
        let host = ViewHost(view)
        let list = try host.render().displayList
        let image = try RasterRenderer.render(list, scale: 2)
        let findings = try host.accessibilityTree().contrastAudit(image)
        #expect(findings.map(\.spoken) == ["Faint", "Small grey"])
        #expect(findings.allSatisfy { $0.kind == .lowContrast })
        #expect(findings[0].message.contains("asks 4.5:1"))
        // WCAG's ratios: black on white is 21:1, #767676 on white just passes 4.5:1.
        let white = (1.0, 1.0, 1.0)
        #expect(abs(AccessibilityTree.contrastRatio((0, 0, 0), white) - 21) < 0.01)
        #expect(AccessibilityTree.contrastRatio((0x76 / 255.0, 0x76 / 255.0, 0x76 / 255.0), white) > 4.5)
    }

    @Test("the annotated picture: the snapshot, each element outlined in its colour, and a legend beside it")
    func annotated() throws {
        let host = ViewHost(VStack { Text("One"); Button("Two") {} })
        let page = try host.render().displayList
        let tree = try host.accessibilityTree()
        let annotated = tree.annotated(page)
        #expect(annotated.size.width == page.size.width + AccessibilityTree.legendWidth)
        let legend = textRuns(in: annotated.ops).map(\.spec.string)
        #expect(legend.contains("1. One") && legend.contains("2. Two") && legend.contains("button"))
        let outlines = annotated.ops.compactMap { op -> RGBAColor? in
            if case .stroke(_, let c, _) = op { return c }
            return nil
        }
        #expect(outlines == Array(AccessibilityTree.palette.prefix(2)))
    }
}
