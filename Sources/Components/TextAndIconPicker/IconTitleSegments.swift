import PreviewUI

/// The look that differs between the two forms of the text-and-icon picker.
struct IconTitleSegmentStyle {
    /// Title font, given whether the segment is selected.
    var titleFont: (Bool) -> Font
    /// Icon colour, given whether the segment is selected (nil: the foreground colour).
    var iconColor: (Bool) -> Color?
    /// Space above the icon.
    var iconTopPadding: CGFloat

    /// The generic picker: black (white in dark mode) and grey icons, 13 pt titles,
    /// semibold when selected.
    static var generic: IconTitleSegmentStyle {
        IconTitleSegmentStyle(
        titleFont: { .system(size: 13, weight: $0 ? .semibold : .light) },
        iconColor: { $0 ? .primary : .gray },
        iconTopPadding: 4)
    }

    /// The hard-coded picker: 14 pt regular titles, icons in the foreground colour.
    static var fixed: IconTitleSegmentStyle {
        IconTitleSegmentStyle(
        titleFont: { _ in .system(size: 14) },
        iconColor: { _ in nil },
        iconTopPadding: 0)
    }
}

/// A row of equal segments, each an icon over a title, on a light grey rounded track; the
/// selected one sits on a white card with a soft shadow. Shared by `TextAndIconPicker` and
/// `TransportationPicker`.
///
/// The article draws the track and card in fixed light greys and white, which leaves white
/// titles on light grey in dark mode; here the light look is kept exactly and dark mode uses
/// the system's dark greys instead.
struct IconTitleSegments<Item: Hashable>: View {
    let items: [Item]
    @Binding var selection: Item
    let image: (Item) -> Image
    let title: (Item) -> String
    let style: IconTitleSegmentStyle
    @Namespace private var highlight

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items, id: \.self) { item in
                segment(item, isSelected: item == selection)
                    .frame(maxWidth: .infinity)
                    .onTapGesture { selection = item }
            }
        }
        .background(Color(uiColor: IconTitleSegmentColors.track))
        .cornerRadius(8)
        .frame(maxHeight: 80)
    }

    private func segment(_ item: Item, isSelected: Bool) -> some View {
        ZStack {
            // Present whatever the selection, so the highlight has something to animate on.
            Group {
                if isSelected { highlightCard }
            }
            .animation(.spring().speed(1.5), value: selection)
            .matchedGeometryEffect(id: "highlight", in: highlight)
            VStack {
                image(item)
                    .resizable()
                    .aspectRatio(1, contentMode: .fit)
                    .frame(width: 20, height: 20)
                    .padding(.top, style.iconTopPadding)
                    .foregroundColor(style.iconColor(isSelected))
                Text(title(item))
                    .font(style.titleFont(isSelected))
                    .lineLimit(2)
            }
            .padding(8)
        }
    }

    private var highlightCard: some View {
        RoundedRectangle(cornerRadius: 5)
            .fill(Color(uiColor: IconTitleSegmentColors.card))
            .shadow(color: Color(white: 0.5, opacity: 0.4), radius: 3, x: 0, y: 0)
            .padding(2)
    }
}

/// The track and card colours: the article's light greys, and dark counterparts.
enum IconTitleSegmentColors {
    /// White 0.9 in light mode (the article's), systemGray5 in dark mode.
    static let track = UIColor(light: UIColor(white: 0.9, alpha: 1), dark: .systemGray5)
    /// White in light mode, the segmented-control thumb grey (636366) in dark mode.
    static let card = UIColor(light: .white, dark: .systemGray2)
}
