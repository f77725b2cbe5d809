import Drawing
import Foundation
import Testing

/// References that arrive broken (a bad merge, an unfetched Git LFS object, an image optimiser,
/// a stray folder or link): each is a failure of that file alone, named with what is wrong and
/// what to do; the rest of the run completes; `check` modifies nothing; `record` rewrites what
/// it can and never writes through a link out of the folder.
@MainActor
struct BadReferenceTests {
    /// PNG files written by hand, in the forms `record` never writes (stored deflate blocks: no
    /// zlib needed).
    enum HandMadePNG {
        static func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                crc ^= UInt32(b)
                for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
            }
            return ~crc
        }

        static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }

        static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(data.count) + body + be32(Int(crc32(body)))
        }

        /// A zlib stream of stored blocks.
        static func zlib(_ data: [UInt8]) -> [UInt8] {
            var out: [UInt8] = [0x78, 0x01]
            var i = 0
            repeat {
                let n = min(65535, data.count - i)
                out.append(i + n == data.count ? 1 : 0)
                out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
                out += data[i..<(i + n)]
                i += n
            } while i < data.count
            var a: UInt32 = 1, b: UInt32 = 0
            for x in data { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
            return out + be32(Int(b << 16 | a))
        }

        static func png(width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool = false, raw: [UInt8]) -> [UInt8] {
            PNGCodec.signature
                + chunk("IHDR", be32(width) + be32(height) + [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0])
                + chunk("IDAT", zlib(raw)) + chunk("IEND", [])
        }

        /// Rows with filter 0, each pixel's bytes from `sample`.
        static func rows(_ image: RGBAImage, xs: [Int]? = nil, ys: [Int]? = nil, sample: ([UInt8]) -> [UInt8]) -> [UInt8] {
            var raw: [UInt8] = []
            for y in ys ?? Array(0..<image.height) {
                raw.append(0)
                for x in xs ?? Array(0..<image.width) {
                    let i = (y * image.width + x) * 4
                    raw += sample(Array(image.pixels[i..<(i + 4)]))
                }
            }
            return raw
        }

        static func sixteenBit(_ image: RGBAImage) -> [UInt8] {
            png(width: image.width, height: image.height, bitDepth: 16, colorType: 6,
                raw: rows(image) { $0.flatMap { [$0, $0] } })
        }

        static func rgb(_ image: RGBAImage) -> [UInt8] {
            png(width: image.width, height: image.height, bitDepth: 8, colorType: 2, raw: rows(image) { Array($0.prefix(3)) })
        }

        static func interlaced(_ image: RGBAImage) -> [UInt8] {
            var raw: [UInt8] = []
            for (x0, y0, dx, dy) in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] {
                let xs = Array(stride(from: x0, to: image.width, by: dx)), ys = Array(stride(from: y0, to: image.height, by: dy))
                if xs.isEmpty || ys.isEmpty { continue }
                raw += rows(image, xs: xs, ys: ys) { $0 }
            }
            return png(width: image.width, height: image.height, bitDepth: 8, colorType: 6, interlaced: true, raw: raw)
        }

        /// A valid header claiming 32768 × 32768 pixels (2³⁰), with almost no data.
        static let huge = png(width: 32768, height: 32768, bitDepth: 8, colorType: 6, raw: [0, 0, 0, 0, 0])
    }

    static let lfsPointer = """
        version https://git-lfs.github.com/spec/v1
        oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
        size 48213

        """

    /// Every file under `folder` with its bytes (links and folders by what they are).
    func tree(_ folder: URL) throws -> [String: String] {
        var out: [String: String] = [:]
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: folder.path) else { return out }
        for case let name as String in walker {
            let url = folder.appendingPathComponent(name)
            if let link = try? fm.destinationOfSymbolicLink(atPath: url.path) {
                out[name] = "link → \(link)"
            } else if (try? fm.contentsOfDirectory(atPath: url.path)) != nil {
                out[name] = "folder"
            } else {
                out[name] = try Data(contentsOf: url).base64EncodedString()
            }
        }
        return out
    }

    @Test("Each broken reference fails alone with its cause; check changes nothing; record mends what it can")
    func brokenReferences() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = await ToolRun.run(["record", "collapse-indicator"], in: folder)
        try #require(recorded.status == 0, "\(recorded.errorText)")
        let snapshots = folder.appendingPathComponent("Snapshots/collapse-indicator")
        func url(_ name: String) -> URL { snapshots.appendingPathComponent(name) }
        let good = try tree(folder.appendingPathComponent("Snapshots"))
        // Outside the folder: a file a link points at, which nothing may read or write.
        let outside = folder.appendingPathComponent("outside.svg")
        try Data("<svg>not yours</svg>".utf8).write(to: outside)

        let closedLight = try PNGCodec.decode(contentsOf: url("closed-light@2x.png"))
        let openLight = try PNGCodec.decode(contentsOf: url("open-light@2x.png"))
        let openDark = try PNGCodec.decode(contentsOf: url("open-dark@2x.png"))
        let original = try Data(contentsOf: url("closed-dark@2x.png"))
        try original.prefix(original.count / 2).write(to: url("closed-dark@2x.png"))            // truncated
        try Data(HandMadePNG.sixteenBit(closedLight)).write(to: url("closed-light@2x.png"))       // 16-bit
        try Data(HandMadePNG.interlaced(openLight)).write(to: url("open-light@2x.png"))          // interlaced
        try Data(HandMadePNG.rgb(openDark)).write(to: url("open-dark@2x.png"))                   // another colour type
        try Data().write(to: url("open-light@2x.motion.png"))                                     // zero-length
        try Data(HandMadePNG.huge).write(to: url("open-dark@2x.motion.png"))                      // claims 2³⁰ pixels
        try Data(Self.lfsPointer.utf8).write(to: url("closed-light@2x.svg"))                      // an LFS pointer
        try FileManager.default.removeItem(at: url("open-light@2x.svg"))
        try FileManager.default.createSymbolicLink(atPath: url("open-light@2x.svg").path, withDestinationPath: outside.path)
        try FileManager.default.removeItem(at: url("open-dark@2x.a11y.txt"))
        try FileManager.default.createDirectory(at: url("open-dark@2x.a11y.txt"), withIntermediateDirectories: false)
        let broken = try tree(folder.appendingPathComponent("Snapshots"))

        let check = await ToolRun.run(["check", "collapse-indicator"], in: folder)
        #expect(check.status == 1)
        let expected: [(String, String)] = [
            ("closed-dark@2x.png", "the PNG is truncated"),
            ("closed-light@2x.png", "is a 16-bit RGBA PNG, not the 8-bit RGBA PNG without interlacing that record writes"),
            ("open-light@2x.png", "is an 8-bit RGBA, interlaced PNG"),
            ("open-dark@2x.png", "is an 8-bit RGB PNG"),
            ("open-light@2x.motion.png", "the file is empty (0 bytes)"),
            ("open-dark@2x.motion.png", "claims 32768×32768 pixels"),
            ("closed-light@2x.svg", "is a Git LFS pointer, not the file: the image was never fetched; run `git lfs pull`"),
            ("open-light@2x.svg", "is a symbolic link to \(outside.path), outside the reference folder, and is not followed"),
            ("open-dark@2x.a11y.txt", "is a folder or a special file, not a reference file"),
        ]
        let failures = check.errors.filter { $0.hasPrefix("FAILED") }
        for (name, cause) in expected {
            let line = failures.first { $0.hasPrefix("FAILED   collapse-indicator/\(name): ") }
            #expect(line?.contains(cause) == true, "\(name): \(line ?? "not named") (expected “\(cause)”)")
        }
        #expect(failures.count == expected.count, "only the broken files fail:\n\(failures.joined(separator: "\n"))")
        // Converted to 8 bits, their pixels are the render's: the message says so.
        #expect(failures.contains { $0.contains("closed-light@2x.png") && $0.contains("its pixels, converted to 8-bit RGBA, match the render") })
        #expect(check.text.contains("checked 14 file(s)") && check.text.contains("5 passed, 9 failed"), "\(check.text)")
        #expect(try tree(folder.appendingPathComponent("Snapshots")) == broken, "check modified Snapshots/")
        #expect(try Data(contentsOf: outside) == Data("<svg>not yours</svg>".utf8))

        // The report holds each failure, and the run wrote nothing into Snapshots/ for it either.
        let reported = await ToolRun.run(["check", "collapse-indicator", "--report", "report"], in: folder)
        #expect(reported.status == 1)
        let summary = try String(contentsOf: folder.appendingPathComponent("report/summary.json"), encoding: .utf8)
        for (name, _) in expected { #expect(summary.contains("collapse-indicator/\(name)")) }
        #expect(try tree(folder.appendingPathComponent("Snapshots")) == broken)

        // Record mends every file but the folder in a file's place, which it names.
        let record = await ToolRun.run(["record", "collapse-indicator"], in: folder)
        #expect(record.status == 1)
        #expect(record.errorText.contains("FAILED   collapse-indicator/open-dark@2x.a11y.txt: cannot write"), "\(record.errorText)")
        #expect(record.text.contains("1 could not be written"), "\(record.text)")
        let mended = try tree(folder.appendingPathComponent("Snapshots"))
        for (name, bytes) in good where !name.hasSuffix("open-dark@2x.a11y.txt") && !name.hasSuffix(".json") {
            #expect(mended[name] == bytes, "\(name) is not the recorded file again")
        }
        #expect(try Data(contentsOf: outside) == Data("<svg>not yours</svg>".utf8), "record wrote through the link")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: url("open-light@2x.svg").path)) == nil,
                "the link is replaced by the file")
    }

    @Test("A folder that is a link out of Snapshots/ is never written into")
    func linkedFolderIsNotWritten() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Snapshots/collapse-indicator").path, withDestinationPath: elsewhere.path)
        let record = await ToolRun.run(["record", "collapse-indicator"], in: folder)
        #expect(record.status == 1)
        #expect(record.errorText.contains("outside the reference folder"), "\(record.errorText)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
}
