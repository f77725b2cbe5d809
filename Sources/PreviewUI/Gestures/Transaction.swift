/// The context of a state change, as SwiftUI's `Transaction`: its animation. Stills draw the
/// end of every change, so PreviewUI keeps it only to hand it to gesture callbacks.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations: Bool = false
    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous: Bool = false
    /// Values of `TransactionKey`s (`@Entry` in an extension of `Transaction`).
    var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}
