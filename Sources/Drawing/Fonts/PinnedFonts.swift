import CPango
import Foundation

/// The fonts every render uses, loaded through a private fontconfig configuration that this
/// library writes and builds itself. It never reads `/etc/fonts` or `FONTCONFIG_FILE`, so output
/// does not depend on the machine's font settings: only the files in `PinnedFonts.sources` are
/// visible, with fixed aliases and a fixed fallback order.
///
/// - Inter and Inter Display (`fonts-inter`) stand in for SF Pro Text and Display;
/// - Noto Serif, Quicksand and JetBrains Mono for New York, SF Pro Rounded and SF Mono
///   (`Font.Design` `.serif`, `.rounded`, `.monospaced`, see `TypeMetrics.family(for:size:)`);
/// - after the requested family, characters it lacks come from Noto Sans Arabic, Noto Sans
///   Hebrew, Noto Sans CJK SC and Noto Color Emoji, in that order (`fallbackFamilies`);
///   emoji-presentation runs, which Pango asks for under the family `emoji`, get Noto Color
///   Emoji first;
/// - the fonts the user's package bundles (`UserFonts`), each file accepted by its exact path
///   and added with `FcConfigAppFontAddFile` in sorted order, for `FontSpec.customName`.
final class PinnedFonts: @unchecked Sendable {
    /// Where Debian installs fonts.
    static let fontsRoot = "/usr/share/fonts"

    /// A group of pinned font files from one Debian package.
    struct Source: Sendable {
        /// The Debian package that installs the files (`scripts/install-dependencies`, and
        /// `Package.swift`'s providers, list the same).
        var package: String
        /// Their folder under the fonts root.
        var directory: String
        /// File names (globs) in that folder that fontconfig may see.
        var files: [String]
        /// Files that must be there (the globs may match more).
        var required: [String]
        /// Families of faces in these files that are hidden (the unused faces of a collection).
        var hiddenFaces: [String] = []
        /// Faces whose family is renamed when fontconfig reads them, so that one family holds
        /// every weight (Debian's Quicksand names its light and medium faces as families).
        var renamedFamilies: [String: String] = [:]
    }

    /// Every font file the renderer may use, by package. Licences: README, "Fonts".
    static let sources: [Source] = [
        Source(package: "fonts-inter", directory: "opentype/inter", files: ["Inter-*.otf", "InterDisplay-*.otf"],
               required: ["Inter-Regular.otf", "InterDisplay-Regular.otf"]),
        Source(package: "fonts-noto-core", directory: "truetype/noto",
               files: notoCore, required: notoCore),
        Source(package: "fonts-noto-cjk", directory: "opentype/noto",
               files: ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"],
               required: ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"],
               // The collections hold each design for five regions and in a mono variant; one
               // face (Simplified Chinese, as iOS uses PingFang SC outside Chinese and Japanese
               // locales) keeps the glyph of a Han character the same whatever the language.
               hiddenFaces: ["JP", "KR", "TC", "HK"].map { "Noto Sans CJK \($0)" }
                   + ["JP", "KR", "SC", "TC", "HK"].map { "Noto Sans Mono CJK \($0)" }),
        Source(package: "fonts-noto-color-emoji", directory: "truetype/noto",
               files: ["NotoColorEmoji.ttf"], required: ["NotoColorEmoji.ttf"]),
        Source(package: "fonts-jetbrains-mono", directory: "truetype/jetbrains-mono",
               files: ["JetBrainsMono-*.ttf"], required: ["JetBrainsMono-Regular.ttf", "JetBrainsMono-Bold.ttf"]),
        Source(package: "fonts-quicksand", directory: "truetype/quicksand",
               files: ["Quicksand-*.ttf"], required: ["Quicksand-Regular.ttf", "Quicksand-Bold.ttf"],
               renamedFamilies: ["Quicksand Light": "Quicksand", "Quicksand Medium": "Quicksand"]),
    ]

    private static let notoCore = [
        "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf",
        "NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf", "NotoSerif-Italic.ttf", "NotoSerif-BoldItalic.ttf",
    ]

    /// What is tried, in this order, for a character that the requested family lacks.
    static let fallbackFamilies = ["Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans CJK SC", "Noto Color Emoji"]

    /// The Debian packages of every pinned font.
    static var packages: [String] { sources.map(\.package) }

    /// The configuration, built on first use (fontconfig configurations are safe to share
    /// between threads once built).
    let config: OpaquePointer
    /// The font files in the configuration, sorted.
    let files: [String]
    /// Each file's font version (the first face's `head.fontRevision`, e.g. `2.042`), by path.
    let versions: [String: String]
    /// The folders searched for user fonts.
    let userFontFolders: [URL]
    /// The user font files that fontconfig read (also in `files`), sorted.
    let userFiles: [String]
    /// The user fonts' faces by lowercased family and PostScript name (`customFace(named:)`).
    private let customFaces: [String: CustomFace]
    /// The user fonts' families, sorted, each once.
    let userFamilies: [String]

    /// What a custom font name draws: a family, and for a PostScript name the weight and slant
    /// of its face (nil for a family name: the text's own weight and slant are asked for).
    struct CustomFace: Sendable, Hashable {
        var family: String
        /// OpenType weight (400 regular, 700 bold).
        var weight: Int?
        var italic: Bool?
    }

    /// The fontconfig file the configuration was read from, and the fonts root it names.
    private let configurationPath: String
    private let root: String

    private init(
        config: OpaquePointer, configurationPath: String, root: String, files: [String], versions: [String: String], userFontFolders: [URL], userFiles: [String],
        customFaces: [String: CustomFace]
    ) {
        self.config = config
        self.configurationPath = configurationPath
        self.root = root
        self.files = files
        self.versions = versions
        self.userFontFolders = userFontFolders
        self.userFiles = userFiles
        self.customFaces = customFaces
        self.userFamilies = Set(customFaces.values.map(\.family)).sorted()
    }

    /// The user font a name means: a family name first ("DejaVu Serif"), else a PostScript
    /// name ("DejaVuSerif-Bold"), ignoring case; nil when no user font has it.
    func customFace(named name: String) -> CustomFace? {
        customFaces[name.lowercased()]
    }

    deinit {
        // Pango's font maps hold their own reference.
        FcConfigDestroy(config)
    }

    /// The process-wide pinned configuration with the fonts of the resource bundles beside the
    /// executable, or why it could not be made.
    static let shared: Result<PinnedFonts, DrawingError> = {
        do throws(DrawingError) {
            return .success(try PinnedFonts.build(userFontFolders: UserFonts.bundleFolders()))
        } catch {
            return .failure(error)
        }
    }()

    static func get() throws(DrawingError) -> PinnedFonts { try shared.get() }

    /// The fontconfig file for the fonts under `root`: only the pinned files (and `userFiles`,
    /// each by its exact path), fixed aliases.
    static func configurationFile(root: String, cache: String, userFiles: [String] = []) -> String {
        func escaped(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        var directories: [String] = []
        for s in sources where !directories.contains(root + "/" + s.directory) { directories.append(root + "/" + s.directory) }
        let dirs = directories.map { "  <dir>\(escaped($0))</dir>" }.joined(separator: "\n")
        let globs = (sources.flatMap { s in s.files.map { "<glob>\(escaped(root + "/" + s.directory + "/" + $0))</glob>" } }
            + userFiles.map { "<glob>\(escaped($0))</glob>" })
            .map { "      " + $0 }.joined(separator: "\n")
        let hidden = sources.flatMap(\.hiddenFaces)
            .map { "      <pattern><patelt name=\"family\"><string>\($0)</string></patelt></pattern>" }.joined(separator: "\n")
        let fallbacks = fallbackFamilies.map { "<string>\($0)</string>" }.joined()
        let renames = sources.flatMap { $0.renamedFamilies.sorted { $0.key < $1.key } }.map { from, to in
            """
              <match target="scan">
                <test name="family" compare="eq"><string>\(from)</string></test>
                <edit name="family" mode="assign" binding="same"><string>\(to)</string></edit>
              </match>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <!-- Written by Proofsheet: the pinned fonts only, fixed aliases, no system configuration. -->
            <fontconfig>
            \(dirs)
              <cachedir>\(escaped(cache))</cachedir>
              <selectfont>
                <acceptfont>
            \(globs)
                </acceptfont>
                <rejectfont><glob>*</glob></rejectfont>
              </selectfont>
              <selectfont>
                <rejectfont>
            \(hidden)
                </rejectfont>
              </selectfont>
            \(renames)
              <alias binding="strong"><family>sans-serif</family><prefer><family>Inter</family></prefer></alias>
              <alias binding="strong"><family>system-ui</family><prefer><family>Inter</family></prefer></alias>
              <alias binding="strong"><family>serif</family><prefer><family>Noto Serif</family></prefer></alias>
              <alias binding="strong"><family>monospace</family><prefer><family>JetBrains Mono</family></prefer></alias>
              <alias binding="strong"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
              <match target="pattern">
                <edit name="family" mode="append_last" binding="strong">\(fallbacks)</edit>
              </match>
              <!-- A bitmap font (Noto Color Emoji: one strike of 109 px) is scaled to the size asked
                   for, as the system's 10-scale-bitmap-fonts.conf does. -->
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign">
                  <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
                </edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
                <edit name="matrix" mode="assign">
                  <times>
                    <name>matrix</name>
                    <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
                  </times>
                </edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
              </match>
              <!-- Emoji at iOS's size beside letters (TypeMetrics.emojiScale). -->
              <match target="font">
                <test name="family" compare="eq"><string>Noto Color Emoji</string></test>
                <edit name="matrix" mode="assign">
                  <times>
                    <name>matrix</name>
                    <matrix><double>\(TypeMetrics.emojiScale)</double><double>0</double><double>0</double><double>\(TypeMetrics.emojiScale)</double></matrix>
                  </times>
                </edit>
              </match>
              <config><rescan><int>0</int></rescan></config>
            </fontconfig>

            """
    }

    /// Builds a configuration from the pinned fonts under `root` and the user fonts under
    /// `userFontFolders` (seams for tests: the process-wide one uses `fontsRoot` and the
    /// resource bundles beside the executable).
    static func build(root: String = fontsRoot, userFontFolders: [URL] = []) throws(DrawingError) -> PinnedFonts {
        let fm = FileManager.default
        let missingSources = sources.filter { s in
            s.required.contains { !fm.fileExists(atPath: root + "/" + s.directory + "/" + $0) }
        }
        guard missingSources.isEmpty else {
            throw .fontsMissing(
                files: missingSources.flatMap { s in
                    s.required.filter { !fm.fileExists(atPath: root + "/" + s.directory + "/" + $0) }
                        .map { root + "/" + s.directory + "/" + $0 }
                },
                packages: missingSources.map(\.package))
        }
        let work = fm.temporaryDirectory.appendingPathComponent("proofsheet-fontconfig-\(getuid())")
        // A cache per configuration: fontconfig keeps what `target="scan"` rules made in its
        // cache and checks only the folders' times, so another configuration's cache is stale.
        let key = String(UInt32(truncatingIfNeeded: configurationFile(root: root, cache: "").hashValueStable), radix: 16)
        let cache = work.appendingPathComponent("cache-\(key)")
        do {
            try fm.createDirectory(at: cache, withIntermediateDirectories: true)
        } catch {
            throw .fontConfiguration("cannot create \(cache.path): \(error.localizedDescription)")
        }
        // User files are not scanned into that cache (fontconfig caches folders, and none of
        // theirs is added), so they stay out of its key but not out of the file's.
        let userFiles = UserFonts.files(in: userFontFolders)
        let xml = configurationFile(root: root, cache: cache.path, userFiles: userFiles)
        let fileKey = userFiles.isEmpty ? key : key + "-" + String(UInt32(truncatingIfNeeded: xml.hashValueStable), radix: 16)
        // One file per content, written atomically, so concurrent processes never read half.
        let file = work.appendingPathComponent("fonts-\(fileKey).conf")
        if (try? String(contentsOf: file, encoding: .utf8)) != xml {
            do {
                try Data(xml.utf8).write(to: file, options: .atomic)
            } catch {
                throw .fontConfiguration("cannot write \(file.path): \(error.localizedDescription)")
            }
        }
        let config = try loadConfiguration(file: file.path, userFiles: userFiles, root: root)
        var files: [String] = []
        var versions: [String: String] = [:]
        func read(_ set: UnsafeMutablePointer<FcFontSet>, _ each: (OpaquePointer, String) -> Void) {
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i] else { continue }
                guard let path = string(font, FC_FILE) else { continue }
                if versions[path] == nil {
                    files.append(path)
                    var revision: Int32 = 0
                    _ = FcPatternGetInteger(font, FC_FONTVERSION, 0, &revision)
                    versions[path] = String(format: "%.3f", Double(revision) / 65536)
                }
                each(font, path)
            }
        }
        if let set = FcConfigGetFonts(config, FcSetSystem) { read(set) { _, _ in } }
        var faces: [(path: String, index: Int32, families: [String], postScript: String?, face: CustomFace)] = []
        var loadedUserFiles = Set<String>()
        if let set = FcConfigGetFonts(config, FcSetApplication) {
            read(set) { font, path in
                loadedUserFiles.insert(path)
                var families: [String] = []
                while let family = string(font, FC_FAMILY, families.count) { families.append(family) }
                guard let family = families.first else { return }
                var weight = Double(FC_WEIGHT_REGULAR), slant = Int32(FC_SLANT_ROMAN), index: Int32 = 0
                _ = FcPatternGetDouble(font, FC_WEIGHT, 0, &weight)
                _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
                _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
                faces.append((path, index, families, string(font, FC_POSTSCRIPT_NAME),
                              CustomFace(family: family, weight: Int(FcWeightToOpenTypeDouble(weight).rounded()), italic: slant != 0)))
            }
        }
        files.sort()
        // In the files' order, so that the first file to name a family or PostScript name wins
        // whatever order fontconfig keeps; families before PostScript names.
        faces.sort { ($0.path, $0.index) < ($1.path, $1.index) }
        var customFaces: [String: CustomFace] = [:]
        for f in faces {
            for family in f.families where customFaces[family.lowercased()] == nil {
                customFaces[family.lowercased()] = CustomFace(family: f.face.family)
            }
        }
        for f in faces {
            if let name = f.postScript, customFaces[name.lowercased()] == nil { customFaces[name.lowercased()] = f.face }
        }
        let loaded = Set(files)
        let unloaded = sources.flatMap { s in s.required.map { root + "/" + s.directory + "/" + $0 } }.filter { !loaded.contains($0) }
        guard unloaded.isEmpty else {
            FcConfigDestroy(config)
            throw .fontConfiguration("fontconfig did not load \(unloaded.joined(separator: ", "))")
        }
        return PinnedFonts(
            config: config, configurationPath: file.path, root: root, files: files, versions: versions,
            userFontFolders: userFontFolders, userFiles: userFiles.filter(loadedUserFiles.contains), customFaces: customFaces)
    }

    /// A fontconfig configuration read from `file`, with its fonts built and `userFiles` added.
    private static func loadConfiguration(file: String, userFiles: [String], root: String) throws(DrawingError) -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw .fontConfiguration("FcConfigCreate failed") }
        guard FcConfigParseAndLoad(config, file, 1) != 0 else {
            FcConfigDestroy(config)
            throw .fontConfiguration("fontconfig could not parse \(file)")
        }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw .fontConfiguration("fontconfig could not load the fonts under \(root)")
        }
        // The configuration's own globs accept exactly these paths; fontconfig scans each file
        // (not its folder), so nothing else comes in with it.
        for path in userFiles { _ = FcConfigAppFontAddFile(config, path) }
        return config
    }

    /// A configuration of the same fonts for one text engine, whose fonts come with FreeType
    /// faces of its own (`FC_FT_FACE`), so that cairo draws them from those faces.
    ///
    /// Cairo 1.16 (Debian 12) shares what it makes for a font file between all the threads
    /// that draw with it: one FreeType face per file, opened and closed as fonts come and go
    /// (at most ten are kept open), outside the lock that FreeType asks for, and one scaled font
    /// per face and size. Drawing text on several threads crashed in FreeType and cairo
    /// (`ConcurrentTextTests`). A font pattern that carries its face makes cairo use that face,
    /// never open or close it, and key everything it caches on it: an engine's fonts are its
    /// own, and no two threads touch the same FreeType or cairo font objects.
    func engineConfiguration() throws(DrawingError) -> OpaquePointer {
        let config = try Self.loadConfiguration(file: configurationPath, userFiles: userFiles, root: root)
        // Its own FreeType library too: faces are only opened here, on one thread. Cairo may
        // keep a font face in its caches after the font map that made it is gone, so the faces
        // (and the library) stay for the life of the process; an engine lives as long anyway.
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            FcConfigDestroy(config)
            throw .fontConfiguration("FreeType could not be initialised")
        }
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, kind) else { continue }
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i], let path = Self.string(font, FC_FILE) else { continue }
                var index: Int32 = 0
                _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
                var face: FT_Face?
                guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else {
                    FcConfigDestroy(config)
                    throw .fontConfiguration("FreeType could not open \(path) (face \(index))")
                }
                // Patterns read from fontconfig's cache cannot be changed: a copy takes the place.
                guard let copy = FcPatternDuplicate(font), FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else {
                    FcConfigDestroy(config)
                    throw .fontConfiguration("fontconfig could not take the face of \(path)")
                }
                set.pointee.fonts[i] = copy
                FcPatternDestroy(font)
            }
        }
        return config
    }

    /// A string property of a font pattern.
    private static func string(_ font: OpaquePointer, _ property: String, _ index: Int = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, property, Int32(index), &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

extension String {
    /// FNV-1a of the UTF-8 bytes: the same on every run (unlike `hashValue`).
    var hashValueStable: UInt64 { FNV1a.hash(Array(utf8)) }
}
