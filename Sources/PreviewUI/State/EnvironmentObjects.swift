import Observation

// Objects in the environment: `@Observable` ones put there with `.environment(_:)` and read with
// `@Environment(Model.self)`, and `ObservableObject`s put there with `.environmentObject(_:)`
// and read with `@EnvironmentObject`. Each is found by the type it was put there as.

/// The environment's slot for an object of type `Object`, put there with `.environment(_:)` (an
/// `@Observable` object) or `.environmentObject(_:)` (an `ObservableObject`): separate stores,
/// as in SwiftUI.
private struct EnvironmentObjectKey<Object: AnyObject, Store>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

/// Which store an object key belongs to.
private enum ObservableStore {}
private enum ObservableObjectStore {}

extension EnvironmentValues {
    /// The `@Observable` object of type `T` that `.environment(_:)` put here.
    func observableObject<T: AnyObject>(of type: T.Type) -> T? {
        self[EnvironmentObjectKey<T, ObservableStore>.self]
    }

    /// The `ObservableObject` of type `T` that `.environmentObject(_:)` put here.
    func environmentObject<T: ObservableObject>(of type: T.Type) -> T? {
        self[EnvironmentObjectKey<T, ObservableObjectStore>.self]
    }
}

extension Environment {
    /// Reads the `@Observable` object of this type that an ancestor put in the environment
    /// with `.environment(_:)`: `@Environment(Model.self) var model`. Without one, iOS stops the
    /// app; PreviewUI reports it at this line and draws a placeholder for the view.
    public init(_ objectType: Value.Type, _fileID: String = #fileID, _line: Int = #line)
    where Value: AnyObject, Value: Observable {
        self.init(
            object: MissingEnvironmentObject(kind: .observable, typeName: String(describing: Value.self),
                                             site: CallSite(file: _fileID, line: _line)),
            read: { $0.observableObject(of: Value.self) })
    }

    /// Reads the `@Observable` object of this type in the environment, or nil:
    /// `@Environment(Model.self) private var model: Model?`.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        self.init(
            object: MissingEnvironmentObject(kind: .observable, typeName: String(describing: T.self), site: .unknown),
            read: { .some($0.observableObject(of: T.self)) })
    }
}

extension View {
    /// Puts an `@Observable` object in this view's environment, where `@Environment(T.self)`
    /// finds it (nil takes it out).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformingEnvironment { $0[EnvironmentObjectKey<T, ObservableStore>.self] = object }
    }

    /// Puts an `ObservableObject` in this view's environment, where `@EnvironmentObject`
    /// finds it.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformingEnvironment { $0[EnvironmentObjectKey<T, ObservableObjectStore>.self] = object }
    }
}

/// An `ObservableObject` that an ancestor put in the environment with `.environmentObject(_:)`,
/// as SwiftUI's `@EnvironmentObject`. The view is drawn again when it changes. Without one, iOS
/// stops the app; PreviewUI reports it at the property's line and draws a placeholder.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Box: @unchecked Sendable {
        var object: ObjectType?
    }
    let box = Box()
    let missing: MissingEnvironmentObject

    /// `$model.name`: bindings to the object's properties.
    public typealias Wrapper = ObjectBindings<ObjectType>

    public init(_fileID: String = #fileID, _line: Int = #line) {
        missing = MissingEnvironmentObject(kind: .observableObject, typeName: String(describing: ObjectType.self),
                                           site: CallSite(file: _fileID, line: _line))
    }

    public var wrappedValue: ObjectType {
        guard let object = box.object else { missing.trap() }
        return object
    }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) {
        box.object = context.environment.environmentObject(of: ObjectType.self)
        if let object = box.object {
            context.graph.observe(object, key: key)
        } else {
            missing.report(context)
        }
    }
}

/// An object a view reads from the environment and the environment lacks: a mistake that stops
/// an iOS app. PreviewUI says so, naming the line, and draws the rest of the screen with a
/// placeholder where the view (or, for a modifier, its effect) would be.
struct MissingEnvironmentObject: Sendable {
    enum Kind: Sendable {
        /// `@Environment(Model.self)`, set with `.environment(_:)`.
        case observable
        /// `@EnvironmentObject`, set with `.environmentObject(_:)`.
        case observableObject
    }
    let kind: Kind
    let typeName: String
    let site: CallSite

    /// What iOS says when it stops (its message, as SwiftUI writes it).
    var message: String {
        switch kind {
        case .observable:
            "No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of this view."
        case .observableObject:
            "No ObservableObject of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view."
        }
    }

    /// Reports it for the view being bound, whose body is then not evaluated.
    @MainActor func report(_ context: ResolveContext) {
        let setter = kind == .observable ? ".environment(_:)" : ".environmentObject(_:)"
        context.approximate(
            "No \(kind == .observable ? "Observable object" : "ObservableObject") of type \(typeName) found: a \(setter) with one is missing above this view (iOS stops the app here)",
            drawnAs: "a placeholder where the view would be", at: site)
        context.graph.missingObject = self
    }

    /// Reading the object where no view could be drawn without it: SwiftUI's trap.
    func trap() -> Never {
        fatalError(message + (site.file.isEmpty ? "" : " (\(site.file):\(site.line))"))
    }

    /// What is drawn instead of a view that needs the object.
    var placeholder: some View {
        MissingObjectPlaceholder(text: "No \(typeName) in the environment")
    }
}

/// A red-outlined note filling the view's place.
struct MissingObjectPlaceholder: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.footnote)
            .foregroundStyle(Color.red)
            .multilineTextAlignment(.center)
            .padding(8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(Rectangle().strokeBorder(Color.red, lineWidth: 1))
    }
}
