import CCairo
import CPango
import CPng
import CRsvg
import Foundation

/// What the pixels depend on besides the display list: library versions and the font files.
/// Stored beside references (`Snapshots/renderer.json`) so that a failed comparison can say
/// when the references were made with other libraries or fonts.
public struct RendererFingerprint: Sendable, Codable, Equatable {
    public var cairo: String
    public var pango: String
    public var freetype: String
    public var librsvg: String
    public var libpng: String
    /// FNV-1a over the names and contents of the pinned font files, as 16 hex digits.
    public var fonts: String

    public init(cairo: String, pango: String, freetype: String, librsvg: String, libpng: String, fonts: String) {
        self.cairo = cairo
        self.pango = pango
        self.freetype = freetype
        self.librsvg = librsvg
        self.libpng = libpng
        self.fonts = fonts
    }

    /// One short line, e.g. `cairo 1.16.0, pango 1.50.12, freetype 2.12.1, librsvg 2.54.7, libpng 1.6.39, fonts 3f0c…`.
    public var summary: String {
        "cairo \(cairo), pango \(pango), freetype \(freetype), librsvg \(librsvg), libpng \(libpng), fonts \(fonts)"
    }

    /// The fields that differ from `other`, as readable phrases (empty when they match).
    public func differences(from other: RendererFingerprint) -> [String] {
        var out: [String] = []
        let pairs: [(String, String, String)] = [
            ("cairo", cairo, other.cairo), ("pango", pango, other.pango), ("freetype", freetype, other.freetype),
            ("librsvg", librsvg, other.librsvg), ("libpng", libpng, other.libpng), ("fonts", fonts, other.fonts),
        ]
        for (name, mine, theirs) in pairs where mine != theirs {
            out.append("\(name) \(theirs) → \(mine)")
        }
        return out
    }

    /// The fingerprint of this process's renderer (computed once; reads the font files).
    public static func current() throws -> RendererFingerprint {
        try cached.get()
    }

    private static let cached: Result<RendererFingerprint, DrawingError> = {
        do throws(DrawingError) {
            let fonts = try PinnedFonts.get()
            var hash = FNV1a.offsetBasis
            for file in fonts.files {
                hash = FNV1a.hash(URL(fileURLWithPath: file).lastPathComponent.utf8, seed: hash)
                if let data = FileManager.default.contents(atPath: file) {
                    hash = data.withUnsafeBytes { FNV1a.hashWords($0, seed: hash) }
                }
            }
            var library: FT_Library?
            var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
            if FT_Init_FreeType(&library) == 0, let library {
                FT_Library_Version(library, &major, &minor, &patch)
                FT_Done_FreeType(library)
            }
            let hex = String(hash, radix: 16)
            return .success(RendererFingerprint(
                cairo: String(cString: cairo_version_string()),
                pango: String(cString: pango_version_string()),
                freetype: "\(major).\(minor).\(patch)",
                librsvg: "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)",
                libpng: String(cString: png_get_libpng_ver(nil)),
                fonts: String(repeating: "0", count: 16 - hex.count) + hex))
        } catch {
            return .failure(error)
        }
    }()
}
