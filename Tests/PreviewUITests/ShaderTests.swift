import Drawing
import PreviewUI
import Testing

/// Metal shaders compile as SwiftUI's and are reported (there is no Metal here); a Canvas
/// `colorMatrix` filter is drawn.
@MainActor @Suite struct ShaderTests {
    static func pixels(_ view: some View) throws -> RGBAImage {
        try RasterRenderer.render(try ViewHost(view, layout: .fixed(width: 40, height: 40)).displayList, scale: 1).rgba()
    }

    @Test("colorEffect, distortionEffect and layerEffect take shaders from ShaderLibrary; the view is drawn without them and each is reported at its line")
    func viewEffects() throws {
        let line = #line + 3
        let shaded = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20)
                .colorEffect(ShaderLibrary.default.tint(.color(.blue), .float(0.5)))
            Color.green.frame(width: 40, height: 20)
                .distortionEffect(ShaderLibrary.wave(.float(2), .float2(CGSize(width: 4, height: 4)), .boundingRect),
                                  maxSampleOffset: CGSize(width: 4, height: 4))
                .layerEffect(ShaderLibrary.default.pixellate(.float(8)), maxSampleOffset: .zero, isEnabled: false)
        }
        let plain = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20)
            Color.green.frame(width: 40, height: 20)
        }
        let host = ViewHost(shaded, layout: .fixed(width: 40, height: 40))
        #expect(try host.displayList == ViewHost(plain, layout: .fixed(width: 40, height: 40)).displayList)
        let reports = host.approximations.filter { $0.cause.contains("Metal shader") }
        #expect(reports.map(\.line) == [line, line + 2], "a disabled effect is not reported")
        #expect(reports.first?.cause.contains("tint") == true && reports.first?.file == "PreviewUITests/ShaderTests.swift")
    }

    @Test("A shader as a fill paints the foreground style and is reported")
    func shaderFill() throws {
        let shader = ShaderLibrary.default.stripes(.float(4), .colorArray([.red, .blue]))
        let host = ViewHost(Rectangle().fill(shader).foregroundStyle(.orange), layout: .fixed(width: 40, height: 40))
        _ = try host.render()
        #expect(host.approximations.contains { $0.cause.contains("a fill with the Metal shader stripes") })
        #expect(shader.function.name == "stripes" && shader.arguments.count == 2 && shader.dithersColor)
    }

    @Test("Canvas: colorMatrix swaps channels as SwiftUI's ColorMatrix says; the shader filters are reported and leave the drawing")
    func canvasFilters() throws {
        var swap = ColorMatrix()
        swap.r1 = 0; swap.r3 = 1
        swap.b1 = 1; swap.b3 = 0
        let image = try Self.pixels(Canvas { context, size in
            var c = context
            c.addFilter(.colorMatrix(swap))
            c.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0)))
        })
        let p = image[20, 20]
        #expect(p.r < 5 && p.b > 250 && p.g < 5, "red became blue: \(p)")

        let host = ViewHost(Canvas { context, size in
            var c = context
            c.addFilter(.colorShader(ShaderLibrary.default.invert()))
            c.addFilter(.layerShader(ShaderLibrary.default.glow(.float(3)), maxSampleOffset: .zero))
            c.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }, layout: .fixed(width: 40, height: 40))
        let unfiltered = try Self.pixels(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        })
        #expect(try RasterRenderer.render(host.displayList, scale: 1).rgba()[20, 20] == unfiltered[20, 20])
        #expect(host.approximations.filter { $0.cause.contains("Metal shader") }.count == 2)
    }
}
