extension View {
    /// The colour of text and symbols inside.
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        transformingEnvironment {
            $0.foregroundStyle = color.map(AnyShapeStyle.init)
            $0.foregroundStyleLevels = []
        }
    }

    /// The style of text and symbols inside. A level (`.secondary`) picks from the styles set
    /// outside, so it keeps them; any other style replaces them.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformingEnvironment {
            $0.foregroundStyle = AnyShapeStyle(style)
            if !(style is HierarchicalShapeStyle) { $0.foregroundStyleLevels = [] }
        }
    }

    /// The primary and secondary styles inside: text takes the primary, `.secondary` the
    /// secondary, and symbols draw in palette rendering with both.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        transformingEnvironment {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.foregroundStyleLevels = [AnyShapeStyle(secondary)]
        }
    }

    /// The primary, secondary and tertiary styles inside.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        transformingEnvironment {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.foregroundStyleLevels = [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        }
    }

    /// The accent colour of controls inside (wins over the button's own).
    nonisolated public func tint(_ tint: Color?) -> some View {
        transformingEnvironment { $0.tint = tint.map(AnyShapeStyle.init) }
    }

    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformingEnvironment { $0.tint = tint.map(AnyShapeStyle.init) }
    }

    /// Accepted; the accent colour is set with `tint` here.
    nonisolated public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    nonisolated public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformingEnvironment { $0.fontWeight = weight }
    }

    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        transformingEnvironment { if isActive { $0.fontWeight = .bold } }
    }

    /// Text inside in italics (unless it says otherwise).
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        transformingEnvironment { $0.textStyle.italic = isActive }
    }

    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        transformingEnvironment { $0.textStyle.design = design }
    }

    nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
        transformingEnvironment { $0.textStyle.width = width }
    }

    nonisolated public func monospacedDigit() -> some View {
        transformingEnvironment { $0.textStyle.monospacedDigit = true }
    }

    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        transformingEnvironment { $0.textStyle.design = isActive ? .monospaced : .default }
    }

    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformingEnvironment {
            $0.textStyle.underline = isActive ? .line(Text.LineStyle(pattern: pattern, color: color)) : TextStyleModifiers.Line.none
        }
    }

    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformingEnvironment {
            $0.textStyle.strikethrough = isActive ? .line(Text.LineStyle(pattern: pattern, color: color)) : TextStyleModifiers.Line.none
        }
    }

    nonisolated public func kerning(_ kerning: CGFloat) -> some View {
        transformingEnvironment { $0.textStyle.kerning = kerning }
    }

    nonisolated public func tracking(_ tracking: CGFloat) -> some View {
        transformingEnvironment { $0.textStyle.tracking = tracking }
    }

    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        transformingEnvironment { $0.textStyle.baselineOffset = baselineOffset }
    }

    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Shows text inside in upper or lower case (`nil`: as written), as list headers do.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    nonisolated public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Turns controls inside off: they take no taps and are greyed out as iOS greys them.
    /// `.disabled(false)` inside a disabled view does not turn them on again, as in SwiftUI.
    nonisolated public func disabled(_ disabled: Bool, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return transformingEnvironment {
            if disabled {
                $0.isEnabled = false
                $0.disabledSite = site
            }
        }
    }

    /// The colour scheme of the whole presentation (a preview's variant reads it too). Here
    /// only the views inside change; when that differs from the page's scheme, it says so.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?, _fileID: String = #fileID, _line: Int = #line) -> some View {
        modifier(PreferredColorSchemeModifier(colorScheme: colorScheme, site: CallSite(file: _fileID, line: _line)))
    }

    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size inside `range` (`...DynamicTypeSize.xxLarge`,
    /// `.large ... .accessibility2`): a size outside it is drawn at the nearest end.
    nonisolated public func dynamicTypeSize<T: RangeExpression & Sendable>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let all = DynamicTypeSize.allCases
            guard !range.contains(size) else { return }
            // The nearest size the range holds: look outwards from the current one.
            let index = all.firstIndex(of: size) ?? 3
            let inside = all.indices.filter { range.contains(all[$0]) }
            if let nearest = inside.min(by: { abs($0 - index) < abs($1 - index) }) { size = all[nearest] }
        }
    }

    /// A source keeps its frame, as on iOS. A view with `isSource: false` is not moved to
    /// its source's frame yet: it reports that when a source is shown elsewhere.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        nonisolated(unsafe) let key = MatchedGeometryNode.Key(namespace: namespace, id: AnyHashable(id))
        let site = CallSite(file: _fileID, line: _line)
        return wrapping { MatchedGeometryNode($0, key: key, properties: properties, anchor: anchor, isSource: isSource, site: site) }
    }

    /// An identifier the host can find the view by (`ViewHost.tap(identifier:)`).
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        wrapping { AccessibilityNode($0, identifier: identifier, label: nil) }
    }

    /// A label the host can find the view by, as VoiceOver would read it.
    nonisolated public func accessibilityLabel(_ label: String) -> some View {
        wrapping { AccessibilityNode($0, identifier: nil, label: label) }
    }

    nonisolated public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.plainText)
    }
}

/// Which properties a matched geometry effect matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `preferredColorScheme(_:)`: sets the scheme below it, and tells a preview which variant it is.
/// iOS turns the whole presentation (page, status bar) to the scheme; here the page keeps the
/// host's, which is reported when the two differ.
nonisolated struct PreferredColorSchemeModifier: ViewModifier, @MainActor PrimitiveModifier {
    let colorScheme: ColorScheme?
    let site: CallSite

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        guard let colorScheme else { return content(context) }
        if let page = context.graph.pageColorScheme, colorScheme != page {
            context.approximate(
                "preferredColorScheme(.\(colorScheme)) applies to the whole presentation on iOS, but only to the views inside it here",
                drawnAs: "the page in \(page)", at: site)
        }
        var c = context
        c.environment.colorScheme = colorScheme
        return content(c)
    }
}
