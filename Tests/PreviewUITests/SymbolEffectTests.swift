import Drawing
import PreviewUI
import Testing

/// SF Symbols' effects compile as SwiftUI's; a still shows the symbol at rest and says so.
@MainActor @Suite struct SymbolEffectTests {
    struct Effects: View {
        @State var count = 0
        var hidden = false
        var body: some View {
            VStack {
                Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, value: count)
                Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, options: .repeating)
                Image(systemName: "heart").symbolEffect(.pulse, options: .speed(2).repeat(3), isActive: true)
                Image(systemName: "star").symbolEffect(.disappear.down, isActive: hidden)
                Image(systemName: "gear").symbolEffect(.rotate.clockwise, value: count)
                Image(systemName: "bell").symbolEffect(.wiggle.left, value: count).symbolEffectsRemoved()
                Image(systemName: count > 0 ? "play.fill" : "pause.fill").contentTransition(.symbolEffect(.replace.downUp))
            }
        }
    }

    static func icons(_ host: ViewHost) throws -> Int {
        func count(_ ops: [DisplayOp]) -> Int {
            ops.reduce(0) { n, op in
                switch op {
                case .icon: return n + 1
                case .group(let g): return n + count(g.ops)
                default: return n
                }
            }
        }
        return count(try host.displayList.ops)
    }

    @Test("Effects draw the symbol at rest and are reported at their line; an active .disappear hides it; symbolEffectsRemoved turns them off")
    func effects() throws {
        let host = ViewHost(Effects(), layout: .fixed(width: 100, height: 300))
        #expect(try Self.icons(host) == 7)
        let reports = host.approximations.filter { $0.cause.hasPrefix("symbolEffect(") }
        #expect(reports.contains { $0.cause.hasPrefix("symbolEffect(.bounce.up.byLayer)") && $0.file == "PreviewUITests/SymbolEffectTests.swift" })
        #expect(reports.contains { $0.cause.hasPrefix("symbolEffect(.variableColor.iterative.reversing)") })
        #expect(!reports.contains { $0.cause.contains("wiggle") }, "removed effects are not reported")
        #expect(!reports.contains { $0.cause.contains("disappear") }, "an inactive effect is not reported")
        let hidden = ViewHost(Effects(hidden: true), layout: .fixed(width: 100, height: 300))
        #expect(try Self.icons(hidden) == 6)
    }
}
