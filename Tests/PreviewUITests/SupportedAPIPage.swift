import Foundation
import Testing

/// `docs/supported-swiftui.md`, generated from PreviewUI's sources: every public view,
/// modifier, style, property wrapper and protocol, each marked exact or approximate — with
/// what is approximate, read from the reports PreviewUI's code makes ("right, or said") that
/// name it — and the SwiftUI API that real code uses and PreviewUI does not have yet.
///
/// The page is checked against the sources on every test run; after changing PreviewUI,
/// regenerate it with `PREVIEWUI_RECORD_SUPPORTED_PAGE=1 swift test --filter SupportedAPIPage`.
struct SupportedAPIPage {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = root.appendingPathComponent("Sources/PreviewUI")
    static let page = root.appendingPathComponent("docs/supported-swiftui.md")

    /// SwiftUI API that the corpus of real view files (issues 12 and 13) uses; whatever of it
    /// PreviewUI does not declare is listed as not there yet.
    static let wanted: [String] = [
        "TabView", "Tab", "ScrollViewReader", "ScrollViewProxy", "Slider", "Stepper", "ProgressView", "Gauge", "DatePicker",
        "ColorPicker", "Menu", "Link", "ShareLink", "LabeledContent", "LinearGradient", "RadialGradient", "AngularGradient",
        "Gradient", "Canvas", "TimelineView", "GeometryReader", "NavigationSplitView", "EditButton", "ControlGroup",
        "ContentUnavailableView", "GroupBox", "Table", "OutlineGroup", "UIViewRepresentable", "UIViewControllerRepresentable",
        "KeyframeAnimator", "PhaseAnimator", "ImageRenderer", "AsyncImage", "SignInWithAppleButton", "VideoPlayer", "Map",
        "sheet", "fullScreenCover", "alert", "confirmationDialog", "popover", "contextMenu", "inspector", "searchable",
        "swipeActions", "refreshable", "onDelete", "onMove", "listRowInsets", "listRowBackground", "listRowSeparator",
        "listRowSeparatorTint", "listSectionSeparator", "listRowSpacing", "listSectionSpacing", "headerProminence",
        "scrollContentBackground", "badge", "tabItem", "tabViewStyle", "navigationSubtitle", "navigationSplitViewStyle",
        "scrollIndicators", "contentMargins", "scrollClipDisabled", "scrollPosition", "scrollTargetBehavior",
        "containerRelativeFrame", "safeAreaInset", "ignoresSafeArea", "safeAreaPadding", "blur", "mask", "blendMode",
        "colorInvert", "compositingGroup", "containerShape", "controlSize", "buttonBorderShape", "labelStyle",
        "toggleStyle", "progressViewStyle", "gaugeStyle", "datePickerStyle", "menuStyle", "task", "onAppear", "onDisappear",
        "onChange", "onReceive", "transition", "animation", "matchedGeometryEffect", "phaseAnimator", "keyframeAnimator",
        "accessibilityElement", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityHidden",
        "accessibilityAddTraits", "accessibilityIdentifier", "id", "tag", "environment", "environmentObject", "preference",
        "onPreferenceChange", "coordinateSpace", "Namespace", "AppStorage", "SceneStorage", "ScaledMetric", "Bindable",
        "Observable", "ObservedObject", "EnvironmentObject", "StateObject", "FocusState", "GestureState", "Environment",
    ]

    enum Kind: String, CaseIterable {
        case view = "Views"
        case modifier = "Modifiers"
        case style = "Styles"
        case wrapper = "Property wrappers"
        case protocolType = "Protocols"
        case macro = "Macros"
        case other = "Other types"
        case reexported = "Re-exported from other modules"
    }

    /// What a module PreviewUI re-exports (`@_exported import`) gives a SwiftUI file, as SwiftUI
    /// re-exports it.
    static let reexports: [String: [String]] = [
        "Observation": ["Observable", "ObservationIgnored", "withObservationTracking"],
    ]

    struct Entry: Hashable {
        let kind: Kind
        let name: String
        let file: String
    }

    /// Every Swift file of PreviewUI, by path relative to `Sources/PreviewUI`.
    static func files() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var found: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            found.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// Drawing's sources (where some causes are written, as the symbol table's).
    static func drawingSources() throws -> [String] {
        let dir = root.appendingPathComponent("Sources/Drawing")
        let enumerator = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)
        var texts: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { texts.append(try String(contentsOf: url, encoding: .utf8)) }
        }
        return texts
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (0..<m.numberOfRanges).map { i in
                let r = m.range(at: i)
                return r.location == NSNotFound ? "" : ns.substring(with: r)
            }
        }
    }

    /// The public API each file declares.
    static func entries(in files: [(path: String, text: String)]) -> [Entry] {
        var out = Set<Entry>()
        // Types declared plainly whose View conformance is in an extension (`extension
        // EmptyView: View`), by file.
        var viewExtensions = Set<String>()
        for (path, text) in files {
            for m in matches(#"^extension (\w+)(?:<[^>]*>)?\s*:([^{]*)\{"#, in: text)
            where m[2].range(of: #"\bView\b"#, options: .regularExpression) != nil && !m[2].contains(" where ") {
                viewExtensions.insert(path + ":" + m[1])
            }
            for m in matches(#"^@_exported import (\w+)"#, in: text) {
                for name in reexports[m[1]] ?? [] { out.insert(Entry(kind: .reexported, name: name, file: path)) }
            }
            for m in matches(#"^public macro (\w+)"#, in: text) {
                out.insert(Entry(kind: .macro, name: m[1], file: path))
            }
        }
        for (path, text) in files {
            let lines = text.components(separatedBy: "\n")
            var wrapperNext = false
            var inViewExtension = false
            var depth = 0
            for line in lines {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("@propertyWrapper") { wrapperNext = true; continue }
                if depth == 0 { inViewExtension = trimmed.hasPrefix("extension View") || trimmed.hasPrefix("extension Text {")
                    || trimmed.hasPrefix("extension DynamicViewContent {") }
                if let m = matches(#"^\s*(?:nonisolated )?public (?:final )?(struct|enum|class|protocol|typealias) (\w+)([^{=]*)"#, in: line).first {
                    let name = m[2], rest = m[3]
                    let kind: Kind
                    if wrapperNext {
                        kind = .wrapper
                    } else if m[1] == "protocol" {
                        kind = .protocolType
                    } else if name.hasSuffix("Style") {
                        kind = .style
                    } else if rest.range(of: #"\bView\b"#, options: .regularExpression) != nil
                                || viewExtensions.contains(path + ":" + name) {
                        kind = .view
                    } else {
                        kind = .other
                    }
                    if !name.hasPrefix("_") && depth <= 1 { out.insert(Entry(kind: kind, name: name, file: path)) }
                    wrapperNext = false
                } else if !trimmed.hasPrefix("@") && !trimmed.hasPrefix("///") && !trimmed.isEmpty {
                    wrapperNext = false
                }
                if inViewExtension, depth == 1,
                   let m = matches(#"^\s*(?:@\w+(?:\([^)]*\))? )*(?:nonisolated )?public func (\w+)"#, in: line).first,
                   !m[1].hasPrefix("_") {
                    out.insert(Entry(kind: .modifier, name: m[1], file: path))
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            }
        }
        return out.sorted { ($0.kind.rawValue, $0.name, $0.file) < ($1.kind.rawValue, $1.name, $1.file) }
    }

    /// The causes PreviewUI reports (the literal text of each `approximate(` call's first
    /// argument, interpolations shown as …).
    static func causes(in files: [(path: String, text: String)]) -> [String] {
        var out = Set<String>()
        for (_, text) in files {
            for m in matches(#"(?:approximate\(|saying\(|cause: )\s*"((?:[^"\\]|\\.)*)""#, in: text) {
                var literal = m[1].replacingOccurrences(of: #"\\\((?:[^()]|\([^()]*\))*\)"#, with: "…", options: .regularExpression)
                // An interpolation with a string inside it ends the match early: cut it off.
                if let open = literal.range(of: "\\(") { literal = String(literal[..<open.lowerBound]) + "…" }
                out.insert(literal.replacingOccurrences(of: "\\\"", with: "\""))
            }
        }
        // Controls that do not dim when disabled report it through one helper.
        for (_, text) in files {
            for m in matches(#"approximateUndimmed\("(\w+)"\)"#, in: text) {
                out.insert("disabled(true) does not dim a \(m[1]) yet (iOS greys it out)")
            }
        }
        return out.sorted()
    }

    /// Reports made with a cause built by a function (`unknownSymbolCause(_:)`): the file that
    /// reports it, and the start of the function's text.
    static func builtCauses(in files: [(path: String, text: String)], sourcesOf others: [String]) -> [(file: String, cause: String)] {
        var bodies: [String: String] = [:]
        for text in others + files.map(\.text) {
            // The literal the function returns, else its first text.
            let returned = matches(#"(?s)func (\w+Cause)\([^)]*\)[^{]*\{.*?return "((?:[^"\\]|\\.)+)""#, in: text)
            let first = matches(#"func (\w+Cause)\([^)]*\)[^{]*\{[^"]*"((?:[^"\\]|\\.)+)""#, in: text)
            for m in first + returned {
                let literal = m[2].replacingOccurrences(of: #"\\\((?:[^()]|\([^()]*\))*\)"#, with: "…", options: .regularExpression)
                bodies[m[1]] = literal.range(of: "\\(").map { String(literal[..<$0.lowerBound]) + "…" } ?? literal
            }
        }
        var out: [(String, String)] = []
        for (path, text) in files {
            for m in matches(#"approximate\(\s*(?:\w+\.)?(\w+Cause)\("#, in: text) {
                if let body = bodies[m[1]] { out.append((path, body)) }
            }
        }
        return out
    }

    /// The reports that name an API: the name followed by "(" or "." or a space, or in
    /// backticks.
    static func causes(naming name: String, _ all: [String]) -> [String] {
        all.filter { cause in
            cause.range(of: #"(^|[^A-Za-z0-9_.])"# + NSRegularExpression.escapedPattern(for: name) + #"([(. `]|$)"#,
                        options: .regularExpression) != nil
        }
    }

    static func render() throws -> String {
        let files = try files()
        let entries = entries(in: files)
        let allCauses = Self.causes(in: files)
        let drawingSources = try Self.drawingSources()
        let built = Self.builtCauses(in: files, sourcesOf: drawingSources)
        var lines = [
            "# SwiftUI in PreviewUI",
            "",
            "Generated from `Sources/PreviewUI` by `Tests/PreviewUITests/SupportedAPIPage.swift` (do not edit;",
            "regenerate with `PREVIEWUI_RECORD_SUPPORTED_PAGE=1 swift test --filter SupportedAPIPage`).",
            "",
            "Every public view, modifier, style, property wrapper and protocol PreviewUI declares, with SwiftUI's",
            "names. **Exact** means no report of PreviewUI's names it: it is drawn as iOS 18 draws it, as far",
            "as the tests and the real iOS renders tell. **Approximate** lists what PreviewUI reports about it",
            "when it is used (\"right, or said\", `docs/design/right-or-said.md`): the best approximation is",
            "drawn and the report names the user's file and line; `--strict` makes it a failure. Text in",
            "… is filled in from the call.",
            "",
        ]
        var declared = Set<String>()
        for kind in Kind.allCases {
            let group = entries.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            var byName: [String: [String]] = [:]
            for e in group { byName[e.name, default: []].append(e.file) }
            lines.append("## \(kind.rawValue) (\(byName.count))")
            lines.append("")
            lines.append("| name | | declared in |")
            lines.append("|---|---|---|")
            for name in byName.keys.sorted() {
                declared.insert(name)
                var named = Self.causes(naming: name, allCauses)
                if kind == .view || kind == .other {
                    for b in built where byName[name]!.contains(b.file) && !named.contains(b.cause) { named.append(b.cause) }
                }
                let status = named.isEmpty ? "exact" : "approximate: " + named.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: "; ")
                let where_ = Array(Set(byName[name]!)).sorted().map { "`\($0)`" }.joined(separator: ", ")
                lines.append("| `\(name)` | \(status) | \(where_) |")
            }
            lines.append("")
        }
        let missing = wanted.filter { !declared.contains($0) }
        lines.append("## Not there yet (\(missing.count))")
        lines.append("")
        lines.append("SwiftUI API that real view files use (the corpus of issues 12 and 13) and PreviewUI does not")
        lines.append("declare yet: code that uses it does not compile against PreviewUI.")
        lines.append("")
        lines.append(missing.map { "`\($0)`" }.joined(separator: ", "))
        lines.append("")
        return lines.joined(separator: "\n")
    }

    @Test("docs/supported-swiftui.md is what the sources declare")
    func pageIsCurrent() throws {
        let generated = try Self.render()
        if ProcessInfo.processInfo.environment["PREVIEWUI_RECORD_SUPPORTED_PAGE"] != nil {
            try FileManager.default.createDirectory(at: Self.page.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Written to a temporary file and renamed over the page.
            try generated.write(to: Self.page, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: Self.page, encoding: .utf8)
        #expect(committed == generated, "docs/supported-swiftui.md is out of date: regenerate it with PREVIEWUI_RECORD_SUPPORTED_PAGE=1 swift test --filter SupportedAPIPage")
    }

    @Test("The page finds views, modifiers, wrappers and reports it must")
    func pageFindsWhatItShould() throws {
        let files = try Self.files()
        let entries = Self.entries(in: files)
        func has(_ kind: Kind, _ name: String) -> Bool { entries.contains { $0.kind == kind && $0.name == name } }
        #expect(has(.view, "Text") && has(.view, "NavigationLink") && has(.view, "TextField"))
        // Views whose View conformance is in an extension, macros, and what Observation gives.
        #expect(has(.view, "EmptyView") && has(.view, "AnyView") && has(.macro, "Entry") && has(.reexported, "Observable"))
        #expect(has(.wrapper, "Bindable") && has(.wrapper, "ObservedObject") && has(.wrapper, "EnvironmentObject"))
        #expect(has(.modifier, "padding") && has(.modifier, "navigationTitle") && has(.modifier, "listStyle"))
        #expect(has(.wrapper, "State") && has(.wrapper, "Binding") && has(.wrapper, "FocusState"))
        #expect(has(.style, "PlainListStyle") && has(.protocolType, "Layout"))
        let causes = Self.causes(in: files)
        #expect(Self.causes(naming: "listStyle", causes).contains { $0.contains("sidebar") })
        #expect(Self.causes(naming: "padding", causes).isEmpty, "padding is drawn as iOS draws it")
    }
}
