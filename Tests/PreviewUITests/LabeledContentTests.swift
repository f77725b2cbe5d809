import Drawing
import Foundation
import PreviewUI
import Testing

/// `LabeledContent`: in a form row the label leading and the value trailing in the secondary
/// label colour; at accessibility sizes the value under the label; a custom style.
@MainActor
struct LabeledContentTests {
    static let secondaryLabel = RGBAColor(hex: 0x3C3C43, alpha: 0.6)

    struct Rows: View {
        var body: some View {
            Form {
                LabeledContent("Name", value: "Jane Appleseed")
                LabeledContent("Storage", value: 0.25, format: .percent)
                LabeledContent {
                    Text("v1.2")
                } label: {
                    Text("Version")
                }
            }
        }
    }

    @Test("In a form row: the label at the row's inset, the value at its trailing inset in the secondary label colour")
    func formRow() throws {
        let host = ViewHost(Rows(), layout: .fixed(width: 393, height: 300))
        let name = try #require(try host.frame(ofText: "Name")), value = try #require(try host.frame(ofText: "Jane Appleseed"))
        #expect(abs(name.minX - 40) < 1.5, "20 pt card margin + 20 pt row inset")
        #expect(abs(value.maxX - (393 - 40)) < 1.5)
        #expect(abs(name.midY - value.midY) < 0.5)
        let runs = textRuns(in: try host.displayList.ops)
        #expect(runs.first { $0.spec.string == "Jane Appleseed" }?.color == Self.secondaryLabel)
        #expect(runs.first { $0.spec.string == "Name" }?.color == RGBAColor(hex: 0x000000))
        #expect(try host.shownTexts.contains("25%"), "value:format: formats the value")
        #expect(try host.shownTexts.contains("v1.2") && host.shownTexts.contains("Version"))
        #expect(host.approximations.isEmpty, "\(host.approximations)")
    }

    @Test("Outside a form: label and value in a row, the value trailing")
    func outsideForm() throws {
        let host = ViewHost(LabeledContent("Name", value: "Jane").padding(), layout: .fixed(width: 300, height: 80))
        let name = try #require(try host.frame(ofText: "Name")), value = try #require(try host.frame(ofText: "Jane"))
        #expect(abs(name.minX - 16) < 1.5 && abs(value.maxX - 284) < 1.5)
    }

    @Test("At accessibility sizes the value goes under the label")
    func accessibilitySize() throws {
        let host = ViewHost(Form { LabeledContent("San Francisco", value: "20 °C, Sunny") }.dynamicTypeSize(.accessibility3),
                            layout: .fixed(width: 390, height: 400))
        let label = try #require(try host.frame(ofText: "San Francisco")), value = try #require(try host.frame(ofText: "20 °C, Sunny"))
        #expect(value.minY >= label.maxY - 1 && abs(value.minX - label.minX) < 1)
    }

    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label.font(.caption)
                configuration.content
            }
        }
    }

    @Test("A custom LabeledContentStyle lays out the configuration's label and content")
    func customStyle() throws {
        let host = ViewHost(LabeledContent("Name", value: "Jane").labeledContentStyle(Stacked()), layout: .fixed(width: 300, height: 80))
        let name = try #require(try host.frame(ofText: "Name")), value = try #require(try host.frame(ofText: "Jane"))
        #expect(value.minY >= name.maxY - 1 && abs(value.minX - name.minX) < 1)
        #expect(textRuns(in: try host.displayList.ops).first { $0.spec.string == "Name" }?.spec.font.size == 12)
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    /// A settings form as apps write it: a menu picker row and LabeledContent rows.
    struct Settings: View {
        @State var theme = "System"
        var body: some View {
            Form {
                Section("Display") {
                    Picker("Theme", selection: $theme) {
                        ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
                    }
                    LabeledContent("Text Size", value: "Default")
                }
                Section("About") {
                    LabeledContent("Version", value: "2.4.1")
                    LabeledContent("Build", value: 1207, format: .number)
                }
            }
        }
    }

    @Test("Golden: a form with a menu picker row and LabeledContent rows", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        try GoldenImage.check(Settings(), named: "labeled-content-form-\(scheme)", layout: .fixed(width: 393, height: 330),
                              colorScheme: scheme)
    }
}
