import Foundation
import Gallery

/// A folder under the system's temporary directory, removed by ``remove()``.
struct TemporaryFolder {
    let url: URL

    init(_ label: String = "test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("proofsheet-gallery-\(label)-\(UUID().uuidString.lowercased())", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Every file and folder under `root`, hidden ones included, as sorted relative paths.
func relativeFiles(under root: URL) -> [String] {
    let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
    guard let enumerator = FileManager.default.enumerator(atPath: rootPath) else { return [] }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        FileManager.default.fileExists(atPath: rootPath + "/" + path, isDirectory: &isDirectory)
        if !isDirectory.boolValue { paths.append(path) }
    }
    return paths.sorted()
}

func readText(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
}

/// Catalogues and reports with images that look a little like components, drawn by the tests.
enum SampleSite {
    static let accent = PNGFixture.Color(red: 10, green: 132, blue: 255)

    /// A card with a title bar and a pill, in the look of a light or dark component.
    static func component(
        width: Int, height: Int, scheme: GalleryColorScheme, pill: Double, accent: PNGFixture.Color = accent
    ) -> PNGFixture {
        var image = PNGFixture(width: width, height: height)
        let light = scheme == .light
        let card = light ? PNGFixture.Color(red: 255, green: 255, blue: 255) : .init(red: 28, green: 28, blue: 30)
        let text = light ? PNGFixture.Color(red: 60, green: 60, blue: 67) : .init(red: 235, green: 235, blue: 245)
        let faint = light ? PNGFixture.Color(red: 209, green: 209, blue: 214) : .init(red: 72, green: 72, blue: 74)
        let inset = max(width / 40, 2)
        image.fillRoundedRect(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset,
                              radius: height / 5, color: card)
        let row = height / 6
        image.fillRoundedRect(x: width / 12, y: height / 4, width: width / 3, height: row, radius: row / 2, color: text)
        image.fillRoundedRect(x: width / 12, y: height / 4 + row * 2, width: width / 2, height: row / 2,
                              radius: row / 4, color: faint)
        let pillWidth = Int(Double(width) * 0.3)
        let pillX = width / 2 + Int(Double(width / 2 - pillWidth - width / 12) * pill)
        image.fillRoundedRect(x: pillX, y: height / 4, width: pillWidth, height: height / 2,
                              radius: height / 4, color: accent)
        return image
    }

    /// Three components, five previews, light and dark variants, PNG and SVG files in `folder`.
    static func catalog(imagesIn folder: URL, scale: Int = 2) throws -> GalleryCatalog {
        /// A transition of six frames (the pill sliding across) at 30 fps.
        func motion(_ preview: String, _ stem: String, width: Double, height: Double, scheme: GalleryColorScheme) throws -> GalleryMotion {
            var frames: [URL] = []
            for i in 0..<6 {
                let url = folder.appendingPathComponent("\(preview)/\(stem)@\(scale)x.motion/\(String(format: "%03d", i)).png")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try component(width: Int(width) * scale, height: Int(height) * scale, scheme: scheme, pill: Double(i) / 10).write(to: url)
                frames.append(url)
            }
            return GalleryMotion(frames: frames, framesPerSecond: 30, animatedPNG: frames[0], filmstrip: frames[5])
        }
        func snapshots(_ preview: String, _ state: String, width: Double, height: Double, pill: Double,
                       variants: [(String, GalleryColorScheme)] = [("light", .light), ("dark", .dark)]) throws
            -> [GallerySnapshot]
        {
            try variants.map { variant, scheme in
                let png = folder.appendingPathComponent("\(preview)/\(state)-\(variant)@\(scale)x.png")
                let image = component(width: Int(width) * scale, height: Int(height) * scale, scheme: scheme, pill: pill)
                try image.write(to: png)
                let svg = folder.appendingPathComponent("\(preview)/\(state)-\(variant)@\(scale)x.svg")
                try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\"/>".utf8)
                    .write(to: svg)
                return GallerySnapshot(variant: variant, colorScheme: scheme, width: width, height: height,
                                       scale: scale, png: png, svg: svg)
            }
        }
        return GalleryCatalog(title: "Sample gallery", previews: [
            GalleryPreview(
                name: "cups-of-water", title: "Cups of Water", component: "CollapsibleWheelPicker",
                description: "A form row that opens a wheel picker in place.\n\nThe value stays visible while collapsed.",
                states: [
                    GalleryState(name: "collapsed", snapshots: try snapshots(
                        "cups-of-water", "collapsed", width: 180, height: 60, pill: 0,
                        variants: [("light", .light), ("dark", .dark), ("dark-rtl", .dark)])),
                    GalleryState(name: "expanded", interactions: ["tap “Cups of Water”"],
                                 snapshots: try snapshots("cups-of-water", "expanded", width: 180, height: 90, pill: 0.5).map {
                                     var s = $0
                                     s.motion = try motion("cups-of-water", "expanded-\(s.variant)", width: 180, height: 90,
                                                           scheme: s.colorScheme)
                                     return s
                                 }),
                    GalleryState(name: "selected", interactions: ["tap “Cups of Water”", "select 4 in the wheel"],
                                 snapshots: try snapshots("cups-of-water", "selected", width: 180, height: 90, pill: 1)),
                ]),
            GalleryPreview(
                name: "transport-mode", title: "Transport mode", component: "SegmentedControl",
                description: "Car, bicycle or airplane; the selection moves with a spring.",
                states: [
                    GalleryState(name: "car", snapshots: try snapshots("transport-mode", "car", width: 200, height: 44, pill: 0)),
                    GalleryState(name: "bicycle", interactions: ["tap “bicycle”"],
                                 snapshots: try snapshots("transport-mode", "bicycle", width: 200, height: 44, pill: 1)),
                ]),
            GalleryPreview(
                name: "notifications", title: "Notifications", component: "Toggle",
                description: "A labelled switch.",
                states: [
                    GalleryState(name: "off", snapshots: try snapshots("notifications", "off", width: 160, height: 44, pill: 0)),
                    GalleryState(name: "on", interactions: ["tap the switch"],
                                 snapshots: try snapshots("notifications", "on", width: 160, height: 44, pill: 1)),
                ]),
            GalleryPreview(
                name: "airplane-mode", title: "Airplane mode", component: "Toggle",
                description: "Only a light variant exists; dark mode shows it too.",
                states: [
                    GalleryState(name: "on", snapshots: try snapshots(
                        "airplane-mode", "on", width: 160, height: 44, pill: 1, variants: [("light", .light)])),
                ]),
            GalleryPreview(
                name: "trip-summary", title: "Trip summary", component: "CollapsibleWheelPicker",
                description: "Two wheels side by side.",
                states: [
                    GalleryState(name: "initial", snapshots: try snapshots("trip-summary", "initial", width: 180, height: 60, pill: 0.3)),
                ]),
        ])
    }

    /// One entry of each status; the failure has expected, actual and diff images in `folder`.
    static func report(imagesIn folder: URL) throws -> GalleryDiffReport {
        let expected = component(width: 360, height: 180, scheme: .light, pill: 0)
        let actual = component(width: 360, height: 180, scheme: .light, pill: 0.6,
                               accent: .init(red: 52, green: 199, blue: 89))
        var diff = PNGFixture(width: 360, height: 180)
        var count = 0
        for y in 0..<180 {
            for x in 0..<360 {
                let a = expected[x, y]
                if a != actual[x, y] {
                    diff[x, y] = .init(red: 255, green: 0, blue: 0)
                    count += 1
                } else {
                    let luminance = (Int(a.red) * 3 + Int(a.green) * 6 + Int(a.blue)) / 10
                    let grey = UInt8(255 - (255 - luminance) / 3)
                    diff[x, y] = .init(red: grey, green: grey, blue: grey, alpha: a.alpha)
                }
            }
        }
        let files = [("expected", expected), ("actual", actual), ("diff", diff)]
        for (name, image) in files {
            try image.write(to: folder.appendingPathComponent("transport-mode/bicycle-light.\(name).png"))
        }
        let missing = component(width: 320, height: 88, scheme: .dark, pill: 0.4)
        try missing.write(to: folder.appendingPathComponent("notifications/on-dark.actual.png"))
        let orphan = component(width: 320, height: 88, scheme: .light, pill: 1)
        try orphan.write(to: folder.appendingPathComponent("old-toggle/on-light.expected.png"))
        func file(_ path: String) -> GalleryReportImage { .copy(from: folder.appendingPathComponent(path)) }
        return GalleryDiffReport(title: "Sample snapshot report", entries: [
            GalleryDiffEntry(name: "cups-of-water/collapsed-light", status: .passed, differentPixels: 0,
                             totalPixels: 43_200, threshold: 0.1, fingerprintMatches: true),
            GalleryDiffEntry(name: "old-toggle/on-light", status: .orphaned, threshold: 0.1,
                             expected: file("old-toggle/on-light.expected.png")),
            GalleryDiffEntry(name: "transport-mode/bicycle-light", status: .failed, differentPixels: count,
                             totalPixels: 360 * 180, threshold: 0.1, fingerprintMatches: false,
                             expected: file("transport-mode/bicycle-light.expected.png"),
                             actual: file("transport-mode/bicycle-light.actual.png"),
                             diff: file("transport-mode/bicycle-light.diff.png")),
            GalleryDiffEntry(name: "notifications/on-dark", status: .missing, threshold: 0.1,
                             actual: file("notifications/on-dark.actual.png")),
            GalleryDiffEntry(name: "cups-of-water/expanded-dark", status: .passed, differentPixels: 0,
                             totalPixels: 64_800, threshold: 0.1, fingerprintMatches: true),
        ])
    }
}
