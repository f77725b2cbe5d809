import Drawing
import Foundation
import Testing

/// The same display list gives the same pixels and bytes: in a loop, in another process, and on
/// two threads at once.
@Suite struct DeterminismTests {
    /// Samples that exercise text, icons, shadows (blur), clips, transforms and opacity.
    static let mixed = ["text-truncation", "icons", "shadows", "clip", "rotation", "opacity", "text-scripts", "text-designs"]

    @Test(arguments: mixed)
    func samePixelsAndPNGBytesFiftyTimes(name: String) throws {
        let list = try #require(DrawingTestSupport.sample(name))
        let first = try RasterRenderer.render(list, scale: 2)
        let firstPNG = try DrawingTestSupport.png(first)
        var pixelMismatches = 0, byteMismatches = 0
        for _ in 0..<50 {
            let again = try RasterRenderer.render(list, scale: 2)
            if again.premultipliedBGRA != first.premultipliedBGRA { pixelMismatches += 1 }
            if try DrawingTestSupport.png(again) != firstPNG { byteMismatches += 1 }
        }
        #expect(pixelMismatches == 0, "\(name): \(pixelMismatches) of 50 renders had other pixels")
        #expect(byteMismatches == 0, "\(name): \(byteMismatches) of 50 renders had other PNG bytes")
    }

    @Test(arguments: mixed)
    func sameSVGBytesFiftyTimes(name: String) throws {
        let list = try #require(DrawingTestSupport.sample(name))
        let first = try SVGRenderer.render(list)
        var mismatches = 0
        for _ in 0..<50 where try SVGRenderer.render(list) != first { mismatches += 1 }
        #expect(mismatches == 0, "\(name): \(mismatches) of 50 SVG documents differ from the first")
    }

    @Test func samePNGAndSVGBytesInAnotherProcess() throws {
        let child = try ChildProcess.renderSamples()
        for (name, list) in DrawingSamples.all {
            let png = try DrawingTestSupport.png(RasterRenderer.render(list, scale: 2))
            let svg = Array(try SVGRenderer.render(list).utf8)
            // Booleans, so that a failure prints a message rather than two whole files.
            let samePNG = child.files["\(name).png"] == png, sameSVG = child.files["\(name).svg"] == svg
            #expect(samePNG, "\(name): the other process wrote other PNG bytes")
            #expect(sameSVG, "\(name): the other process wrote another SVG")
        }
    }

    /// Two fresh processes, neither of which has drawn anything before, write the same bytes for
    /// the samples that use the fallback fonts (emoji bitmaps, CJK, Arabic) and the designs.
    @Test func twoFreshProcessesDrawTheScriptsAlike() throws {
        let first = try ChildProcess.renderSamples()
        let second = try ChildProcess.renderSamples()
        for name in ["text-scripts", "text-designs"] {
            for ext in ["png", "svg"] {
                let a = try #require(first.files["\(name).\(ext)"]), b = try #require(second.files["\(name).\(ext)"])
                let same = a == b
                #expect(same, "\(name).\(ext): two fresh processes wrote other bytes")
            }
        }
    }

    /// What one thread drew of every sample.
    struct Rendered: Equatable {
        var pixels: [[UInt8]] = []
        var png: [[UInt8]] = []
        var svg: [String] = []
    }

    static func renderAll() throws -> Rendered {
        var out = Rendered()
        for (_, list) in DrawingSamples.all {
            let image = try RasterRenderer.render(list, scale: 2)
            out.pixels.append(image.premultipliedBGRA)
            out.png.append(try DrawingTestSupport.png(image))
            out.svg.append(try SVGRenderer.render(list))
        }
        return out
    }

    @Test func twoThreadsAtOnceDrawWhatOneThreadDraws() throws {
        let reference = try Self.renderAll()
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var values: [Int: Result<Rendered, any Error>] = [:]
        }
        let results = Results()
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        for index in 0..<2 {
            group.enter()
            let thread = Thread {
                start.wait()  // both threads begin together
                let result = Result { try DeterminismTests.renderAll() }
                results.lock.lock()
                results.values[index] = result
                results.lock.unlock()
                group.leave()
            }
            thread.start()
        }
        start.signal()
        start.signal()
        #expect(group.wait(timeout: .now() + 300) == .success, "the threads did not finish")
        for index in 0..<2 {
            let rendered = try #require(results.values[index]).get()
            for (i, (name, _)) in DrawingSamples.all.enumerated() {
                let (samePixels, samePNG, sameSVG) =
                    (rendered.pixels[i] == reference.pixels[i], rendered.png[i] == reference.png[i], rendered.svg[i] == reference.svg[i])
                #expect(samePixels, "\(name): thread \(index) drew other pixels")
                #expect(samePNG, "\(name): thread \(index) wrote other PNG bytes")
                #expect(sameSVG, "\(name): thread \(index) wrote another SVG")
            }
        }
    }

    /// The fallback fonts (emoji bitmaps, CJK, Arabic) on four threads at once, each drawing
    /// them several times, give what one thread gives.
    @Test func scriptsOnFourThreadsDrawWhatOneThreadDraws() throws {
        let names = ["text-scripts", "text-designs"]
        let lists = try names.map { try #require(DrawingTestSupport.sample($0)) }
        let reference = try lists.map { (try DrawingTestSupport.png(RasterRenderer.render($0, scale: 2)), try SVGRenderer.render($0)) }
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var mismatches: [String] = []
            var errors: [String] = []
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<3 {
                for (i, list) in lists.enumerated() {
                    do {
                        let png = try DrawingTestSupport.png(RasterRenderer.render(list, scale: 2))
                        let svg = try SVGRenderer.render(list)
                        if png != reference[i].0 || svg != reference[i].1 {
                            results.lock.lock(); results.mismatches.append("\(names[i]) thread \(thread) round \(round)"); results.lock.unlock()
                        }
                    } catch {
                        results.lock.lock(); results.errors.append("\(error)"); results.lock.unlock()
                    }
                }
            }
        }
        #expect(results.errors.isEmpty, "\(results.errors)")
        #expect(results.mismatches.isEmpty, "drew other bytes: \(results.mismatches)")
    }

    /// The ids a document declares, in order.
    static func declaredIDs(_ svg: String) -> [String] {
        var ids: [String] = []
        var rest = svg[...]
        while let r = rest.range(of: " id=\"") {
            let tail = rest[r.upperBound...]
            guard let end = tail.firstIndex(of: "\"") else { break }
            ids.append(String(tail[..<end]))
            rest = tail[end...]
        }
        return ids
    }

    @Test func svgIDsAreNumberedPerDocument() throws {
        let shadows = try #require(DrawingTestSupport.sample("shadows"))
        let text = try #require(DrawingTestSupport.sample("text-styles"))
        let first = try SVGRenderer.render(text)
        // Other documents in between advance Cairo's process-wide counters.
        _ = try SVGRenderer.render(shadows)
        _ = try SVGRenderer.render(text)
        let again = try SVGRenderer.render(text)
        let same = again == first
        #expect(same, "a later document of the same list differs")
        let ids = Self.declaredIDs(first)
        #expect(!ids.isEmpty, "the text sample should declare glyph ids")
        #expect(ids.count == Set(ids).count, "ids must be unique")
        // Each prefix counts 1, 2, 3 … in order of appearance.
        var next: [String: Int] = [:]
        for id in ids {
            let prefix = String(id.prefix { !$0.isNumber })
            let number = Int(id.dropFirst(prefix.count))
            let expected = (next[prefix] ?? 0) + 1
            #expect(number == expected, "id \(id) should be \(prefix)\(expected)")
            next[prefix] = expected
        }
        // Every reference points at a declared id.
        let declared = Set(ids)
        var rest = first[...]
        while let r = rest.range(of: "xlink:href=\"#") {
            let tail = rest[r.upperBound...]
            let end = tail.firstIndex(of: "\"")!
            let target = String(tail[..<end])
            #expect(declared.contains(target), "reference to undeclared id \(target)")
            rest = tail[end...]
        }
    }

    @Test func shadowSVGIDsAreNumberedPerDocument() throws {
        let shadows = try #require(DrawingTestSupport.sample("shadows"))
        let first = try SVGRenderer.render(shadows)
        _ = try SVGRenderer.render(try #require(DrawingTestSupport.sample("icons")))
        let same = try SVGRenderer.render(shadows) == first
        #expect(same, "a later document of the same list differs")
        let ids = Self.declaredIDs(first)
        #expect(ids.contains("mask1") && ids.contains("image1"), "shadows are embedded masks: \(ids.prefix(6))")
    }
}
