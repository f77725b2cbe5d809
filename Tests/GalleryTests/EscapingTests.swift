import Testing
@testable import Gallery

@Suite("HTML escaping")
struct EscapingTests {
    @Test("the five significant characters are escaped")
    func escapesSignificantCharacters() {
        #expect(HTMLText.escape(#"<a href="x" title='y'>&</a>"#)
            == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
    }

    @Test("a script tag becomes text")
    func scriptBecomesText() {
        let escaped = HTMLText.escape("<script>alert(1)</script>")
        #expect(escaped == "&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(!escaped.contains("<"))
    }

    @Test("an escaped entity is escaped again, not trusted")
    func entitiesAreNotTrusted() {
        #expect(HTMLText.escape("&lt;") == "&amp;lt;")
    }

    @Test("other text, emoji and right-to-left scripts pass through")
    func otherTextPassesThrough() {
        let text = "tap “Cups of Water” 💧 — مرحبا"
        #expect(HTMLText.escape(text) == text)
    }

    @Test("control characters and noncharacters become U+FFFD; tab and newlines stay")
    func controlsAreReplaced() {
        #expect(HTMLText.escape("a\u{0}b\u{7}c\u{85}d\u{FFFF}e") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e")
        #expect(HTMLText.escape("a\tb\nc\r") == "a\tb\nc\r")
    }

    @Test("descriptions become escaped paragraphs")
    func paragraphs() {
        let html = HTMLText.paragraphs("First <b>line</b>\nsecond line\n\n\n  \nNext & last\r\n", className: "d")
        #expect(html == """
            <p class="d">First &lt;b&gt;line&lt;/b&gt;<br>second line</p>
            <p class="d">Next &amp; last</p>
            """)
        #expect(HTMLText.paragraphs("  \n\n", className: "d") == "")
    }
}

@Suite("Numbers on the pages")
struct NumberTextTests {
    @Test func decimals() {
        #expect(NumberText.decimal(390) == "390")
        #expect(NumberText.decimal(390.5) == "390.5")
        #expect(NumberText.decimal(0.125, maximumDecimals: 4) == "0.125")
        #expect(NumberText.decimal(.nan) == "—")
    }

    @Test func grouping() {
        #expect(NumberText.grouped(0) == "0")
        #expect(NumberText.grouped(999) == "999")
        #expect(NumberText.grouped(1_234_567) == "1,234,567")
        #expect(NumberText.grouped(-1000) == "-1,000")
    }

    @Test func percentages() {
        #expect(NumberText.percent(0) == "0%")
        #expect(NumberText.percent(0.00001) == "<0.01%")
        #expect(NumberText.percent(0.0042) == "0.42%")
        #expect(NumberText.percent(1) == "100%")
    }
}
