import Drawing
import Foundation
import InlineMarkdown

/// A text made ready to lay out: its pieces with their drawing attributes, the font of
/// unstyled characters, and what it shows (for taps on text and picker rows).
struct ResolvedText {
    var pieces: [(String, TextAttributes)]
    var font: FontSpec
    /// The colour of every piece, when they share one (else each span has its own).
    var color: RGBAColor?
    var lineSpacing: Double

    var string: String { pieces.map(\.0).joined() }
}

/// Turns a `Text`'s pieces into drawing attributes in an environment: Markdown keys parsed and
/// their interpolations substituted, attributed strings' SwiftUI attributes read, modifiers
/// filled from outer ones and the environment, and what cannot be drawn as iOS does reported.
@MainActor
struct TextResolver {
    let context: ResolveContext
    let site: CallSite?
    /// The text is painted with a gradient (`Text.gradient(in:)`): its pieces' styles give
    /// no colours of their own.
    var paintsGradient = false
    var env: EnvironmentValues { context.environment }

    /// The object replacement character that stands for an image inside text.
    static let imageCharacter = "\u{FFFC}"

    func resolve(_ text: Text) -> ResolvedText {
        var out = ResolvedText(pieces: [], font: fontSpec(env.textStyle), lineSpacing: Double(env.lineSpacing))
        for piece in text.pieces {
            append(piece.content, style: piece.style.filling(from: env.textStyle), to: &out)
        }
        return Self.hoistingCommonFont(out)
    }

    /// A font or colour every piece shares becomes the text's own (`Text("a").font(.headline)`
    /// is one headline text, not body text with a headline span), so plain styled text stays
    /// plain.
    static func hoistingCommonFont(_ text: ResolvedText) -> ResolvedText {
        var t = text
        if let first = t.pieces.first?.1.font, t.pieces.allSatisfy({ $0.1.font == first }) {
            t.font = first
            for i in t.pieces.indices { t.pieces[i].1.font = nil }
        }
        if let first = t.pieces.first?.1.color, t.pieces.allSatisfy({ $0.1.color == first }) {
            t.color = first
            for i in t.pieces.indices { t.pieces[i].1.color = nil }
        }
        return t
    }

    private func append(_ content: Text.Content, style: TextStyleModifiers, to out: inout ResolvedText) {
        switch content {
        case .verbatim(let s):
            add(s, style, to: &out)
        case .key(let key):
            appendKey(key, style: style, to: &out)
        case .attributed(let a):
            appendAttributed(a, style: style, to: &out)
        case .image(let image):
            addImage(image, style, to: &out)
        case .date(let date, let dateStyle):
            add(DateText.string(date, style: dateStyle, in: env), style, to: &out)
        case .dateRange(let range):
            add(DateText.range(range, in: env), style, to: &out)
        case .timer(let timer):
            add(DateText.timer(timer, in: env), style, to: &out)
        case .formatted(let value):
            appendAttributed(value.format(env.locale), style: style, to: &out)
        }
    }

    // MARK: Markdown keys

    private func appendKey(_ key: LocalizedStringKey, style: TextStyleModifiers, to out: inout ResolvedText) {
        var arguments = key.arguments[...]
        let found = StringTables.entry(of: key.key, table: key.table, bundlePath: key.bundlePath, locale: env.locale)
        if let variation = found?.variation {
            context.approximate(
                "the String Catalog's \(variation) variations of \"\(key.key)\" are not chosen by \(variation == "plural" ? "count" : "device") yet",
                drawnAs: "its “other” form", at: site)
        }
        let format = found?.value ?? key.key
        let pseudo = env.isPseudoLocalized
        var literalLength = 0
        let bracket = out.pieces.count
        if pseudo { add("[", style, to: &out) }
        for run in InlineMarkdown.parse(format, whitespace: .preserved) {
            let runStyle = markdownStyle(run, over: style)
            for part in FormatSpecifiers.split(run.text) {
                switch part {
                case .literal(let s) where pseudo:
                    literalLength += s.count
                    add(PseudoLocale.accent(s), runStyle, to: &out)
                case .literal(let s):
                    add(s, runStyle, to: &out)
                case .specifier(let specifier):
                    guard let argument = arguments.popFirst() else { continue }
                    appendArgument(argument, specifier: specifier, style: runStyle, to: &out)
                }
            }
        }
        if pseudo {
            // A key of interpolations only (`"\(count)"`) has no words to translate: it stays.
            if literalLength == 0 {
                out.pieces.remove(at: bracket)
            } else {
                add(PseudoLocale.padding(forLength: literalLength) + "]", style, to: &out)
            }
        }
    }

    /// An interpolation in place of its specifier in the key (numbers are formatted with
    /// the specifier as the key has it, as `String(format:)` formats the whole key).
    private func appendArgument(
        _ argument: LocalizedStringKey.Argument, specifier: String, style: TextStyleModifiers, to out: inout ResolvedText
    ) {
        switch argument {
        case .string(let s):
            add(s, style, to: &out)
        case .number(let n):
            add(n.formatted(specifier: specifier, locale: env.locale), style, to: &out)
        case .formatted(let value):
            appendAttributed(value.format(env.locale), style: style, to: &out)
        case .text(let t):
            for piece in t.pieces {
                append(piece.content, style: piece.style.filling(from: style), to: &out)
            }
        case .image(let image):
            addImage(image, style, to: &out)
        case .attributed(let a):
            appendAttributed(a, style: style, to: &out)
        }
    }

    /// A Markdown run's presentation over the piece's modifiers: strong is bold, emphasis
    /// italic, code monospaced, `~~` struck through, links in the tint colour (iOS draws them
    /// without an underline).
    private func markdownStyle(_ run: InlineMarkdown.Run, over style: TextStyleModifiers) -> TextStyleModifiers {
        var s = style
        if run.style.contains(.stronglyEmphasized) { s.weight = Self.bolder(s.weight) }
        if run.style.contains(.emphasized) { s.italic = true }
        if run.style.contains(.code) { s.design = .monospaced }
        if run.style.contains(.strikethrough) { s.strikethrough = .line(.single) }
        if run.link != nil { s.color = AnyShapeStyle(TintShapeStyle()) }
        return s
    }

    /// Bold, or the weight given when it is already heavier.
    static func bolder(_ weight: Font.Weight?) -> Font.Weight {
        guard let weight, weight.value.rawValue > Font.Weight.bold.value.rawValue else { return .bold }
        return weight
    }

    // MARK: Attributed strings

    private func appendAttributed(_ a: AttributedString, style: TextStyleModifiers, to out: inout ResolvedText) {
        for run in a.runs {
            var s = style
            // An attributed string's own attributes win over Text's modifiers, as in SwiftUI.
            if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { s.font = font; s.weight = nil }
            if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] { s.color = AnyShapeStyle(color) }
            if let line = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] { s.underline = .line(line) }
            if let line = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] { s.strikethrough = .line(line) }
            if let kern = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] { s.kerning = kern }
            if let tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] { s.tracking = tracking }
            if let offset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self] { s.baselineOffset = offset }
            if let intent = run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { s.weight = Self.bolder(s.weight) }
                if intent.contains(.emphasized) { s.italic = true }
                if intent.contains(.code) { s.design = .monospaced }
                if intent.contains(.strikethrough) { s.strikethrough = .line(.single) }
            }
            if run.link != nil { s.color = AnyShapeStyle(TintShapeStyle()) }
            var background: RGBAColor?
            if let color = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self] { background = color.rgba(env) }
            add(String(a[run.range].characters), s, background: background, to: &out)
        }
    }

    // MARK: Pieces

    private func add(_ string: String, _ style: TextStyleModifiers, background: RGBAColor? = nil, to out: inout ResolvedText) {
        guard !string.isEmpty else { return }
        var attributes = attributes(style, base: out.font)
        attributes.background = background
        out.pieces.append((cased(string), attributes))
    }

    private func addImage(_ image: Image, _ style: TextStyleModifiers, to out: inout ResolvedText) {
        var attributes = attributes(style, base: out.font)
        let font = attributes.font ?? out.font
        var symbolEnv = env
        if let color = style.color { symbolEnv.foregroundStyle = color }
        let symbol = image.inlineSymbol(font: font, in: symbolEnv, reportingIn: context)
        attributes.symbol = symbol
        out.pieces.append((Self.imageCharacter, attributes))
    }

    private func cased(_ s: String) -> String {
        switch env.textCase {
        case .uppercase?: s.uppercased(with: Locale(identifier: "en_US_POSIX"))
        case .lowercase?: s.lowercased(with: Locale(identifier: "en_US_POSIX"))
        case nil: s
        }
    }

    /// The drawing font of a piece.
    private func fontSpec(_ style: TextStyleModifiers) -> FontSpec {
        let font = style.font ?? env.font ?? .body
        var spec = font.spec(dynamicType: env.dynamicTypeSize, weightOverride: style.weight ?? env.fontWeight)
        if let italic = style.italic { spec.italic = italic || font.isItalic }
        spec.design = (style.design ?? font.design).drawing
        env.applyLegibilityWeight(to: &spec)
        if let name = font.unknownCustomName {
            context.approximate(Self.unknownFontCause(name), drawnAs: "the system font", at: font.site.value ?? site)
        }
        if let width = style.width ?? font.width, width != .standard {
            context.approximate("Font.Width \(width) has no stand-in font", drawnAs: "the standard width", at: site)
        }
        return spec
    }

    /// Why `Font.custom(name, …)` draws the system font: the families the package bundles, or
    /// where fonts were looked for and how to add one.
    static func unknownFontCause(
        _ name: String, registered: [String] = UserFonts.registeredFamilies, searched: [URL] = UserFonts.searchedFolders
    ) -> String {
        let head = "custom font '\(name)' is not among the fonts your package bundles"
        if !registered.isEmpty {
            return head + " (registered: \(registered.joined(separator: ", ")); a PostScript name works too)"
        }
        let folders = searched.isEmpty ? "no resource bundle beside the executable" : searched.map(\.lastPathComponent).joined(separator: ", ")
        return head + " (none found in \(folders)) — put the .ttf or .otf in the target's folder and declare it in "
            + "Package.swift with resources: [.process(\"Fonts\")] or [.copy(\"Fonts\")]"
    }

    private func attributes(_ style: TextStyleModifiers, base: FontSpec) -> TextAttributes {
        let spec = fontSpec(style)
        var a = TextAttributes()
        if spec != base { a.font = spec }
        a.color = paintsGradient ? nil : style.color.map { $0.rgba(env) }
        if case .line(let line)? = style.underline {
            a.underline = TextDecoration(pattern: line.pattern.drawing, color: line.color?.rgba(env))
        }
        if case .line(let line)? = style.strikethrough {
            a.strikethrough = TextDecoration(pattern: line.pattern.drawing, color: line.color?.rgba(env))
        }
        a.extraSpacing = Double((style.kerning ?? 0) + (style.tracking ?? 0))
        a.baselineOffset = Double(style.baselineOffset ?? 0)
        a.monospacedDigits = style.monospacedDigit ?? (style.font ?? env.font)?.hasMonospacedDigits ?? false
        return a
    }
}

/// `printf` specifiers in a strings-table value: `%@`, `%lld`, `%.2f`, `%1$@`; `%%` is a
/// percent sign.
enum FormatSpecifiers {
    enum Part: Equatable {
        case literal(String)
        case specifier(String)
    }

    static func split(_ s: String) -> [Part] {
        var parts: [Part] = []
        var literal = ""
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "%", i + 1 < scalars.count else {
                literal.unicodeScalars.append(c)
                i += 1
                continue
            }
            if scalars[i + 1] == "%" {
                literal += "%"
                i += 2
                continue
            }
            // Position, flags, width, precision, length, then the conversion.
            var j = i + 1
            let allowed = Set("0123456789$-+ #.hlqLztj".unicodeScalars)
            while j < scalars.count, allowed.contains(scalars[j]) { j += 1 }
            guard j < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[j]) else {
                literal.unicodeScalars.append(c)
                i += 1
                continue
            }
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            var spec = ""
            spec.unicodeScalars.append(contentsOf: scalars[i...j])
            parts.append(.specifier(spec))
            i = j + 1
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }
}

extension Image {
    /// The symbol an image inside text draws, laid out as a standalone one would be at the
    /// text's font (variants, weight, rendering mode), and reported where it cannot be drawn.
    @MainActor
    func inlineSymbol(font: FontSpec, in env: EnvironmentValues, reportingIn context: ResolveContext) -> InlineSymbol {
        if case .asset(let name, let bundle) = source, let asset = resolveAsset(name, bundle: bundle, context) {
            // A bitmap keeps its own size and stands on the baseline, as a text attachment.
            let tint = asset.isTemplate ? (env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).rgba(env) : nil
            let pixels = tint.map { BitmapImageNode.tinted(asset.pixels, $0) } ?? asset.pixels
            let key = "\(name)@\(bundle?.bundlePath ?? "")@\(env.colorScheme)@\(env.displayScale)@\(tint?.hexString ?? "")"
            return InlineSymbol(
                name: "asset:" + name, width: Double(asset.size.width), height: Double(asset.size.height),
                bitmap: InlineBitmap(key: key, pixels: pixels))
        }
        let node = symbolNode(font: font, in: env, context)
        return InlineSymbol(
            name: node.name, width: Double(node.layout.size.width), height: Double(node.layout.size.height),
            ink: node.layout.ink, weight: node.weight, secondaryColor: node.secondaryColor)
    }
}

extension Text {
    /// The characters it shows, Markdown markers removed and interpolations substituted
    /// (images show nothing): what VoiceOver reads and what `tap(text:)` matches.
    nonisolated var plainText: String {
        pieces.map { Self.plainText(of: $0.content) }.joined()
    }

    nonisolated private static func plainText(of content: Content) -> String {
        let env = EnvironmentValues()
        switch content {
        case .verbatim(let s): return s
        case .attributed(let a): return String(a.characters)
        case .image: return ""
        case .date(let date, let style): return DateText.string(date, style: style, in: env)
        case .dateRange(let range): return DateText.range(range, in: env)
        case .timer(let timer): return DateText.timer(timer, in: env)
        case .formatted(let value): return String(value.format(env.locale).characters)
        case .key(let key):
            var arguments = key.arguments[...]
            var out = ""
            for run in InlineMarkdown.parse(key.key, whitespace: .preserved) {
                for part in FormatSpecifiers.split(run.text) {
                    switch part {
                    case .literal(let s): out += s
                    case .specifier(let specifier):
                        switch arguments.popFirst() {
                        case .string(let s)?: out += s
                        case .number(let n)?: out += n.formatted(specifier: specifier, locale: env.locale)
                        case .formatted(let value)?: out += String(value.format(env.locale).characters)
                        case .text(let t)?: out += t.plainText
                        case .attributed(let a)?: out += String(a.characters)
                        case .image?, nil: break
                        }
                    }
                }
            }
            return out
        }
    }
}
