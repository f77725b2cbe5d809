import CPango
import Foundation

/// The fonts every render uses: Inter and Inter Display from Debian's `fonts-inter`, loaded
/// through a private fontconfig configuration that this library writes and builds itself. It
/// never reads `/etc/fonts` or `FONTCONFIG_FILE`, so output does not depend on the machine's
/// font settings.
final class PinnedFonts: @unchecked Sendable {
    /// Folders where Debian installs Inter.
    static let searchedDirectories = ["/usr/share/fonts/opentype/inter"]

    /// The configuration, built on first use (fontconfig configurations are safe to share
    /// between threads once built).
    let config: OpaquePointer
    /// The font files in the configuration, sorted.
    let files: [String]

    private init(config: OpaquePointer, files: [String]) {
        self.config = config
        self.files = files
    }

    deinit {
        // Pango's font maps hold their own reference.
        FcConfigDestroy(config)
    }

    /// The process-wide pinned configuration, or why it could not be made.
    static let shared: Result<PinnedFonts, DrawingError> = {
        do throws(DrawingError) { return .success(try PinnedFonts.build()) } catch { return .failure(error) }
    }()

    static func get() throws(DrawingError) -> PinnedFonts { try shared.get() }

    /// Builds a configuration from the first of `directories` that holds Inter (a seam for
    /// tests: the process-wide one searches `searchedDirectories`).
    static func build(searching directories: [String] = searchedDirectories) throws(DrawingError) -> PinnedFonts {
        let fm = FileManager.default
        guard let dir = directories.first(where: {
            fm.fileExists(atPath: $0 + "/Inter-Regular.otf")
        }) else {
            throw .fontsMissing(searched: directories)
        }
        let work = fm.temporaryDirectory.appendingPathComponent("proofsheet-fontconfig-\(getuid())")
        let cache = work.appendingPathComponent("cache")
        do {
            try fm.createDirectory(at: cache, withIntermediateDirectories: true)
        } catch {
            throw .fontConfiguration("cannot create \(cache.path): \(error.localizedDescription)")
        }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <!-- Written by Proofsheet: Inter only, fixed aliases, no system configuration. -->
            <fontconfig>
              <dir>\(dir)</dir>
              <cachedir>\(cache.path)</cachedir>
              <selectfont>
                <acceptfont><glob>\(dir)/Inter-*.otf</glob><glob>\(dir)/InterDisplay-*.otf</glob></acceptfont>
                <rejectfont><glob>*</glob></rejectfont>
              </selectfont>
              <alias binding="strong"><family>sans-serif</family><prefer><family>Inter</family></prefer></alias>
              <alias binding="strong"><family>system-ui</family><prefer><family>Inter</family></prefer></alias>
              <alias binding="strong"><family>serif</family><prefer><family>Inter</family></prefer></alias>
              <alias binding="strong"><family>monospace</family><prefer><family>Inter</family></prefer></alias>
              <config><rescan><int>0</int></rescan></config>
            </fontconfig>

            """
        // One file per content, written atomically, so concurrent processes never read half.
        let file = work.appendingPathComponent("fonts-\(String(UInt32(truncatingIfNeeded: xml.hashValueStable), radix: 16)).conf")
        if (try? String(contentsOf: file, encoding: .utf8)) != xml {
            do {
                try Data(xml.utf8).write(to: file, options: .atomic)
            } catch {
                throw .fontConfiguration("cannot write \(file.path): \(error.localizedDescription)")
            }
        }
        guard let config = FcConfigCreate() else { throw .fontConfiguration("FcConfigCreate failed") }
        guard FcConfigParseAndLoad(config, file.path, 1) != 0 else {
            FcConfigDestroy(config)
            throw .fontConfiguration("fontconfig could not parse \(file.path)")
        }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw .fontConfiguration("fontconfig could not load the fonts in \(dir)")
        }
        var files: [String] = []
        if let set = FcConfigGetFonts(config, FcSetSystem) {
            for i in 0..<Int(set.pointee.nfont) {
                var value: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(set.pointee.fonts[i], FC_FILE, 0, &value) == FcResultMatch, let value {
                    files.append(String(cString: value))
                }
            }
        }
        files.sort()
        guard files.contains(where: { $0.hasSuffix("/Inter-Regular.otf") }) else {
            FcConfigDestroy(config)
            throw .fontsMissing(searched: directories)
        }
        return PinnedFonts(config: config, files: files)
    }
}

extension String {
    /// FNV-1a of the UTF-8 bytes: the same on every run (unlike `hashValue`).
    var hashValueStable: UInt64 { FNV1a.hash(Array(utf8)) }
}
