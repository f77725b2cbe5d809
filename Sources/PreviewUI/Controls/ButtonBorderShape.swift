import Drawing

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`, set with
/// `.buttonBorderShape(_:)`. On iOS `.automatic` and `.roundedRectangle` are the rounded
/// rectangle of the control size (`ControlMetrics.bordered(_:)`); `.circle` draws the button
/// in a circle round its label (iOS 17). It is a `Shape` too, as on iOS 17 and later.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, roundedRectangle, circle
        case radius(CGFloat)
    }

    let kind: Kind

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle)
    @available(iOS 17.0, *)
    public static let circle = ButtonBorderShape(kind: .circle)

    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .radius(radius))
    }

    /// The shape a bordered button of `size` is drawn in.
    func shape(for size: ControlSize) -> any Shape {
        switch kind {
        case .automatic, .roundedRectangle: RoundedRectangle(cornerRadius: ControlMetrics.bordered(size).cornerRadius)
        case .radius(let r): RoundedRectangle(cornerRadius: r)
        case .capsule: Capsule()
        case .circle: Circle()
        }
    }
}

extension ButtonBorderShape: Shape {
    /// As a shape on its own (no control size to read): the regular size's rounded rectangle
    /// for `.automatic` and `.roundedRectangle`.
    public func path(in rect: CGRect) -> Path { shape(for: .regular).path(in: rect) }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of the bordered buttons inside.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        transformingEnvironment { $0.buttonBorderShape = shape }
    }
}
