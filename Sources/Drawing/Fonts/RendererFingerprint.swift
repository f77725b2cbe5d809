import CCairo
import CPoppler
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
    /// FNV-1a over `fontFiles` (the names, versions and content hashes of the pinned font
    /// files and of the fonts the user's package bundles), as 16 hex digits.
    public var fonts: String
    /// Each pinned font file, and each font file the user's package bundles, sorted: its
    /// name, its font version and the FNV-1a of its contents, e.g. `NotoColorEmoji.ttf 2.042
    /// 4c1d…` (empty in a fingerprint recorded before the list existed).
    public var fontFiles: [String]
    /// Poppler, which draws PDF images (empty in a fingerprint recorded before it was used).
    public var poppler: String

    public init(
        cairo: String, pango: String, freetype: String, librsvg: String, libpng: String, fonts: String, fontFiles: [String] = [],
        poppler: String = ""
    ) {
        self.poppler = poppler
        self.cairo = cairo
        self.pango = pango
        self.freetype = freetype
        self.librsvg = librsvg
        self.libpng = libpng
        self.fonts = fonts
        self.fontFiles = fontFiles
    }

    private enum CodingKeys: String, CodingKey {
        case cairo, pango, freetype, librsvg, libpng, fonts, fontFiles, poppler
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            cairo: try c.decode(String.self, forKey: .cairo), pango: try c.decode(String.self, forKey: .pango),
            freetype: try c.decode(String.self, forKey: .freetype), librsvg: try c.decode(String.self, forKey: .librsvg),
            libpng: try c.decode(String.self, forKey: .libpng), fonts: try c.decode(String.self, forKey: .fonts),
            fontFiles: try c.decodeIfPresent([String].self, forKey: .fontFiles) ?? [],
            poppler: try c.decodeIfPresent(String.self, forKey: .poppler) ?? "")
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
            ("poppler", poppler, other.poppler),
        ]
        // A version missing on one side (recorded before it was listed) is unknown, not changed.
        for (name, mine, theirs) in pairs where mine != theirs && !(name == "poppler" && (mine.isEmpty || theirs.isEmpty)) {
            out.append("\(name) \(theirs) → \(mine)")
        }
        // Which files changed, by name (when both sides list them).
        if fonts != other.fonts, !fontFiles.isEmpty, !other.fontFiles.isEmpty {
            func byName(_ list: [String]) -> [String: String] {
                Dictionary(list.map { (String($0.prefix { $0 != " " }), $0) }, uniquingKeysWith: { a, _ in a })
            }
            let mine = byName(fontFiles), theirs = byName(other.fontFiles)
            for name in Set(mine.keys).union(theirs.keys).sorted() where mine[name] != theirs[name] {
                out.append("font \(theirs[name] ?? "\(name) (none)") → \(mine[name] ?? "none")")
            }
        }
        return out
    }

    /// The fingerprint of this process's renderer (computed once; reads the font files).
    public static func current() throws -> RendererFingerprint {
        try cached.get()
    }

    private static let cached: Result<RendererFingerprint, DrawingError> = {
        do throws(DrawingError) {
            let fontFiles = fontFiles(of: try PinnedFonts.get())
            let hash = FNV1a.hash(fontFiles.joined(separator: "\n").utf8)
            var library: FT_Library?
            var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
            if FT_Init_FreeType(&library) == 0, let library {
                FT_Library_Version(library, &major, &minor, &patch)
                FT_Done_FreeType(library)
            }
            return .success(RendererFingerprint(
                cairo: String(cString: cairo_version_string()),
                pango: String(cString: pango_version_string()),
                freetype: "\(major).\(minor).\(patch)",
                librsvg: "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)",
                libpng: String(cString: png_get_libpng_ver(nil)),
                fonts: hex16(hash), fontFiles: fontFiles, poppler: String(cString: poppler_get_version())))
        } catch {
            return .failure(error)
        }
    }()

    /// A cheap stand-in for `current()` within one machine: the libraries' versions and each
    /// font file's path, size and modification time (no file is read). It changes when a font
    /// the previews use is replaced, such as one the user's package bundles; `serve` keeps it
    /// beside the fingerprints of what it drew.
    public static func stamp() throws -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(String(cString: cairo_version_string()))
        hasher.combine(String(cString: pango_version_string()))
        hasher.combine("\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)")
        hasher.combine(String(cString: png_get_libpng_ver(nil)))
        for file in try PinnedFonts.get().files.sorted() {
            hasher.combine(file)
            var info = stat()
            if stat(file, &info) == 0 {
                hasher.combine(UInt64(bitPattern: Int64(info.st_size)))
                hasher.combine(UInt64(bitPattern: Int64(info.st_mtim.tv_sec)))
                hasher.combine(UInt64(bitPattern: Int64(info.st_mtim.tv_nsec)))
            }
        }
        return hasher.value
    }

    /// The `fontFiles` entries of a configuration: each file it loaded, pinned or bundled by
    /// the user's package (`UserFonts`), as name, font version and FNV-1a of the contents,
    /// sorted.
    static func fontFiles(of fonts: PinnedFonts) -> [String] {
        var fontFiles: [String] = []
        for file in fonts.files {
            var own = FNV1a.offsetBasis
            if let data = try? Data(contentsOf: URL(fileURLWithPath: file), options: .alwaysMapped) {
                own = data.withUnsafeBytes { FNV1a.hashWords($0) }
            }
            fontFiles.append("\(URL(fileURLWithPath: file).lastPathComponent) \(fonts.versions[file] ?? "?") \(hex16(own))")
        }
        return fontFiles.sorted()
    }

    private static func hex16(_ value: UInt64) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
