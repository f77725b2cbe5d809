import Drawing
import Foundation
import PreviewRegistry
import PreviewTesting
import PreviewUI
import Testing

/// Snapshots at a moment of a transition, and of a whole transition, through `verifySnapshot`.
@MainActor
struct MotionAssertTests {
    struct Slider: View {
        @State var right = false
        var color: Color = .blue
        var body: some View {
            VStack(alignment: .leading) {
                Button("Move") { withAnimation(.linear(duration: 0.2)) { right.toggle() } }
                color.frame(width: 20, height: 20).offset(x: right ? 60 : 0)
            }
            .frame(width: 100, height: 60, alignment: .topLeading)
        }
    }

    typealias Scratch = AssertSnapshotTests.Scratch

    @Test(".image(after:at:) draws a moment of the transition: half way through a linear move the square is half way")
    func moment() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        func verify(_ t: Duration, _ mode: SnapshotRecordMode, name: String, _ view: Slider = Slider()) -> SnapshotFailure? {
            withSnapshotTesting(artifacts: scratch.artifacts) {
                verifySnapshot(of: view, as: .image(layout: .fixed(width: 100, height: 60), scale: 1, after: .tap("Move"), at: t),
                               named: name, record: mode, file: #filePath, testName: "moment()", snapshotDirectory: scratch.references)
            }
        }
        _ = verify(.milliseconds(100), .missing, name: "mid")
        let image = try PNGCodec.decode(contentsOf: scratch.references.appendingPathComponent("moment.mid.png"))
        // The square's left edge is at 30 points: the pixel at x 29 is the page, 30 the square.
        let row = 40
        func pixel(_ x: Int) -> [UInt8] { Array(image.pixels[((row * 100) + x) * 4..<((row * 100) + x) * 4 + 4]) }
        #expect(pixel(29) == [255, 255, 255, 255] && pixel(30)[2] == 255 && pixel(49)[2] == 255 && pixel(50) == [255, 255, 255, 255],
                "\(pixel(29)) \(pixel(30)) \(pixel(49)) \(pixel(50))")
        #expect(verify(.milliseconds(100), .never, name: "mid") == nil)
        let later = try #require(verify(.milliseconds(150), .never, name: "mid"), "a later moment differs")
        #expect(later.message.contains("moment.mid.png"))
    }

    @Test(".motion compares every frame with an animated PNG reference, naming the first frame that differs")
    func wholeTransition() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        func verify(_ view: Slider, _ mode: SnapshotRecordMode) -> SnapshotFailure? {
            withSnapshotTesting(artifacts: scratch.artifacts) {
                verifySnapshot(of: view, as: .motion(layout: .fixed(width: 100, height: 60), scale: 1, after: .tap("Move")),
                               named: "move", record: mode, file: #filePath, testName: "whole()", snapshotDirectory: scratch.references)
            }
        }
        _ = verify(Slider(), .missing)
        let reference = scratch.references.appendingPathComponent("whole.move.motion.png")
        let frames = try APNGReader.frames([UInt8](Data(contentsOf: reference)), source: reference.path)
        #expect(frames.count == 7, "0.2 s at 30 fps: frames at 0, 33 … 200 ms")
        #expect(verify(Slider(), .never) == nil)
        let failure = try #require(verify(Slider(color: .red), .never))
        #expect(failure.message.contains("frame 1 of 7 (0 ms)"), "\(failure.message)")
        #expect(failure.attachments.contains { $0.name.hasSuffix("actual.motion.png") })
    }
}
