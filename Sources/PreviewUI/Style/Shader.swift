import Drawing
import Foundation

/// Metal shaders as SwiftUI's (iOS 17): `ShaderLibrary.default.ripple(.float(t))` makes a
/// `Shader` for `.colorEffect`, `.distortionEffect`, `.layerEffect`, the `Canvas` filters of
/// the same names, or a fill. There is no Metal on Linux: the code compiles and the view is
/// drawn without the shader's effect (a fill with a shader paints the foreground style),
/// reported at the modifier's line.

/// A library of shader functions: `ShaderLibrary.default` is the app's main bundle's.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    enum Source: Equatable {
        case bundle(String)
        case data(Data)
        case url(URL)
    }

    let source: Source

    /// The shaders of the main bundle's `default.metallib`.
    public static let `default` = ShaderLibrary(source: .bundle(Bundle.main.bundlePath))

    /// The shaders of a bundle's `default.metallib`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: .bundle(bundle.bundlePath))
    }

    /// A library from the bytes of a compiled `.metallib`.
    public init(data: Data) {
        source = .data(data)
    }

    /// A library from a compiled `.metallib` file.
    public init(url: URL) {
        source = .url(url)
    }

    init(source: Source) {
        self.source = source
    }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }
}

/// A function of a shader library; called with arguments, it makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A shader function with its arguments.
public struct Shader: Equatable, Sendable {
    /// A value handed to a shader function.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Double])
            case color(Color)
            case colors([Color])
            case image(String)
            case data(Data)
            case boundingRect
        }

        let value: Value

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
            Argument(value: .floats([Double(x)]))
        }

        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y)]))
        }

        public static func float2(_ point: CGPoint) -> Argument { Argument(value: .floats([point.x, point.y])) }

        public static func float2(_ size: CGSize) -> Argument { Argument(value: .floats([size.width, size.height])) }

        public static func float2(_ vector: CGVector) -> Argument { Argument(value: .floats([vector.dx, vector.dy])) }

        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }

        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }

        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array.map(Double.init))) }

        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }

        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }

        public static func image(_ image: Image) -> Argument { Argument(value: .image(String(describing: image))) }

        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }

        /// The bounding rectangle of what is drawn, as a `float4`.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }

    public var function: ShaderFunction
    public var arguments: [Argument]
    /// Whether the shader's output is dithered (true by default, as SwiftUI's).
    public var dithersColor = true

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// What a report says of it.
    var described: String { "the Metal shader \(function.name)" }
}

extension Shader: ShapeStyle {
    /// A fill with a shader: the foreground style, reported (no Metal here).
    public func _color(in env: EnvironmentValues) -> Color.Resolved {
        PendingApproximation(cause: "a fill with \(described) (Metal shaders do not run on Linux)",
                             drawnAs: "the foreground style", site: nil).report()
        return HierarchicalShapeStyle.primary._color(in: env)
    }
}

/// A shader effect on a view: drawn without it, and reported.
nonisolated struct ShaderEffectModifier: ViewModifier, @MainActor PrimitiveModifier {
    let api: String
    let shader: Shader
    let isEnabled: Bool
    let site: CallSite

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        if isEnabled {
            context.approximate("\(api) with \(shader.described) (Metal shaders do not run on Linux)",
                                drawnAs: "the view without the effect", at: site)
        }
        return content(context)
    }
}

extension View {
    /// Changes each pixel's colour with a shader (`[[stitchable]] half4 f(float2 position,
    /// half4 color, …)`).
    nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true, _fileID: String = #fileID, _line: Int = #line) -> some View {
        modifier(ShaderEffectModifier(api: "colorEffect(_:isEnabled:)", shader: shader, isEnabled: isEnabled,
                                      site: CallSite(file: _fileID, line: _line)))
    }

    /// Moves each pixel with a shader (`float2 f(float2 position, …)`).
    nonisolated public func distortionEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        modifier(ShaderEffectModifier(api: "distortionEffect(_:maxSampleOffset:isEnabled:)", shader: shader, isEnabled: isEnabled,
                                      site: CallSite(file: _fileID, line: _line)))
    }

    /// Computes each pixel from the view's layer with a shader (`half4 f(float2 position,
    /// SwiftUI::Layer layer, …)`).
    nonisolated public func layerEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        modifier(ShaderEffectModifier(api: "layerEffect(_:maxSampleOffset:isEnabled:)", shader: shader, isEnabled: isEnabled,
                                      site: CallSite(file: _fileID, line: _line)))
    }
}

/// A colour matrix as SwiftUI's: four rows (red, green, blue, alpha) of five values, the
/// fifth added; the identity by default.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    public init() {}

    /// Drawing's matrix of the same values.
    var drawing: Drawing.ColorMatrix {
        Drawing.ColorMatrix([r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init))
    }
}

extension GraphicsContext.Filter {
    /// Multiplies each pixel's colour by a matrix (the fifth column added).
    public static func colorMatrix(_ matrix: ColorMatrix, _fileID: String = #fileID, _line: Int = #line) -> Self {
        Self(.matrix(matrix.drawing, api: "colorMatrix(_:)"), site: CallSite(file: _fileID, line: _line))
    }

    /// A shader on each pixel's colour: drawn without it, and reported.
    public static func colorShader(_ shader: Shader, _fileID: String = #fileID, _line: Int = #line) -> Self {
        Self(.shader(shader, api: "colorShader(_:)"), site: CallSite(file: _fileID, line: _line))
    }

    /// A shader moving each pixel: drawn without it, and reported.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize, _fileID: String = #fileID, _line: Int = #line) -> Self {
        Self(.shader(shader, api: "distortionShader(_:maxSampleOffset:)"), site: CallSite(file: _fileID, line: _line))
    }

    /// A shader over the layer: drawn without it, and reported.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize, _fileID: String = #fileID, _line: Int = #line) -> Self {
        Self(.shader(shader, api: "layerShader(_:maxSampleOffset:)"), site: CallSite(file: _fileID, line: _line))
    }
}
