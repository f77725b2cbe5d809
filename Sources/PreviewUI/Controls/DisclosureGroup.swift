import Drawing

/// A row that shows or hides content, as SwiftUI's `DisclosureGroup`: the label, then a
/// chevron in the accent colour that turns 90° when open. Tapping the row toggles it. In a form
/// the content follows as rows of their own.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expandedState = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    private var expanded: Binding<Bool> { isExpanded ?? $expandedState }

    public var body: some View {
        let expanded = self.expanded
        Group {
            Button {
                expanded.wrappedValue.toggle()
            } label: {
                label.foregroundStyle(.primary)
                Spacer()
                Image(systemName: "chevron.right")
                    .imageScale(.small)
                    .fontWeight(.semibold)
                    .rotationEffect(expanded.wrappedValue ? .degrees(90) : .zero)
            }
            if expanded.wrappedValue {
                content
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload

    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A title with an icon, as SwiftUI's `Label`. The icon sits on the title's first baseline (a
/// symbol's baseline centres its ink on the title's cap height). In a list or form row the icon
/// is drawn in the accent colour in a column of its own, so the titles of a list line up (and
/// the row's separator starts at the title).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.isInForm) private var isInForm
    @Environment(\.isTabItem) private var isTabItem
    @Environment(\.foregroundStyle) private var foregroundStyle

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        if isTabItem {
            VStack(spacing: TabBarMetrics.iconTitleGap) {
                icon.font(.system(size: TabBarMetrics.iconPointSize)).imageScale(.large)
                title.font(.system(size: TabBarMetrics.titleSize, weight: .medium))
            }
        } else if isInForm {
            HStack(alignment: .firstTextBaseline, spacing: ControlMetrics.listLabelSpacing) {
                icon
                    .foregroundStyle(foregroundStyle ?? AnyShapeStyle(TintShapeStyle()))
                    .frame(width: ControlMetrics.listLabelIconWidth)
                title
            }
        } else {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                icon
                title
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, _fileID: String = #fileID, _line: Int = #line) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name, _fileID: _fileID, _line: _line) })
    }

    @_disfavoredOverload

    public init<S: StringProtocol>(_ title: S, systemImage name: String, _fileID: String = #fileID, _line: Int = #line) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name, _fileID: _fileID, _line: _line) })
    }
}
