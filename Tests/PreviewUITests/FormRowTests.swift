import Drawing
import PreviewUI
import Testing

/// Rows of an inset-grouped Form as iOS draws them (ios-metrics.md §2): 44-point rows,
/// capitalised secondary headers, an inline picker's options as rows of their own.
@MainActor
struct FormRowTests {
    struct FlavorForm: View {
        @State var flavor = "Vanilla"
        var body: some View {
            Form {
                Section("Flavor") {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }
                Toggle("Sprinkles", isOn: .constant(true))
            }
        }
    }

    @Test("An inline picker in a form has a 44-point row per option; tapping a row selects it")
    func inlinePickerRows() throws {
        let host = ViewHost(FlavorForm(), layout: .fixed(width: 393, height: 400))
        let chocolate = try #require(try host.frame(ofText: "Chocolate"))
        let vanilla = try #require(try host.frame(ofText: "Vanilla"))
        let strawberry = try #require(try host.frame(ofText: "Strawberry"))
        #expect(abs(vanilla.minY - chocolate.minY - 44) < 1e-9)
        #expect(abs(strawberry.minY - vanilla.minY - 44) < 1e-9)
        // The right half of the row, away from the text, still selects it.
        try host.tap(at: CGPoint(x: 300, y: strawberry.midY))
        #expect(try host.value(ofControl: "picker") == AnyHashable("Strawberry"))
    }

    @Test("A toggle row is 44 points, like a text row")
    func toggleRowHeight() throws {
        let host = ViewHost(Form {
            Text("Name")
            Toggle("Sprinkles", isOn: .constant(true))
            Text("Below")
        }, layout: .fixed(width: 393, height: 300))
        let name = try #require(try host.frame(ofText: "Name"))
        let toggle = try #require(try host.frame(ofText: "Sprinkles"))
        let below = try #require(try host.frame(ofText: "Below"))
        #expect(abs(toggle.minY - name.minY - 44) < 1e-9)
        #expect(abs(below.minY - toggle.minY - 44) < 1e-9)
    }

    @Test("Section headers in a form are capitalised and secondary; .textCase(nil) keeps them as written")
    func sectionHeaders() throws {
        let host = ViewHost(Form {
            Section("Account") { Text("Row") }
            Section { Text("Row 2") } header: { Text("Kept").textCase(nil) }
        }, layout: .fixed(width: 393, height: 300))
        let texts = try host.shownTexts
        #expect(texts.contains("ACCOUNT"))
        #expect(texts.contains("Kept"))
        let header = try #require(textRuns(in: try host.displayList.ops).first { $0.spec.string == "ACCOUNT" })
        #expect(header.color == RGBAColor(hex: 0x3C3C43, alpha: 0.6))
        #expect(header.spec.font.size == 13)
    }

    @Test(".foregroundStyle(.secondary) on a container makes its texts secondary")
    func hierarchicalForeground() throws {
        let host = ViewHost(VStack { Text("Dim") }.foregroundStyle(.secondary), layout: .sizeThatFits)
        let run = try #require(textRuns(in: try host.displayList.ops).first)
        #expect(run.color == RGBAColor(hex: 0x3C3C43, alpha: 0.6))
    }
}
