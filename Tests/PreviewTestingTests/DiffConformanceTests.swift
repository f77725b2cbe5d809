import Drawing
import Foundation
import PreviewTesting
import Testing

/// pixelmatch v7.2.0's own fixtures and expected results (Conformance/pixelmatch, ISC licence).
private let conformanceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Conformance/pixelmatch")

struct PixelmatchCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Options: Decodable, Sendable {
        var threshold: Double?
        var includeAA: Bool?
        var alpha: Double?
        var aaColor: [UInt8]?
        var diffColor: [UInt8]?
        var diffColorAlt: [UInt8]?
        var diffMask: Bool?
    }

    var a: String
    var b: String
    var options: Options
    var expected_mismatch: Int
    var expected_diff: String

    var testDescription: String { "\(a) vs \(b) → \(expected_diff)" }

    var diffOptions: PerceptualDiffOptions {
        func color(_ c: [UInt8]?) -> DiffColor? { c.map { DiffColor(red: $0[0], green: $0[1], blue: $0[2]) } }
        var result = PerceptualDiffOptions()
        if let t = options.threshold { result.threshold = t }
        if let v = options.includeAA { result.includeAA = v }
        if let v = options.alpha { result.alpha = v }
        if let c = color(options.aaColor) { result.aaColor = c }
        if let c = color(options.diffColor) { result.diffColor = c }
        result.diffColorAlt = color(options.diffColorAlt)
        if let v = options.diffMask { result.diffMask = v }
        return result
    }
}

private struct CaseFile: Decodable { var cases: [PixelmatchCase] }

private func loadCases() throws -> [PixelmatchCase] {
    let data = try Data(contentsOf: conformanceFolder.appendingPathComponent("cases.json"))
    return try JSONDecoder().decode(CaseFile.self, from: data).cases
}

private func image(_ name: String) throws -> RGBAImage {
    try PNGCodec.decode(contentsOf: conformanceFolder.appendingPathComponent("images").appendingPathComponent(name))
}

@Suite struct DiffConformanceTests {
    @Test func allTwelveCasesArePresent() throws {
        #expect(try loadCases().count == 12)
    }

    @Test(arguments: try loadCases())
    func pixelmatchCase(_ testCase: PixelmatchCase) throws {
        let a = try image(testCase.a), b = try image(testCase.b)
        let expectedDiff = try image(testCase.expected_diff)
        let result = ImageDiff.perceptual(a, b, options: testCase.diffOptions, diffImage: true)
        #expect(result.differentPixels == testCase.expected_mismatch)
        let diff = try #require(result.diffImage)
        #expect(diff.width == expectedDiff.width && diff.height == expectedDiff.height)
        var wrong = 0
        var firstWrong: String?
        for i in stride(from: 0, to: diff.pixels.count, by: 4) where diff.pixels[i..<i + 4] != expectedDiff.pixels[i..<i + 4] {
            wrong += 1
            if firstWrong == nil {
                let p = i / 4
                firstWrong = "(\(p % diff.width), \(p / diff.width)): got \(Array(diff.pixels[i..<i + 4])), expected \(Array(expectedDiff.pixels[i..<i + 4]))"
            }
        }
        #expect(wrong == 0, "\(wrong) pixels differ from \(testCase.expected_diff), first at \(firstWrong ?? "-")")

        // Without a diff image the count is the same (the fast paths skip drawing).
        #expect(ImageDiff.perceptual(a, b, options: testCase.diffOptions).differentPixels == testCase.expected_mismatch)
    }
}
