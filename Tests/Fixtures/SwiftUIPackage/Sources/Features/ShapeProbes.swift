import SwiftUI

// Shapes, paths and readers as real packages write them (issue #32's probes): literal
// coordinates in `path(in:)`, a `Path` from a reader's size, transformed shapes, iOS 17's
// chaining and set operations, a divider under text.

struct Bars: Shape {
    var values: [CGFloat]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = rect.width / CGFloat(values.count * 2 - 1)
        for (i, value) in values.enumerated() {
            let height = rect.height * value
            path.addRect(CGRect(x: CGFloat(i) * 2 * width, y: rect.height - height, width: width, height: height))
        }
        return path
    }
}

struct TabCurve: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: 0, y: 20))
            p.addLine(to: CGPoint(x: 70, y: 20))
            p.addCurve(to: CGPoint(x: 150, y: 20), control1: CGPoint(x: 90, y: 20), control2: CGPoint(x: 90, y: -20))
            p.addLine(to: CGPoint(x: 220, y: 20))
            p.addLine(to: CGPoint(x: 220, y: 60))
            p.addLine(to: CGPoint(x: 0, y: 60))
            p.closeSubpath()
        }
    }
}

struct Corner: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: rect.width, y: 0))
            p.addLine(to: CGPoint(x: 0, y: rect.height))
            p.closeSubpath()
        }
    }
}

struct HexagonBadge: View {
    var body: some View {
        GeometryReader { geometry in
            Path { path in
                let w = geometry.size.width, h = geometry.size.height
                path.move(to: CGPoint(x: w / 2, y: 0))
                path.addLine(to: CGPoint(x: w, y: h / 4))
                path.addLine(to: CGPoint(x: w, y: h * 3 / 4))
                path.addLine(to: CGPoint(x: w / 2, y: h))
                path.addLine(to: CGPoint(x: 0, y: h * 3 / 4))
                path.addLine(to: CGPoint(x: 0, y: h / 4))
                path.closeSubpath()
            }
            .fill(.orange)
        }
        .frame(width: 60, height: 68)
    }
}

struct ShapeProbes: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Weekly steps").font(.headline)
            Bars(values: [0.4, 0.7, 1, 0.55, 0.8]).fill(.blue).frame(height: 80)
            Divider()
            HStack(spacing: 12) {
                Corner().fill(.red).frame(width: 50, height: 50)
                Corner().offset(x: 10).fill(.green).frame(width: 50, height: 50)
                Corner().scale(0.5, anchor: .topLeading).fill(.purple).frame(width: 50, height: 50)
                Corner().rotation(.degrees(90)).fill(.teal).frame(width: 50, height: 50)
            }
            .padding(8)
            HStack(spacing: 16) {
                HexagonBadge()
                Circle().fill(.yellow).stroke(.orange, lineWidth: 4).frame(width: 60, height: 60)
                Circle().subtracting(Circle().offset(x: 18)).fill(.indigo).frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 12).stroke(lineWidth: 2).fill(.gray).frame(width: 60, height: 60)
            }
            TabCurve().fill(.mint).frame(width: 220, height: 60)
        }
        .padding()
    }
}

#Preview("Shape probes") {
    ShapeProbes()
}
