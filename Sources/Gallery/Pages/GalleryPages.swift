/// The HTML of the gallery: the index and one page per preview.
enum GalleryPages {
    // MARK: Index

    static func index(_ plan: GallerySitePlan, title: String) -> String {
        let filter = """
            <form class="filter" role="search" hidden>\
            <label for="filter">Filter</label>\
            <input id="filter" type="search" placeholder="preview/state-variant" autocomplete="off" spellcheck="false">\
            </form>

            """
        let componentWord = plan.components.count == 1 ? "component" : "components"
        let previewWord = plan.previewCount == 1 ? "preview" : "previews"
        let snapshotWord = plan.snapshotCount == 1 ? "snapshot" : "snapshots"
        var main = """
            <div class="page-head">
            <h1>\(title.html)</h1>
            <p class="lede">\(plan.previewCount) \(previewWord) of \(plan.components.count) \(componentWord), \
            \(plan.snapshotCount) \(snapshotWord). Select a state to see every variant at full size.</p>
            </div>

            """
        if plan.components.isEmpty {
            main += "<p class=\"empty\">This catalogue has no previews yet.</p>\n"
        } else {
            main += "<nav aria-label=\"Components\">\n<ul class=\"toc\">\n"
            for component in plan.components {
                main += "<li><a href=\"#component-\(component.slug)\">\(component.name.html)"
                    + "<span class=\"count\">\(component.previews.count)</span></a></li>\n"
            }
            main += "</ul>\n</nav>\n"
        }
        main += "<p id=\"filter-status\" class=\"status-line\" role=\"status\"></p>\n"
        main += "<p id=\"filter-empty\" class=\"empty\" hidden>No preview matches this filter.</p>\n"
        for component in plan.components {
            main += """
                <section class="component" id="component-\(component.slug)" aria-labelledby="heading-\(component.slug)">
                <h2 id="heading-\(component.slug)">\(component.name.html)</h2>
                <div class="previews">

                """
            for preview in component.previews {
                main += card(preview)
            }
            main += "</div>\n</section>\n"
        }
        return PageShell.page(title: title, siteTitle: title, root: "", topbar: filter, main: main)
    }

    private static func card(_ preview: GallerySitePlan.Preview) -> String {
        let model = preview.model
        var html = """
            <article class="card preview" id="preview-\(preview.slug)" data-names="\(filterName(model.name).html)">
            <div class="card-head">
            <h3><a href="\(preview.pagePath)">\(displayTitle(model).html)</a></h3>
            <code>\(model.name.html)</code>
            </div>

            """
        if !model.description.isEmpty {
            html += HTMLText.paragraphs(model.description, className: "description") + "\n"
        }
        if preview.states.isEmpty {
            html += "<p class=\"empty\">No states.</p>\n"
        } else {
            html += "<ul class=\"states\">\n"
            for state in preview.states {
                html += thumbnail(state, of: preview)
            }
            html += "</ul>\n"
        }
        return html + "</article>\n"
    }

    private static func thumbnail(_ state: GallerySitePlan.State, of preview: GallerySitePlan.Preview) -> String {
        let model = preview.model
        let names = state.snapshots.isEmpty
            ? [filterName(model.name + "/" + state.model.name)]
            : state.snapshots.map { filterName("\(model.name)/\(state.model.name)-\($0.model.variant)") }
        var images = ""
        let light = state.first(.light)
        let dark = state.first(.dark)
        let shown: [(GallerySitePlan.Snapshot, String)] =
            switch (light, dark) {
            case let (light?, dark?): [(light, "only-light"), (dark, "only-dark")]
            case let (light?, nil): [(light, "")]
            case let (nil, dark?): [(dark, "")]
            case (nil, nil): []
            }
        for (snapshot, className) in shown {
            let alt = "\(displayTitle(model)), \(state.model.name), \(snapshot.model.variant)"
            let classes = (["checker"] + (className.isEmpty ? [] : [className])).joined(separator: " ")
            images += "<img class=\"\(classes)\" src=\"\(snapshot.pngPath)\" "
                + "width=\"\(pointSize(snapshot.model.width))\" height=\"\(pointSize(snapshot.model.height))\" "
                + "loading=\"lazy\" decoding=\"async\" alt=\"\(alt.html)\">"
        }
        let target = "\(preview.pagePath)#state-\(state.slug)"
        let link = images.isEmpty
            ? "<a href=\"\(target)\">No snapshot</a>"
            : "<a class=\"thumb\" href=\"\(target)\">\(images)</a>"
        return """
            <li class="state" data-names="\(names.joined(separator: "\n").html)">
            \(link)
            <span class="state-name">\(state.model.name.html)</span>
            </li>

            """
    }

    // MARK: Preview page

    static func previewPage(_ preview: GallerySitePlan.Preview, component: String, siteTitle: String) -> String {
        let model = preview.model
        let title = displayTitle(model)
        var main = """
            <div class="page-head">
            <p class="meta"><span>\(component.html)</span><code>\(model.name.html)</code>\(model.declaredAt.map { "<span class=\"declared\">declared at <code>\($0.html)</code></span>" } ?? "")</p>
            <h1>\(title.html)</h1>

            """
        if !model.description.isEmpty {
            main += HTMLText.paragraphs(model.description, className: "lede") + "\n"
        }
        main += ApproximationNotes.html(model.approximations)
        if preview.states.count > 1 {
            main += "<nav aria-label=\"States\">\n<ul class=\"state-nav toc\">\n"
            for state in preview.states {
                main += "<li><a href=\"#state-\(state.slug)\">\(state.model.name.html)</a></li>\n"
            }
            main += "</ul>\n</nav>\n"
        }
        main += "</div>\n"
        if preview.states.isEmpty {
            main += "<p class=\"empty\">This preview has no states.</p>\n"
        }
        for state in preview.states {
            main += stateSection(state, title: title)
        }
        let back = "<a class=\"back\" href=\"../index.html#preview-\(preview.slug)\">← All previews</a>\n"
        return PageShell.page(
            title: "\(title) — \(siteTitle)", siteTitle: siteTitle, root: "../", topbar: back, main: main)
    }

    private static func stateSection(_ state: GallerySitePlan.State, title: String) -> String {
        var html = """
            <section class="state-section" id="state-\(state.slug)" aria-labelledby="state-heading-\(state.slug)">
            <h2 id="state-heading-\(state.slug)">\(state.model.name.html)</h2>

            """
        if state.model.interactions.isEmpty {
            html += "<div class=\"steps\"><p>Initial state: shown as the preview opens.</p></div>\n"
        } else {
            html += "<div class=\"steps\"><p>How to get here:</p>\n<ol>\n"
            for step in state.model.interactions {
                html += "<li>\(step.html)</li>\n"
            }
            html += "</ol></div>\n"
        }
        if state.snapshots.isEmpty {
            html += "<p class=\"empty\">No snapshot of this state.</p>\n"
        } else {
            html += matrixPickers(state)
            html += "<div class=\"variants\">\n"
            for snapshot in state.snapshots {
                html += variantFigure(snapshot, state: state, title: title)
            }
            html += "</div>\n"
        }
        return html + "</section>\n"
    }

    /// The axes of the state's variant matrix whose values differ, in axis order, with their
    /// values in the order the snapshots first show them.
    static func varyingAxes(_ snapshots: [GallerySnapshot]) -> [(axis: String, values: [String])] {
        var order: [String] = []
        var values: [String: [String]] = [:]
        for s in snapshots {
            for a in s.axes {
                if values[a.axis] == nil { order.append(a.axis) }
                if !(values[a.axis]?.contains(a.value) ?? false) { values[a.axis, default: []].append(a.value) }
            }
        }
        return order.compactMap { axis in
            let v = values[axis] ?? []
            return v.count > 1 ? (axis, v) : nil
        }
    }

    /// A picker per axis that varies (all values shown at first, as a grid): choosing values
    /// shows only the snapshots that have them.
    private static func matrixPickers(_ state: GallerySitePlan.State) -> String {
        let axes = varyingAxes(state.snapshots.map(\.model))
        // Light and dark alone are the page's own switch; pickers come with a real matrix.
        guard axes.contains(where: { $0.axis != "Colour scheme" }) else { return "" }
        var html = "<form class=\"matrix\" aria-label=\"Variants of \(state.model.name.html)\">\n"
        for (i, a) in axes.enumerated() {
            let id = "axis-\(state.slug)-\(i)"
            html += "<label for=\"\(id)\">\(a.axis.html) <select id=\"\(id)\" data-axis=\"\(a.axis.html)\">"
            html += "<option value=\"\">All (\(a.values.count))</option>"
            for v in a.values { html += "<option value=\"\(v.html)\">\(v.html)</option>" }
            html += "</select></label>\n"
        }
        html += "<output class=\"matrix-count\" aria-live=\"polite\">\(state.snapshots.count) of \(state.snapshots.count) variants</output>\n"
        return html + "</form>\n"
    }

    private static func variantFigure(_ snapshot: GallerySitePlan.Snapshot, state: GallerySitePlan.State, title: String) -> String {
        let model = snapshot.model
        let alt = "\(title), \(state.model.name), \(model.variant)"
        let points = "\(NumberText.decimal(model.width)) × \(NumberText.decimal(model.height)) pt"
        let pixels = "\(model.pixelWidth) × \(model.pixelHeight) px"
        let badge = model.variant == model.colorScheme.rawValue
            ? "" : " <span class=\"badge\">\(model.colorScheme.rawValue)</span>"
        var links = "<a href=\"../\(snapshot.pngPath)\">PNG</a>"
        if let svg = snapshot.svgPath {
            links += "<a href=\"../\(svg)\">SVG</a>"
        }
        if let apng = snapshot.motionPath { links += "<a href=\"../\(apng)\">Animated PNG</a>" }
        if let film = snapshot.filmstripPath { links += "<a href=\"../\(film)\">Filmstrip</a>" }
        let axes = model.axes.map { "\($0.axis)=\($0.value)" }.joined(separator: "|")
        let axesAttribute = axes.isEmpty ? "" : " data-axes=\"\(axes.html)\""
        return """
            <figure class="variant"\(axesAttribute)>
            <div class="stills"><div class="frame checker"><img src="../\(snapshot.pngPath)" width="\(model.pixelWidth)" \
            height="\(model.pixelHeight)" loading="lazy" decoding="async" alt="\(alt.html)"></div>
            \(motionPlayer(snapshot, alt: alt))</div>
            <figcaption><span><strong>\(model.variant.html)</strong>\(badge)</span>\
            <span class="dims">\(points) · @\(model.scale)x · \(pixels)</span>\
            <span class="links">\(links)</span></figcaption>
            </figure>

            """
    }

    /// A player of the transition into the state, over its frames: play/pause, a scrubber,
    /// the moment's time. It plays by itself unless the reader asks for reduced motion.
    private static func motionPlayer(_ snapshot: GallerySitePlan.Snapshot, alt: String) -> String {
        guard let first = snapshot.motionFramePaths.first, let motion = snapshot.model.motion else { return "" }
        let model = snapshot.model
        let count = snapshot.motionFramePaths.count
        let frames = snapshot.motionFramePaths.map { "../\($0)" }.joined(separator: " ")
        let durationMs = Int((Double(count - 1) / Double(max(motion.framesPerSecond, 1)) * 1000).rounded())
        return """
            <div class="motion" data-fps="\(motion.framesPerSecond)" data-frames="\(frames.html)">
            <div class="frame checker"><img class="motion-frame" src="../\(first)" width="\(model.pixelWidth)" \
            height="\(model.pixelHeight)" loading="lazy" decoding="async" alt="\((alt + ", the transition into this state").html)"></div>
            <div class="motion-controls"><button type="button" class="motion-play" aria-pressed="false">Play</button>\
            <input type="range" class="motion-scrub" min="0" max="\(count - 1)" value="0" step="1" \
            aria-label="Moment of the transition (\(count) frames, \(durationMs) ms)">\
            <output class="motion-time">0 ms</output></div>
            </div>

            """
    }

    // MARK: Helpers

    static func displayTitle(_ preview: GalleryPreview) -> String {
        preview.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? preview.name : preview.title
    }

    /// A full name as the command line's FILTER sees it; line breaks would split the list.
    private static func filterName(_ name: String) -> String {
        name.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    /// Thumbnails are laid out in points (one CSS pixel per point).
    private static func pointSize(_ points: Double) -> Int {
        guard points.isFinite, points >= 1 else { return 1 }
        return Int(min(points.rounded(), 100_000))
    }
}

/// "Approximations: …": what a snapshot draws differently from iOS, where the user's code
/// asked for it. The same block on gallery pages and diff-report pages.
enum ApproximationNotes {
    static func html(_ lines: [String]) -> String {
        guard !lines.isEmpty else { return "" }
        var html = "<section class=\"approximations\" aria-label=\"Approximations\">\n"
        html += "<p><strong>Approximations:</strong> drawn differently from iOS, as Proofsheet cannot draw it yet.</p>\n<ul>\n"
        for line in lines {
            html += "<li><code>\(line.html)</code></li>\n"
        }
        return html + "</ul>\n</section>\n"
    }
}
