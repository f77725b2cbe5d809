import Drawing
import Foundation
import Testing

@MainActor
struct DiffCommandTests {
    func write(_ image: RGBAImage, _ url: URL) throws {
        try Data(try PNGCodec.encode(image)).write(to: url)
    }

    @Test("diff --json counts differing pixels as pixelmatch does, and exits 0 or 1")
    func json() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = RGBAImage(width: 10, height: 10, pixels: [UInt8](repeating: 255, count: 400))
        var b = a
        for i in stride(from: 0, to: 40, by: 4) { b.pixels[i + 1] = 0; b.pixels[i + 2] = 0 }
        try write(a, folder.appendingPathComponent("a.png"))
        try write(b, folder.appendingPathComponent("b.png"))
        let same = await ToolRun.run(["diff", "a.png", "a.png", "--json"], in: folder)
        #expect(same.status == 0)
        let run = await ToolRun.run(["diff", "a.png", "b.png", "--json", "--output", "d.png"], in: folder)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [String: Any])
        #expect(object["differentPixels"] as? Int == 10)
        #expect(object["totalPixels"] as? Int == 100)
        #expect(object["width"] as? Int == 10)
        #expect(object["sizeMismatch"] as? Bool == false)
        let diff = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("d.png"))
        #expect(diff[0, 0] == (255, 0, 0, 255))
    }

    @Test("Different sizes give sizeMismatch and both sizes; unreadable input exits 2 naming the file")
    func sizesAndBadInput() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(RGBAImage(width: 10, height: 10), folder.appendingPathComponent("a.png"))
        try write(RGBAImage(width: 12, height: 10), folder.appendingPathComponent("b.png"))
        try Data("hello".utf8).write(to: folder.appendingPathComponent("c.png"))
        let run = await ToolRun.run(["diff", "a.png", "b.png", "--json"], in: folder)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [String: Any])
        #expect(object["sizeMismatch"] as? Bool == true)
        #expect(object["expectedSize"] as? [Int] == [10, 10])
        #expect(object["actualSize"] as? [Int] == [12, 10])
        let bad = await ToolRun.run(["diff", "a.png", "c.png"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.errorText.contains("c.png"))
        let missing = await ToolRun.run(["diff", "a.png", "nope.png"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.errorText.contains("nope.png"))
    }
}
