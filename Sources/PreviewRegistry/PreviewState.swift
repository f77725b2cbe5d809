import PreviewUI

/// What a user does to a preview, replayed through the host to reach a state.
public enum Interaction: Sendable, Hashable, CustomStringConvertible {
    /// Tap the view that shows this text.
    case tap(String)
    /// Tap the view with this accessibility identifier.
    case tapIdentifier(String)
    /// Tap a point (page coordinates, points).
    case tapPoint(x: Double, y: Double)
    /// Choose the option shown as `option` in a picker (the one titled `picker`, or the first).
    case select(String, picker: String? = nil)
    /// Set a toggle (the one titled `title`, or the first).
    case toggle(Bool, title: String? = nil)
    /// Choose a date in a date picker (the one titled `picker`, or the first), as a finger
    /// would: the components the picker shows change, the others stay.
    case chooseDate(Date, picker: String? = nil)
    /// Drag a slider's thumb (the slider titled `slider`, or the first) to `value`, as a
    /// finger would: its step and range apply.
    case setSlider(Double, slider: String? = nil)
    /// Tap the + (or −) half of a stepper (the one titled `stepper`, or the first).
    case incrementStepper(String? = nil)
    case decrementStepper(String? = nil)
    /// Set the colour of a colour picker (the one titled `picker`, or the first), as the
    /// system's colour sheet would.
    case chooseColor(Color, picker: String? = nil)
    /// Type text into a text field (the one whose title, prompt or label shows `into`, or the
    /// first): it takes the focus and its text gets the typed text appended.
    case type(String, into: String? = nil)
    /// Focus a text field (the one whose title, prompt or label shows this), or none (nil).
    case focus(String?)
    /// Drag a finger in a straight line between two points (page coordinates, points).
    case drag(from: CGPoint, to: CGPoint)
    /// Drag from the middle of the view that shows this text (or has this accessibility
    /// identifier) by `dx`, `dy` points.
    case dragView(String, dx: Double, dy: Double)
    /// Hold a finger on the view that shows this text (or has this accessibility identifier).
    case longPress(String)
    /// Scroll the scroll view that holds the view with this id (`.id`, or a ForEach element's
    /// id) until it shows.
    case scroll(to: String)
    /// Scroll the first scroll view by `dx`, `dy` points, as a finger that lifts still: its
    /// scroll target behavior (`.paging`, `.viewAligned`) settles it.
    case scrollBy(dx: Double, dy: Double)
    /// Pull down the refreshable scroll view that shows this text (or the first one) to run
    /// its `.refreshable` action; the state is drawn once the action has finished.
    case pullToRefresh(String? = nil)

    /// Human-readable, e.g. `tap “Cups of Water”`.
    public var description: String {
        switch self {
        case .tap(let text): return "tap “\(text)”"
        case .tapIdentifier(let identifier): return "tap the view “\(identifier)”"
        case .tapPoint(let x, let y): return "tap at (\(Self.num(x)), \(Self.num(y)))"
        case .select(let option, let picker): return "select “\(option)”" + (picker.map { " in “\($0)”" } ?? "")
        case .toggle(let on, let title): return "turn \(title.map { "“\($0)” " } ?? "")\(on ? "on" : "off")"
        case .chooseDate(let date, let picker):
            return "choose \(date.formatted(Date.ISO8601FormatStyle()))" + (picker.map { " in “\($0)”" } ?? "")
        case .chooseColor(let color, let picker): return "choose the colour \(color)" + (picker.map { " in “\($0)”" } ?? "")
        case .setSlider(let value, let slider): return "slide \(slider.map { "“\($0)” " } ?? "")to \(Self.num(value))"
        case .incrementStepper(let stepper): return "step \(stepper.map { "“\($0)” " } ?? "")up"
        case .decrementStepper(let stepper): return "step \(stepper.map { "“\($0)” " } ?? "")down"
        case .type(let text, let field): return "type “\(text)”" + (field.map { " into “\($0)”" } ?? "")
        case .focus(let field): return field.map { "focus “\($0)”" } ?? "leave the focused field"
        case .drag(let from, let to):
            return "drag from (\(Self.num(from.x)), \(Self.num(from.y))) to (\(Self.num(to.x)), \(Self.num(to.y)))"
        case .dragView(let name, let dx, let dy): return "drag “\(name)” by (\(Self.num(dx)), \(Self.num(dy)))"
        case .longPress(let name): return "long-press “\(name)”"
        case .scroll(let id): return "scroll to “\(id)”"
        case .scrollBy(let dx, let dy): return "scroll by (\(Self.num(dx)), \(Self.num(dy)))"
        case .pullToRefresh(let text): return "pull to refresh" + (text.map { " “\($0)”" } ?? "")
        }
    }

    private static func num(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    /// The interaction as Swift, to paste into a `PreviewState`: `.tap("Cups of Water")`.
    public var swiftSource: String {
        func str(_ s: String) -> String {
            "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        func label(_ name: String, _ value: String?) -> String { value.map { ", \(name): \(str($0))" } ?? "" }
        switch self {
        case .tap(let text): return ".tap(\(str(text)))"
        case .tapIdentifier(let id): return ".tapIdentifier(\(str(id)))"
        case .tapPoint(let x, let y): return ".tapPoint(x: \(Self.num(x)), y: \(Self.num(y)))"
        case .select(let option, let picker): return ".select(\(str(option))\(label("picker", picker)))"
        case .toggle(let on, let title): return ".toggle(\(on)\(label("title", title)))"
        case .chooseDate(let date, let picker):
            return ".chooseDate(Date(timeIntervalSince1970: \(Self.num(date.timeIntervalSince1970)))\(label("picker", picker)))"
        case .chooseColor(let color, let picker):
            let c = color.resolve(in: EnvironmentValues())
            return ".chooseColor(Color(red: \(Self.num(Double(c.red))), green: \(Self.num(Double(c.green))), blue: \(Self.num(Double(c.blue))))\(label("picker", picker)))"
        case .setSlider(let value, let slider): return ".setSlider(\(Self.num(value))\(label("slider", slider)))"
        case .incrementStepper(let stepper): return ".incrementStepper(\(stepper.map(str) ?? ""))"
        case .decrementStepper(let stepper): return ".decrementStepper(\(stepper.map(str) ?? ""))"
        case .type(let text, let field): return ".type(\(str(text))\(label("into", field)))"
        case .focus(let field): return ".focus(\(field.map(str) ?? "nil"))"
        case .drag(let from, let to):
            return ".drag(from: CGPoint(x: \(Self.num(from.x)), y: \(Self.num(from.y))), to: CGPoint(x: \(Self.num(to.x)), y: \(Self.num(to.y))))"
        case .dragView(let name, let dx, let dy): return ".dragView(\(str(name)), dx: \(Self.num(dx)), dy: \(Self.num(dy)))"
        case .longPress(let name): return ".longPress(\(str(name)))"
        case .scroll(let id): return ".scroll(to: \(str(id)))"
        case .scrollBy(let dx, let dy): return ".scrollBy(dx: \(Self.num(dx)), dy: \(Self.num(dy)))"
        case .pullToRefresh(let text): return ".pullToRefresh(\(text.map(str) ?? ""))"
        }
    }

    /// Replays the interaction on a host, as a finger (or the system sheet) would.
    @MainActor
    public func perform(on host: ViewHost) throws {
        switch self {
        case .tap(let text): try host.tap(text: text)
        case .tapIdentifier(let identifier): try host.tap(identifier: identifier)
        case .tapPoint(let x, let y): try host.tap(at: CGPoint(x: x, y: y))
        case .select(let option, let picker): try host.select(option, inPicker: picker)
        case .toggle(let on, let title): try host.setToggle(on, titled: title)
        case .chooseDate(let date, let picker): try host.chooseDate(date, titled: picker)
        case .chooseColor(let color, let picker): try host.chooseColor(color, titled: picker)
        case .setSlider(let value, let slider): try host.setSlider(value, titled: slider)
        case .incrementStepper(let stepper): try host.incrementStepper(titled: stepper)
        case .decrementStepper(let stepper): try host.decrementStepper(titled: stepper)
        case .type(let text, let field): try host.type(text, into: field)
        case .focus(let field): try host.focus(field)
        case .drag(let from, let to): try host.drag(from: from, to: to)
        case .dragView(let name, let dx, let dy):
            let by = CGSize(width: dx, height: dy)
            if try host.frame(ofText: name) != nil { try host.drag(text: name, by: by) } else { try host.drag(identifier: name, by: by) }
        case .longPress(let name):
            if try host.frame(ofText: name) != nil { try host.longPress(text: name) } else { try host.longPress(identifier: name) }
        case .scroll(let id): try host.scroll(to: id)
        case .scrollBy(let dx, let dy): try host.scroll(by: CGSize(width: dx, height: dy))
        case .pullToRefresh(let text): try host.pullToRefresh(text)
        }
    }
}

/// A state of a preview: the initial view (with parameters) and the interactions that lead
/// from it to the state.
public struct PreviewState: Sendable, Hashable {
    /// Lower-kebab name, unique in its preview.
    public let name: String
    public let description: String
    public let parameters: PreviewParameters
    public let interactions: [Interaction]

    public init(_ name: String, description: String = "", parameters: PreviewParameters = [:], _ interactions: Interaction...) {
        self.init(name, description: description, parameters: parameters, interactions: interactions)
    }

    public init(_ name: String, description: String = "", parameters: PreviewParameters = [:], interactions: [Interaction]) {
        self.name = SnapshotName.sanitize(name)
        self.description = description
        self.parameters = parameters
        self.interactions = interactions
    }

    /// The view as it first appears.
    public static func initial(_ name: String = "initial", description: String = "", parameters: PreviewParameters = [:]) -> PreviewState {
        PreviewState(name, description: description, parameters: parameters, interactions: [])
    }

    /// The state as Swift, to paste into a preview's `states:`.
    public var swiftSource: String {
        let name = "\"" + self.name + "\""
        return interactions.isEmpty ? ".initial(\(name))" : "PreviewState(\(name), " + interactions.map(\.swiftSource).joined(separator: ", ") + ")"
    }

    /// Steps for people: the parameters, then each interaction.
    public var steps: [String] {
        (parameters.values.isEmpty ? [] : ["with \(parameters)"]) + interactions.map(\.description)
    }
}
