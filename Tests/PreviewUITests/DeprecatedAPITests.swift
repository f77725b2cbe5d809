import Drawing
import Foundation
import PreviewUI
import Testing

/// The spellings older code still uses, drawn as their replacements are: `ActionSheet`,
/// `navigationBarItems`, `presentationMode`, `navigationViewStyle`, `autocapitalization`, and
/// UIKit's `UIImage` in `Image(uiImage:)`, feedback generators and `UIApplication.shared`.
@MainActor
struct DeprecatedAPITests {
    func list(_ view: some View) throws -> DisplayList {
        try ViewHost(view, layout: .screen(.iPhone13Pro)).displayList
    }

    @Test("An ActionSheet is the confirmation dialog that replaced it, title shown")
    func actionSheet() throws {
        let old = Text("Page").actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Photo"), message: Text("Choose a source"),
                        buttons: [.default(Text("Camera")), .destructive(Text("Remove")), .cancel()])
        }
        let new = Text("Page").confirmationDialog(Text("Photo"), isPresented: .constant(true), titleVisibility: .visible) {
            Button("Camera") {}
            Button("Remove", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Choose a source")
        }
        #expect(try list(old) == list(new))
        struct Item: Identifiable { let id = 1 }
        let byItem = Text("Page").actionSheet(item: .constant(Item())) { _ in
            ActionSheet(title: Text("Photo"), message: Text("Choose a source"),
                        buttons: [.default(Text("Camera")), .destructive(Text("Remove")), .cancel()])
        }
        #expect(try list(byItem) == list(new))
    }

    @Test("navigationBarItems are the toolbar items that replaced them; navigationViewStyle and autocapitalization change nothing")
    func navigationBarItems() throws {
        let old = NavigationView {
            Text("Body").navigationBarTitle("Inbox", displayMode: .inline)
                .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
        }
        .navigationViewStyle(StackNavigationViewStyle())
        let new = NavigationView {
            Text("Body").navigationBarTitle("Inbox", displayMode: .inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
        }
        #expect(try list(old) == list(new))
        let host = ViewHost(old, layout: .screen(.iPhone13Pro))
        #expect(try host.shownTexts.contains("Edit") && host.shownTexts.contains("Add"))
        #expect(try list(TextField("Email", text: .constant("")).autocapitalization(.none).navigationViewStyle(.stack))
                == list(TextField("Email", text: .constant(""))))
    }

    struct Presenter: View {
        @State var shown = true
        var body: some View {
            Text("Page").sheet(isPresented: $shown) { Closer() }
        }
    }

    struct Closer: View {
        @Environment(\.presentationMode) var presentationMode
        var body: some View {
            Button(presentationMode.wrappedValue.isPresented ? "Close sheet" : "Not presented") {
                presentationMode.wrappedValue.dismiss()
            }
        }
    }

    @Test("presentationMode: isPresented inside a sheet, and dismiss() closes it")
    func presentationMode() throws {
        let host = ViewHost(Presenter(), layout: .screen(.iPhone13Pro))
        #expect(try host.shownTexts.contains("Close sheet"))
        try host.tap(text: "Close sheet")
        #expect(try !host.shownTexts.contains("Close sheet"))
        #expect(try ViewHost(Closer(), layout: .sizeThatFits).shownTexts == ["Not presented"])
    }

    @Test("Image(uiImage:) draws a UIImage's symbol, bytes (PNG, GIF) or file at its scale; UIImage(named:) of nothing is nil")
    func uiImage() throws {
        #expect(try list(Image(uiImage: UIImage(systemName: "star")!)) == list(Image(systemName: "star")))
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)

        var red = RGBAImage(width: 4, height: 2, pixels: [UInt8](repeating: 0, count: 32))
        for i in 0..<8 { red.pixels[i * 4] = 255; red.pixels[i * 4 + 3] = 255 }
        let png = try #require(UIImage(data: Data(try PNGCodec.encode(red)), scale: 2))
        #expect(png.size == CGSize(width: 2, height: 1))
        let host = ViewHost(Image(uiImage: png).resizable().frame(width: 40, height: 20), layout: .sizeThatFits)
        let image = try RasterRenderer.render(try host.displayList, scale: 1).rgba()
        #expect(image.width == 40 && Array(image.pixels[(10 * 40 + 20) * 4..<((10 * 40 + 20) * 4 + 4)]) == [255, 0, 0, 255])

        // A 1 × 1 GIF whose one pixel is red: read through gdk-pixbuf.
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00,
                                                   0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]
        let decoded = try #require(UIImage(data: Data(gif)))
        #expect(decoded.size == CGSize(width: 1, height: 1))

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-uiimage-\(UUID().uuidString)@2x.png")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(try PNGCodec.encode(red)).write(to: file)
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 2, height: 1), "@2x: two pixels a point")
    }

    @Test("ContextMenu(menuItems:) is contextMenu(menuItems:); statusBar(hidden:) leaves the status bar out, the safe area as it is")
    func contextMenuAndStatusBar() throws {
        #expect(try list(Text("Hold").contextMenu(ContextMenu { Button("Copy") {} })) == list(Text("Hold").contextMenu { Button("Copy") {} }))
        #expect(try list(Text("Hold").contextMenu(nil as ContextMenu<EmptyView>?)) == list(Text("Hold")))
        let shown = ViewHost(Text("Page").frame(maxHeight: .infinity, alignment: .top), layout: .screen(.iPhone13Pro))
        let hidden = ViewHost(Text("Page").frame(maxHeight: .infinity, alignment: .top).statusBar(hidden: true), layout: .screen(.iPhone13Pro))
        func statusBar(_ host: ViewHost) throws -> Bool {
            PreviewUITests.textRuns(in: try host.displayList.ops).contains { $0.spec.string == "9:41" }
        }
        #expect(try statusBar(shown) && !statusBar(hidden))
        #expect(try hidden.frame(ofText: "Page") == shown.frame(ofText: "Page"))
        let outer = ViewHost(Text("Page").statusBar(hidden: true).statusBar(hidden: false), layout: .screen(.iPhone13Pro))
        #expect(try statusBar(outer), "the outermost decides")
    }

    @Test("Feedback generators and UIApplication.shared accept what views ask and open nothing")
    func uiKitCalls() {
        UIImpactFeedbackGenerator(style: .rigid).impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false)
        #expect(!UIApplication.shared.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
    }
}
