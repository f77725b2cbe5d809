/// The frame every page shares: document head, skip link, top bar, main content.
enum PageShell {
    /// - Parameters:
    ///   - root: the relative path from the page to the site's root (`""` or `"../"`).
    ///   - topbar: HTML placed in the top bar after the brand link.
    static func page(title: String, siteTitle: String, root: String, topbar: String, main: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="Proofsheet">
        <title>\(title.html)</title>
        <link rel="stylesheet" href="\(root)assets/\(SiteStyle.fileName)">
        <script src="\(root)assets/\(SiteScript.fileName)"></script>
        </head>
        <body>
        <a class="skip-link" href="#main">Skip to content</a>
        <header class="topbar">
        <a class="brand" href="\(root)index.html">\(siteTitle.html)</a>
        <div class="controls">
        \(topbar)\(schemeSwitch)
        </div>
        </header>
        <main id="main" class="page">
        \(main)
        </main>
        </body>
        </html>

        """
    }

    /// Auto / Light / Dark. Hidden until the script runs, since it needs the script.
    static let schemeSwitch = """
        <div class="scheme-switch segmented" role="group" aria-label="Appearance" hidden>\
        <button type="button" data-scheme-choice="auto" aria-pressed="true" title="Follow the system setting">Auto</button>\
        <button type="button" data-scheme-choice="light" aria-pressed="false">Light</button>\
        <button type="button" data-scheme-choice="dark" aria-pressed="false">Dark</button>\
        </div>
        """

    /// The style sheet and script, written once per site.
    static func writeAssets(into folder: SiteFolder) throws(GalleryError) {
        try folder.write(SiteStyle.css, to: "assets/\(SiteStyle.fileName)")
        try folder.write(SiteScript.javaScript, to: "assets/\(SiteScript.fileName)")
    }
}

/// Numbers as the pages print them, independent of the locale.
enum NumberText {
    /// `390` or `390.5`: at most two decimals, no trailing zeros.
    static func decimal(_ value: Double, maximumDecimals: Int = 2) -> String {
        guard value.isFinite else { return "—" }
        if value == value.rounded(), abs(value) < 1e15 { return grouped(Int(value)) }
        var text = String(format: "%.\(maximumDecimals)f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A ratio as a percentage: `0%`, `<0.01%`, `0.42%`, `12.5%`.
    static func percent(_ ratio: Double) -> String {
        guard ratio.isFinite else { return "—" }
        if ratio <= 0 { return "0%" }
        let percent = ratio * 100
        if percent < 0.01 { return "<0.01%" }
        return decimal(percent) + "%"
    }
}
