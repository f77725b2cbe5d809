/// The HTML of the diff report: the index table and one page per entry that has images.
enum DiffReportPages {
    // MARK: Index

    static func index(_ plan: DiffReportPlan, title: String) -> String {
        var counts: [GalleryDiffStatus: Int] = [:]
        for entry in plan.entries { counts[entry.model.status, default: 0] += 1 }
        let problems = plan.entries.count - (counts[.passed] ?? 0)
        let verdict =
            plan.entries.isEmpty ? "No snapshot was compared."
            : problems == 0 ? "Every snapshot matches its reference."
            : "\(problems) of \(plan.entries.count) snapshots need attention."
        var main = """
            <div class="page-head">
            <h1>\(title.html)</h1>
            <p class="lede">\(verdict)</p>
            </div>
            <ul class="counts">

            """
        for status in [GalleryDiffStatus.failed, .missing, .orphaned, .passed] {
            main += "<li><strong class=\"status-\(status.rawValue)\">\(counts[status] ?? 0)</strong>"
                + "<span class=\"label\">\(label(status))</span></li>\n"
        }
        main += "</ul>\n"
        if plan.entries.contains(where: { $0.model.status == .failed && $0.model.fingerprintMatches == false }) {
            main += """
                <p class="notice">The renderer fingerprint differs from the one recorded with the \
                references (library or font versions changed). Some differences may come from the \
                machine, not from the components.</p>

                """
        }
        if !plan.entries.isEmpty {
            main += """
                <div class="table-wrap">
                <table>
                <caption>Failures first, then missing and orphaned references, then passed snapshots.</caption>
                <thead><tr><th scope="col">Status</th><th scope="col">Snapshot</th>\
                <th scope="col" class="num">Differing pixels</th><th scope="col" class="num">Ratio</th>\
                <th scope="col" class="num">Threshold</th><th scope="col">Renderer fingerprint</th></tr></thead>
                <tbody>

                """
            for entry in plan.entries {
                main += row(entry)
            }
            main += "</tbody>\n</table>\n</div>\n"
        }
        return PageShell.page(title: title, siteTitle: title, root: "", topbar: "", main: main)
    }

    private static func row(_ entry: DiffReportPlan.Entry) -> String {
        let model = entry.model
        let compared = model.status == .passed || model.status == .failed
        let name = entry.pagePath.map { "<a href=\"\($0)\">\(model.name.html)</a>" } ?? model.name.html
        let pixels = compared
            ? "\(NumberText.grouped(model.differentPixels)) / \(NumberText.grouped(model.totalPixels))" : "—"
        let ratio = compared ? NumberText.percent(model.differenceRatio) : "—"
        let approximated = model.approximations.isEmpty
            ? "" : "<br><span class=\"approximated\">approximations: \(model.approximations.count)</span>"
        return "<tr><td><span class=\"status status-\(model.status.rawValue)\">\(label(model.status))</span></td>"
            + "<td class=\"name\">\(name)\(approximated)</td><td class=\"num\">\(pixels)</td><td class=\"num\">\(ratio)</td>"
            + "<td class=\"num\">\(NumberText.decimal(model.threshold, maximumDecimals: 4))</td>"
            + "<td>\(fingerprint(model.fingerprintMatches))</td></tr>\n"
    }

    // MARK: Entry page

    static func entryPage(_ entry: DiffReportPlan.Entry, siteTitle: String, recordCommand: String) -> String {
        let model = entry.model
        var main = """
            <div class="page-head">
            <p class="meta"><span class="status status-\(model.status.rawValue)">\(label(model.status))</span></p>
            <h1>\(model.name.html)</h1>
            <p class="lede">\(advice(model, recordCommand: recordCommand))</p>
            <dl class="figures">
            <div><dt>Differing pixels</dt><dd>\(NumberText.grouped(model.differentPixels)) of \(NumberText.grouped(model.totalPixels))</dd></div>
            <div><dt>Ratio</dt><dd>\(NumberText.percent(model.differenceRatio))</dd></div>
            <div><dt>Threshold</dt><dd>\(NumberText.decimal(model.threshold, maximumDecimals: 4))</dd></div>
            <div><dt>Renderer fingerprint</dt><dd>\(fingerprint(model.fingerprintMatches))</dd></div>
            </dl>
            </div>

            """
        main += ApproximationNotes.html(model.approximations)
        if let expected = entry.expected, let actual = entry.actual {
            main += comparison(expected: expected, actual: actual, diff: entry.diff)
        } else {
            main += "<div class=\"side\">\n"
            if let expected = entry.expected { main += figure(expected, caption: "Expected (reference)") }
            if let actual = entry.actual { main += figure(actual, caption: "Actual (rendered now)") }
            if let diff = entry.diff { main += figure(diff, caption: "Difference") }
            main += "</div>\n"
        }
        let back = "<a class=\"back\" href=\"../index.html\">← All results</a>\n"
        return PageShell.page(
            title: "\(model.name) — \(siteTitle)", siteTitle: siteTitle, root: "../", topbar: back, main: main)
    }

    /// Side by side, slider, onion skin and diff only, switched by radio buttons. Without the
    /// script every view is shown, one after the other.
    static func comparison(
        expected: DiffReportPlan.Image, actual: DiffReportPlan.Image, diff: DiffReportPlan.Image?,
        root: String = "../", group: String = "view"
    ) -> String {
        var views: [(id: String, label: String)] = [
            ("side-by-side", "Side by side"), ("slider", "Slider"), ("onion-skin", "Onion skin"),
        ]
        if diff != nil { views.append(("diff", "Diff only")) }
        var html = """
            <div class="compare">
            <fieldset class="view-switch" hidden>
            <legend>View</legend>
            <div class="options">
            """
        for (index, view) in views.enumerated() {
            html += "<label><input type=\"radio\" name=\"\(group.html)\" value=\"\(view.id)\""
                + (index == 0 ? " checked" : "") + "><span>\(view.label)</span></label>"
        }
        html += "</div>\n</fieldset>\n"

        html += "<section class=\"view view-side-by-side\" aria-label=\"Side by side\">\n<div class=\"side\">\n"
        html += figure(expected, caption: "Expected (reference)", root: root)
        html += figure(actual, caption: "Actual (rendered now)", root: root)
        if let diff { html += figure(diff, caption: "Difference", root: root) }
        html += "</div>\n</section>\n"

        html += """
            <section class="view view-slider" aria-label="Slider">
            <div class="stage-wrap">
            <div class="stage-labels"><span>Expected</span><span>Actual</span></div>
            <div class="stage-scroll checker"><div class="stage">\
            \(image(actual, alt: "Actual", root: root))\
            <div class="reveal">\(image(expected, alt: "Expected", root: root))</div>\
            </div></div>
            <label class="range">Reveal expected <input class="reveal-range" type="range" min="0" max="100" \
            value="50" step="1"></label>
            </div>
            </section>
            <section class="view view-onion-skin" aria-label="Onion skin">
            <div class="stage-wrap">
            <div class="stage-labels"><span>Expected, actual on top</span></div>
            <div class="stage-scroll checker"><div class="stage">\
            \(image(expected, alt: "Expected", root: root))\
            \(image(actual, alt: "Actual", className: "over onion-over", root: root))\
            </div></div>
            <label class="range">Opacity of actual <input class="onion-range" type="range" min="0" max="100" \
            value="50" step="1"></label>
            </div>
            </section>

            """
        if let diff {
            html += """
                <section class="view view-diff" aria-label="Diff only">
                <div class="side">\(figure(diff, caption: "Difference", root: root))</div>
                </section>

                """
        }
        return html + "</div>\n"
    }

    private static func figure(_ source: DiffReportPlan.Image, caption: String, root: String = "../") -> String {
        """
        <figure><div class="stage-scroll checker">\(image(source, alt: caption, root: root))</div>\
        <figcaption>\(caption.html) · <a href="\(root.html)\(source.href.html)">open</a>\(size(source))</figcaption></figure>

        """
    }

    private static func image(_ source: DiffReportPlan.Image, alt: String, className: String? = nil, root: String = "../") -> String {
        var html = "<img"
        if let className { html += " class=\"\(className)\"" }
        html += " src=\"\(root.html)\(source.href.html)\""
        if let width = source.width, let height = source.height {
            html += " width=\"\(width)\" height=\"\(height)\""
        }
        return html + " loading=\"lazy\" decoding=\"async\" alt=\"\(alt.html)\">"
    }

    private static func size(_ source: DiffReportPlan.Image) -> String {
        guard let width = source.width, let height = source.height else { return "" }
        return " · \(width) × \(height) px"
    }

    // MARK: Words

    static func label(_ status: GalleryDiffStatus) -> String {
        switch status {
        case .failed: "Failed"
        case .missing: "Missing"
        case .orphaned: "Orphaned"
        case .passed: "Passed"
        }
    }

    private static func fingerprint(_ matches: Bool?) -> String {
        switch matches {
        case true?: "matches"
        case false?: "<span class=\"fingerprint-differs\">differs</span>"
        case nil: "—"
        }
    }

    /// What to do, with a command that works when pasted: the exact filter of the snapshot
    /// (`=card/plain-light`), whatever its file's scale and extension.
    private static func advice(_ entry: GalleryDiffEntry, recordCommand: String) -> String {
        let command = "<code>\(recordCommand.html) \(exactFilter(entry.name).html)</code>"
        switch entry.status {
        case .failed where entry.differentPixels == 0 && !entry.approximations.isEmpty:
            return "The rendering matches the reference but fails under <code>--strict</code>: it draws something "
                + "PreviewUI cannot yet draw as iOS does (below). Change the code it names, or check without "
                + "<code>--strict</code> to keep it as a warning."
        case .failed:
            return "The rendering differs from the reference. If the change is intended, record it with \(command)."
        case .missing:
            return "No reference is recorded for this snapshot. Record it with \(command)."
        case .orphaned:
            return "No preview renders this reference any more. Delete it with "
                + "<code>\(recordCommand.html) --prune</code>."
        case .passed:
            return "The rendering matches the reference."
        }
    }

    /// `card/plain-light@2x.png` → `=card/plain-light`.
    static func exactFilter(_ path: String) -> String {
        var name = Substring(path)
        for ext in [".png", ".svg"] where name.hasSuffix(ext) { name = name.dropLast(ext.count) }
        if let at = name.lastIndex(of: "@"), name[name.index(after: at)...].count == 2, name.hasSuffix("x") {
            name = name[..<at]
        }
        return "=" + name
    }
}

/// Pieces of the report's pages for the live canvas, which builds them on request.
public enum CanvasFragments {
    /// An image for ``comparison(reference:actual:diff:group:)``: its `src` under the site's
    /// root, and its size in pixels.
    public struct Image: Sendable {
        public var href: String
        public var width: Int
        public var height: Int

        public init(href: String, width: Int, height: Int) {
            self.href = href
            self.width = width
            self.height = height
        }
    }

    /// The report's comparison views (side by side, slider, onion skin, diff only) of a
    /// reference and a picture, for a page served at the site's root; `group` names its view
    /// switch (unique on the page).
    public static func comparison(reference: Image, actual: Image, diff: Image?, group: String) -> String {
        func plan(_ i: Image) -> DiffReportPlan.Image { .init(href: i.href, width: i.width, height: i.height) }
        return DiffReportPages.comparison(expected: plan(reference), actual: plan(actual), diff: diff.map(plan), root: "/", group: group)
    }
}
