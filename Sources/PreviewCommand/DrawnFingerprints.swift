import Foundation
import PreviewTesting

/// The fingerprints of what a gallery site shows (`PreviewFrame.drawingFingerprint`), kept
/// beside the site as `<site>.fingerprints.json`: the next `gallery --reuse` of that site
/// draws only the snapshots whose display lists changed. They hold for one renderer
/// (`RendererFingerprint.stamp()`); another stamp makes the whole file void.
struct DrawnFingerprints: Codable, Equatable {
    /// The renderer's stamp.
    var renderer: UInt64
    /// Image path under the site's `images/` (`cups-of-water/collapsed-light@2x.png`) → the
    /// fingerprint of what it shows.
    var snapshots: [String: UInt64] = [:]

    init(renderer: UInt64) {
        self.renderer = renderer
    }

    // Written in hexadecimal: JSON numbers lose 64-bit integers in many readers.
    private enum CodingKeys: String, CodingKey { case renderer, snapshots }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let renderer = UInt64(try c.decode(String.self, forKey: .renderer), radix: 16) else {
            throw DecodingError.dataCorruptedError(forKey: .renderer, in: c, debugDescription: "not a hexadecimal fingerprint")
        }
        self.renderer = renderer
        for (path, value) in try c.decode([String: String].self, forKey: .snapshots) {
            guard let v = UInt64(value, radix: 16) else {
                throw DecodingError.dataCorruptedError(forKey: .snapshots, in: c, debugDescription: "\(path): not a hexadecimal fingerprint")
            }
            snapshots[path] = v
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(String(renderer, radix: 16), forKey: .renderer)
        try c.encode(snapshots.mapValues { String($0, radix: 16) }, forKey: .snapshots)
    }

    static func file(besideSite site: URL) -> URL {
        let site = site.standardizedFileURL
        return site.deletingLastPathComponent().appendingPathComponent(site.lastPathComponent + ".fingerprints.json")
    }

    /// The fingerprints kept beside `site` for this renderer; nil when there are none, they are
    /// unreadable or another renderer drew them (everything is then drawn again).
    static func read(besideSite site: URL, renderer: UInt64) -> DrawnFingerprints? {
        guard let data = try? Data(contentsOf: file(besideSite: site)),
            let kept = try? JSONDecoder().decode(DrawnFingerprints.self, from: data),
            kept.renderer == renderer
        else { return nil }
        return kept
    }

    static func remove(besideSite site: URL) {
        try? FileManager.default.removeItem(at: file(besideSite: site))
    }

    func write(besideSite site: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(self)) + [0x0A], to: Self.file(besideSite: site))
    }
}
