import Drawing
import Foundation
import PreviewUI
import Testing

/// `.visualEffect` (effects from the view's geometry after layout), `containerShape` and
/// `ContainerRelativeShape`, and the visual-effect-timeline golden (a `TimelineView` clock
/// over geometry-driven cards and concentric container shapes), light and dark.
@MainActor @Suite struct VisualEffectTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    static func groups(_ ops: [DisplayOp]) -> [DisplayGroup] {
        ops.flatMap { op -> [DisplayGroup] in
            guard case .group(let g) = op else { return [] }
            return [g] + groups(g.ops)
        }
    }

    static func fills(_ ops: [DisplayOp]) -> [(ShapePath, RGBAColor)] {
        ops.flatMap { op -> [(ShapePath, RGBAColor)] in
            switch op {
            case .fill(let s, let c): return [(s, c)]
            case .group(let g): return fills(g.ops)
            default: return []
            }
        }
    }

    // MARK: visualEffect

    /// What a `@Sendable` effect closure saw.
    final class Seen: @unchecked Sendable {
        var frame: CGRect?
    }

    @Test("The closure gets the view's geometry after layout; the effect moves the drawing, not the layout")
    func geometryDrivesTheEffect() throws {
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 30)
            Color.blue.frame(width: 40, height: 30)
                .visualEffect { content, proxy in
                    seen.frame = proxy.frame(in: .global)
                    return content.offset(x: proxy.frame(in: .global).minY)
                }
        }
        let host = ViewHost(view, layout: .fixed(width: 100, height: 100))
        let list = try host.displayList
        #expect(seen.frame == CGRect(x: 30, y: 50, width: 40, height: 30))
        let moved = try #require(Self.groups(list.ops).first { !$0.transform.isIdentity })
        #expect(moved.transform == .translation(x: 50, y: 0))
        #expect(Self.fills(moved.ops).map(\.0) == [.rect(CGRect(x: 30, y: 50, width: 40, height: 30))], "laid out where it was")
    }

    @Test("Effects apply in the order written: the first is innermost")
    func order() throws {
        let host = ViewHost(Color.red.frame(width: 20, height: 20).visualEffect { content, _ in
            content.offset(x: 10).scaleEffect(2)
        }, layout: .fixed(width: 20, height: 20))
        let gs = Self.groups(try host.displayList.ops).filter { !$0.transform.isIdentity }
        #expect(gs.map(\.transform) == [.scale(x: 2, y: 2, about: CGPoint(x: 10, y: 10)), .translation(x: 10, y: 0)])
    }

    @Test("Pixel effects in a visual effect are layer filters, reported at the visualEffect call")
    func pixelEffects() throws {
        let line = #line + 1
        let host = ViewHost(Color.red.frame(width: 20, height: 20).visualEffect { content, proxy in
            content.blur(radius: 2).grayscale(1).opacity(0.5).rotationEffect(.degrees(proxy.size.width))
        }, layout: .fixed(width: 40, height: 40))
        let gs = Self.groups(try host.displayList.ops)
        #expect(gs.flatMap(\.filters) == [.colorMatrix(.grayscale(1)), .blur(radius: 2, opaque: false, bounds: nil)])
        #expect(gs.contains { $0.opacity == 0.5 })
        let report = try #require(host.approximations.first { $0.cause.hasPrefix("visualEffect blur(radius: 2)") })
        #expect(report.line == line && report.file == "PreviewUITests/VisualEffectTests.swift")
    }

    @Test("A 3D turn in a visual effect is drawn through its perspective and reported")
    func rotation3D() throws {
        let host = ViewHost(Color.red.frame(width: 40, height: 40).visualEffect { content, _ in
            content.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
        }, layout: .fixed(width: 60, height: 60))
        #expect(Self.groups(try host.displayList.ops).contains { $0.projection != nil })
        #expect(host.approximations.contains { $0.cause.contains("rotation3DEffect with perspective") })
    }

    // MARK: Container shapes

    @Test("Without a container shape, ContainerRelativeShape is a rectangle")
    func noContainer() throws {
        let host = ViewHost(ContainerRelativeShape().fill(.red).frame(width: 30, height: 20), layout: .fixed(width: 30, height: 20))
        #expect(Self.fills(try host.displayList.ops).last?.0 == .rect(CGRect(x: 0, y: 0, width: 30, height: 20)))
    }

    @Test("ContainerRelativeShape follows the nearest container shape, inset by its distance: concentric corners")
    func concentric() throws {
        let view = ContainerRelativeShape().fill(.red)
            .padding(8)
            .frame(width: 100, height: 80)
            .background(ContainerRelativeShape().fill(.blue))
            .containerShape(RoundedRectangle(cornerRadius: 20))
        let host = ViewHost(view, layout: .fixed(width: 100, height: 80))
        let shapes = Self.fills(try host.displayList.ops).map(\.0)
        #expect(shapes.contains(.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 80), cornerRadius: 20, style: .continuous)),
                "the container's own frame: its shape")
        #expect(shapes.contains(.roundedRect(CGRect(x: 8, y: 8, width: 84, height: 64), cornerRadius: 12, style: .continuous)),
                "8 points in: the radius 8 smaller")
    }

    @Test("Insettable shapes inset their outlines, rounded corners shrinking with them")
    func insets() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        #expect(Rectangle().inset(by: 5).path(in: rect) == Path(CGRect(x: 5, y: 5, width: 90, height: 50)))
        #expect(RoundedRectangle(cornerRadius: 12).inset(by: 4).inset(by: 2).path(in: rect)
            == Path(roundedRect: CGRect(x: 6, y: 6, width: 88, height: 48), cornerRadius: 6))
        #expect(Circle().inset(by: 10).path(in: rect).boundingRect == CGRect(x: 30, y: 10, width: 40, height: 40))
        #expect(Capsule().inset(by: 3).path(in: rect).boundingRect == CGRect(x: 3, y: 3, width: 94, height: 54))
    }

    // MARK: Golden

    /// A clock drawn for the timeline's date (hands from its hours and minutes, in GMT).
    struct ClockFace: View {
        let date: Date
        var body: some View {
            Canvas { context, size in
                let r = min(size.width, size.height) / 2
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                context.fill(Path(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)),
                             with: .color(Color(.secondarySystemBackground)))
                for tick in 0..<12 {
                    var t = context
                    t.translateBy(x: center.x, y: center.y)
                    t.rotate(by: .degrees(Double(tick) * 30))
                    t.fill(Path(CGRect(x: -1, y: -r + 4, width: 2, height: tick % 3 == 0 ? 8 : 4)), with: .foreground)
                }
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "GMT")!
                let parts = calendar.dateComponents([.hour, .minute], from: date)
                let minutes = Double(parts.minute ?? 0), hours = Double((parts.hour ?? 0) % 12) + minutes / 60
                for (angle, length, width) in [(hours * 30, r * 0.5, 4.0), (minutes * 6, r * 0.78, 2.5)] {
                    var hand = context
                    hand.translateBy(x: center.x, y: center.y)
                    hand.rotate(by: .degrees(angle))
                    hand.stroke(Path { p in
                        p.move(to: .zero)
                        p.addLine(to: CGPoint(x: 0, y: -length))
                    }, with: .foreground, style: StrokeStyle(lineWidth: width, lineCap: .round))
                }
                context.fill(Path(ellipseIn: CGRect(x: center.x - 3, y: center.y - 3, width: 6, height: 6)), with: .color(.orange))
            }
            .frame(width: 72, height: 72)
        }
    }

    static var sheet: some View {
        VStack(alignment: .leading, spacing: 16) {
            TimelineView(.everyMinute) { context in
                HStack(spacing: 16) {
                    ClockFace(date: context.date)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(context.date, style: .time).font(.title2.bold())
                        Text(context.date, style: .date).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            HStack(spacing: 12) {
                ForEach(0..<4) { i in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(Color.blue.gradient)
                        .overlay { Text("\(i + 1)").font(.headline).foregroundStyle(.white) }
                        .frame(width: 64, height: 64)
                        .visualEffect { content, proxy in
                            // Farther along the row: turned more, smaller, fainter.
                            let x = proxy.frame(in: .global).minX
                            return content
                                .rotationEffect(.degrees(Double(x - 16) / 10))
                                .scaleEffect(1 - Double(x - 16) / 800)
                                .opacity(1 - Double(x - 16) / 500)
                        }
                }
            }
            HStack(spacing: 12) {
                ZStack {
                    ContainerRelativeShape().fill(Color(.secondarySystemBackground))
                    ContainerRelativeShape().fill(.indigo).padding(10)
                    ContainerRelativeShape().fill(.mint).padding(20)
                }
                .frame(width: 120, height: 88)
                .containerShape(RoundedRectangle(cornerRadius: 28))
                Text("Concentric corners follow the container shape")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(16)
        .frame(width: 360, alignment: .leading)
        .background(Color(.systemBackground))
    }

    @Test("Visual effects and a timeline at the preview's clock", arguments: schemes)
    func visualEffectTimelineGolden(scheme: ColorScheme) throws {
        try GoldenImage.check(Self.sheet, named: "visual-effect-timeline-\(scheme)", colorScheme: scheme)
    }
}
