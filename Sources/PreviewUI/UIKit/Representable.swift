import Drawing

// `UIViewRepresentable` and `UIViewControllerRepresentable`: a UIKit view inside SwiftUI. There
// is no UIKit to draw one here, so a representable compiles, its `makeUIView`/`updateUIView`
// (and coordinator) run as SwiftUI runs them, and it draws a labelled placeholder of the size it
// is offered, reported as an approximation naming the file and line of the view that uses it.

/// UIKit's base view class, as far as a representable needs it.
@MainActor
open class UIView {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tintColor: UIColor!
    open private(set) var subviews: [UIView] = []

    public init(frame: CGRect) {
        self.frame = frame
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    open func addSubview(_ view: UIView) { subviews.append(view) }
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1
}

/// UIKit's view controller, as far as a representable needs it.
@MainActor
open class UIViewController {
    open var view: UIView!
    open var title: String?

    public init() {
        view = UIView()
    }

    open func viewDidLoad() {}
}

/// What a representable's methods are given, as SwiftUI's `UIViewRepresentableContext`.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public let transaction: Transaction
    public let environment: EnvironmentValues
}

/// What a controller representable's methods are given.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let transaction: Transaction
    public let environment: EnvironmentValues
}

/// A UIKit view inside SwiftUI, as SwiftUI's `UIViewRepresentable`.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public var body: Never { fatalError("\(Self.self) is drawn by PreviewUI, which has no body to ask for") }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// A UIKit view controller inside SwiftUI, as SwiftUI's `UIViewControllerRepresentable`.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
    public var body: Never { fatalError("\(Self.self) is drawn by PreviewUI, which has no body to ask for") }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// A representable's placeholder: the space it is offered (or what its `sizeThatFits` says),
/// a light fill with a hairline border, and the representable's type name in the middle.
struct RepresentablePlaceholder: View {
    let name: String
    let size: CGSize?

    var body: some View {
        ZStack {
            Rectangle().fill(Color(uiColor: .secondarySystemFill))
            Rectangle().strokeBorder(Color(uiColor: .separator), lineWidth: 1)
            VStack(spacing: 4) {
                Image(systemName: "square.dashed")
                Text(verbatim: name).font(.caption).lineLimit(2).multilineTextAlignment(.center)
            }
            .foregroundStyle(Color(uiColor: .secondaryLabel))
            .padding(4)
        }
        .frame(width: size?.width, height: size?.height)
    }
}

/// Keeps a representable's UIKit object and coordinator for its identity, as SwiftUI does: made
/// once, updated every frame.
final class RepresentableBox: @unchecked Sendable {
    var object: AnyObject?
    var coordinator: Any?
}

/// Makes a representable's UIKit object and coordinator once per identity (kept in the graph),
/// updates it, and resolves its placeholder, reported.
@MainActor
private func representableNodes<Object: AnyObject, Coordinator>(
    _ context: ResolveContext, name: String, kind: String,
    makeCoordinator: () -> Coordinator, make: (Coordinator) -> Object,
    update: (Object, Coordinator) -> Void, fit: (Object, Coordinator) -> CGSize?
) -> [LayoutNode] {
    let key = context.key + "#representable"
    let box = (context.graph.storedValue(for: key) as? RepresentableBox) ?? RepresentableBox()
    let coordinator = (box.coordinator as? Coordinator) ?? makeCoordinator()
    let object = (box.object as? Object) ?? make(coordinator)
    update(object, coordinator)
    box.object = object
    box.coordinator = coordinator
    context.graph.store(box, for: key, notify: false)
    context.approximate("\(name) is a UIKit \(kind), which PreviewUI cannot draw",
                        drawnAs: "a labelled placeholder of the size it is offered", at: nil)
    return context.resolve(RepresentablePlaceholder(name: name, size: fit(object, coordinator)))
}

extension UIViewRepresentable {
    func _representableNodes(_ context: ResolveContext) -> [LayoutNode] {
        func c(_ coordinator: Coordinator) -> Context {
            Context(coordinator: coordinator, transaction: Transaction(), environment: context.environment)
        }
        return representableNodes(
            context, name: String(describing: Self.self), kind: "view (UIViewRepresentable)",
            makeCoordinator: makeCoordinator, make: { makeUIView(context: c($0)) },
            update: { updateUIView($0, context: c($1)) },
            fit: { sizeThatFits(.unspecified, uiView: $0, context: c($1)) })
    }
}

extension UIViewControllerRepresentable {
    func _representableNodes(_ context: ResolveContext) -> [LayoutNode] {
        func c(_ coordinator: Coordinator) -> Context {
            Context(coordinator: coordinator, transaction: Transaction(), environment: context.environment)
        }
        return representableNodes(
            context, name: String(describing: Self.self), kind: "view controller (UIViewControllerRepresentable)",
            makeCoordinator: makeCoordinator, make: { makeUIViewController(context: c($0)) },
            update: { updateUIViewController($0, context: c($1)) },
            fit: { sizeThatFits(.unspecified, uiViewController: $0, context: c($1)) })
    }
}
