import PreviewUI

/// Ways to travel, each with an SF Symbol name and a title.
public enum TransportationType: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case car, bicycle, airplane

    public var description: String { rawValue }
    /// The SF Symbol that shows it.
    public var symbolName: String { rawValue }
    /// Its name for people.
    public var title: String { rawValue.capitalized }
}

/// The first form of the text-and-icon picker: car, bicycle and airplane written out, holding
/// its own selection. `TextAndIconPicker` is the same control made generic.
public struct TransportationPicker: View {
    @State private var selection: String

    /// - Parameter selection: the item selected before any tap (`car`, `bicycle` or `airplane`).
    public init(selection: String = "car") {
        _selection = State(initialValue: selection)
    }

    public var body: some View {
        IconTitleSegments(
            items: TransportationType.allCases.map(\.rawValue), selection: $selection,
            image: { Image(systemName: $0) }, title: { $0.capitalized }, style: .fixed)
    }
}
