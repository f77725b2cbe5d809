import Drawing
import Foundation
import PreviewRegistry
import PreviewUI
import Testing

/// A preview state reaches a slider's or a stepper's value through its steps, as a finger would.
@MainActor
struct ValueControlStepTests {
    struct Panel: View {
        @State var volume = 2.0
        @State var copies = 1

        var body: some View {
            VStack {
                Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
                Text("Volume \(Int(volume))")
                Stepper("Copies: \(copies)", value: $copies, in: 0...5)
            }
            .padding()
        }
    }

    static func texts(_ frame: PreviewFrame) -> [String] {
        func walk(_ ops: [DisplayOp]) -> [String] {
            ops.flatMap { op -> [String] in
                switch op {
                case .text(let run): return [run.spec.string]
                case .group(let g): return walk(g.ops)
                default: return []
                }
            }
        }
        return walk(frame.displayList.ops)
    }

    @Test("setSlider and stepper steps in a preview state reach their values, and name themselves")
    func steps() throws {
        let preview = PreviewDefinition("Panel", component: "Panel", states: [
            .initial(),
            PreviewState("loud", .setSlider(8, slider: "Volume")),
            PreviewState("three-copies", .incrementStepper(), .incrementStepper("Copies: 2")),
            PreviewState("no-copies", .decrementStepper()),
        ]) { _ in Panel() }
        #expect(preview.states[1].steps == ["slide “Volume” to 8"])
        #expect(preview.states[2].steps == ["step up", "step “Copies: 2” up"])
        #expect(preview.states[3].steps == ["step down"])
        let initial = Self.texts(try Registry.frame(preview: preview, state: preview.states[0], variant: .light, scale: 1))
        #expect(initial.contains("Volume 2") && initial.contains("Copies: 1"))
        let loud = Self.texts(try Registry.frame(preview: preview, state: preview.states[1], variant: .light, scale: 1))
        #expect(loud.contains("Volume 8"), "\(loud)")
        let three = Self.texts(try Registry.frame(preview: preview, state: preview.states[2], variant: .light, scale: 1))
        #expect(three.contains("Copies: 3"), "\(three)")
        let none = Self.texts(try Registry.frame(preview: preview, state: preview.states[3], variant: .light, scale: 1))
        #expect(none.contains("Copies: 0"), "\(none)")
    }
}
