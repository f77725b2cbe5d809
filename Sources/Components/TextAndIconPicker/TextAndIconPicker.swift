import PreviewUI

/// A segmented picker whose segments show an icon above a title — something the system's
/// segmented style does not do well.
///
/// The selected segment sits on a white, rounded highlight with a soft shadow; its icon is
/// drawn in black and its title semibold, the others in grey and light. Tapping a segment
/// selects it.
///
/// ```swift
/// TextAndIconPicker(
///     sources: TransportationType.allCases,
///     imageForSource: { Image(systemName: $0.symbolName) },
///     titleForSource: { $0.title },
///     selection: $transport)
/// ```
public struct TextAndIconPicker<Data: Hashable>: View {
    /// The values offered, in order.
    public let sources: [Data]
    @Binding public var selection: Data
    private let imageForSource: (Data) -> Image
    private let titleForSource: (Data) -> String

    public init(
        sources: [Data],
        imageForSource: @escaping (Data) -> Image,
        titleForSource: @escaping (Data) -> String,
        selection: Binding<Data>
    ) {
        self.sources = sources
        self.imageForSource = imageForSource
        self.titleForSource = titleForSource
        _selection = selection
    }

    public var body: some View {
        IconTitleSegments(items: sources, selection: $selection, image: imageForSource, title: titleForSource, style: .generic)
    }
}
