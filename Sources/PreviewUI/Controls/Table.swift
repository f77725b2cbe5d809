import Foundation

/// A column of a `Table`, as SwiftUI's `TableColumn`: a title, what each row shows in it, and
/// (with a value) how rows sort by it.
nonisolated public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
    let title: Text
    let content: (RowValue) -> Content
    var width: TableColumnWidth = .flexible

    init(title: Text, content: @escaping (RowValue) -> Content) {
        self.title = title
        self.content = content
    }

    /// A fixed width for the column (nil: the table's choice).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var c = self
        c.width = width.map { .fixed($0) } ?? .flexible
        return c
    }

    /// The column's width limits and ideal width.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var c = self
        c.width = .limits(min: min, ideal: ideal, max: max)
        return c
    }

    /// Hides or shows the column by a customization id: kept, not drawn differently.
    public func customizationID(_ id: String) -> TableColumn { self }

    /// Whether the column may be hidden: kept, not drawn differently.
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
}

/// How wide a table column is.
enum TableColumnWidth {
    case flexible
    case fixed(CGFloat)
    case limits(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
}

extension TableColumn where Label == Text {
    /// A column with custom content that does not sort.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(title: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(title: Text(title), content: content)
    }

    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(title: text, content: content)
    }

    /// A column showing a string value of each row, sorting by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Sort == KeyPathComparator<RowValue>, Content == Text {
        self.init(title: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Sort == KeyPathComparator<RowValue>, Content == Text {
        self.init(title: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column with custom content that sorts by a comparable value of each row.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.init(title: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                   @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.init(title: Text(title), content: content)
    }
}

/// One column of a table with its row type fixed and the rest erased.
nonisolated public struct _TableColumnEntry<RowValue> {
    let title: Text
    let content: (RowValue) -> AnyView
    let width: TableColumnWidth
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> [_TableColumnEntry<RowValue>] {
        [_TableColumnEntry(title: column.title, content: { AnyView(column.content($0)) }, width: column.width)]
    }

    public static func buildBlock(_ parts: [_TableColumnEntry<RowValue>]...) -> [_TableColumnEntry<RowValue>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_TableColumnEntry<RowValue>]?) -> [_TableColumnEntry<RowValue>] { part ?? [] }
    public static func buildEither(first: [_TableColumnEntry<RowValue>]) -> [_TableColumnEntry<RowValue>] { first }
    public static func buildEither(second: [_TableColumnEntry<RowValue>]) -> [_TableColumnEntry<RowValue>] { second }
    public static func buildLimitedAvailability(_ part: [_TableColumnEntry<RowValue>]) -> [_TableColumnEntry<RowValue>] { part }
}

/// Rows of values in columns, as SwiftUI's `Table`. In a compact width (an iPhone) iOS shows
/// no headers and only the first column, as a list; PreviewUI draws that. In a regular width it
/// draws the columns under their titles, evenly or at their widths, and says so (iOS's widths
/// and header are not measured here).
nonisolated public struct Table<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [_TableColumnEntry<Value>]
    let single: Binding<Value.ID?>?
    let multiple: Binding<Set<Value.ID>>?
    let site: CallSite

    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> [_TableColumnEntry<Value>],
                                              _fileID: String = #fileID, _line: Int = #line) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), single: nil, multiple: nil, site: CallSite(file: _fileID, line: _line))
    }

    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> [_TableColumnEntry<Value>],
                                              _fileID: String = #fileID, _line: Int = #line) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), single: selection, multiple: nil, site: CallSite(file: _fileID, line: _line))
    }

    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> [_TableColumnEntry<Value>],
                                              _fileID: String = #fileID, _line: Int = #line) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), single: nil, multiple: selection, site: CallSite(file: _fileID, line: _line))
    }

    /// Sorted by `sortOrder` as the person chooses in the headers; the rows are shown in the
    /// order given (sorting them is the caller's, as on iOS).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> [_TableColumnEntry<Value>],
        _fileID: String = #fileID, _line: Int = #line
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), single: nil, multiple: nil, site: CallSite(file: _fileID, line: _line))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> [_TableColumnEntry<Value>], _fileID: String = #fileID, _line: Int = #line
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), single: selection, multiple: nil, site: CallSite(file: _fileID, line: _line))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> [_TableColumnEntry<Value>], _fileID: String = #fileID, _line: Int = #line
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), single: nil, multiple: selection, site: CallSite(file: _fileID, line: _line))
    }

    init(rows: [Value], columns: [_TableColumnEntry<Value>], single: Binding<Value.ID?>?, multiple: Binding<Set<Value.ID>>?, site: CallSite) {
        self.rows = rows
        self.columns = columns
        self.single = single
        self.multiple = multiple
        self.site = site
    }

    @Environment(\.horizontalSizeClass) private var sizeClass

    @MainActor public var body: some View {
        if sizeClass == .regular, columns.count > 1 {
            regularTable
        } else {
            compactList
        }
    }

    /// The first column of each row, as a plain list (selection as a list's).
    @MainActor @ViewBuilder private var compactList: some View {
        let first = columns.first
        let row = { (value: Value) in first.map { $0.content(value) } ?? AnyView(EmptyView()) }
        if let single {
            List(rows, selection: single) { row($0) }.listStyle(.plain)
        } else if let multiple {
            List(rows, selection: multiple) { row($0) }.listStyle(.plain)
        } else {
            List(rows) { row($0) }.listStyle(.plain)
        }
    }

    /// Every column under its title, in a plain list.
    @MainActor private var regularTable: some View {
        let columns = self.columns, site = self.site
        func cells(_ make: @escaping (_TableColumnEntry<Value>) -> AnyView) -> some View {
            HStack(spacing: 16) {
                ForEach(columns.indices, id: \.self) { i in
                    let column = columns[i]
                    switch column.width {
                    case .fixed(let w): make(column).frame(width: w, alignment: .leading)
                    case let .limits(min, ideal, max):
                        make(column).frame(minWidth: min, idealWidth: ideal, maxWidth: max ?? .infinity, alignment: .leading)
                    case .flexible: make(column).frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
            }
        }
        return List {
            cells { AnyView($0.title.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)) }
            ForEach(rows) { value in cells { $0.content(value) } }
        }
        .listStyle(.plain)
        .saying("Table with several columns in a regular width (iOS's column widths and header look)",
                drawnAs: "the columns side by side under their titles, in a plain list", at: site)
    }
}
