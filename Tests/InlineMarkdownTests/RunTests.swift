import InlineMarkdown
import Testing

private typealias Run = InlineMarkdown.Run

private func parse(_ source: String, _ whitespace: InlineMarkdown.Whitespace = .preserved) -> [Run] {
    InlineMarkdown.parse(source, whitespace: whitespace)
}

@Suite struct StyleTests {
    @Test func boldAndItalic() {
        #expect(parse("**Bold** _it_") == [Run("Bold", style: .stronglyEmphasized), Run(" "), Run("it", style: .emphasized)])
    }

    @Test func plainTextIsOneRun() {
        #expect(parse("Hello, world!") == [Run("Hello, world!")])
    }

    @Test func emptySourceHasNoRuns() {
        #expect(parse("").isEmpty)
        #expect(parse("", .collapsed).isEmpty)
    }

    @Test func bothEmphases() {
        #expect(parse("***both***") == [Run("both", style: [.emphasized, .stronglyEmphasized])])
        #expect(parse("_**both**_") == [Run("both", style: [.emphasized, .stronglyEmphasized])])
    }

    @Test func emphasisInsideStrong() {
        #expect(parse("**bold _and it_**") == [
            Run("bold ", style: .stronglyEmphasized),
            Run("and it", style: [.stronglyEmphasized, .emphasized]),
        ])
    }

    @Test func codeInsideEmphasis() {
        #expect(parse("*a `b` c*") == [
            Run("a ", style: .emphasized),
            Run("b", style: [.emphasized, .code]),
            Run(" c", style: .emphasized),
        ])
    }

    @Test func codeSpanIsLiteral() {
        #expect(parse("`**not bold** \\*`") == [Run("**not bold** \\*", style: .code)])
        #expect(parse("`` a`b ``") == [Run("a`b", style: .code)])
        #expect(parse("`unclosed") == [Run("`unclosed")])
    }

    @Test func strikethrough() {
        #expect(parse("~~gone~~ ~also~") == [
            Run("gone", style: .strikethrough), Run(" "), Run("also", style: .strikethrough),
        ])
        // Three tildes are not a delimiter; the lengths of opener and closer must agree.
        #expect(parse("~~~no~~~ ~no~~") == [Run("~~~no~~~ ~no~~")])
        #expect(parse("**~~both~~**") == [Run("both", style: [.stronglyEmphasized, .strikethrough])])
    }

    @Test func adjacentRunsWithTheSameAttributesMerge() {
        // Two emphasis nodes side by side are one run; escapes and references join the text.
        #expect(parse("_a_*b*") == [Run("ab", style: .emphasized)])
        #expect(parse("a\\*b&amp;c") == [Run("a*b&c")])
        #expect(parse("*a* *b*") == [Run("a", style: .emphasized), Run(" "), Run("b", style: .emphasized)])
    }

    @Test func backslashEscapes() {
        #expect(parse("\\*not emphasized\\*") == [Run("*not emphasized*")])
        #expect(parse("\\_\\[x\\](y)\\`z\\`") == [Run("_[x](y)`z`")])
        // Not punctuation: the backslash stays.
        #expect(parse("\\a\\ \\é") == [Run("\\a\\ \\é")])
        #expect(parse("end\\") == [Run("end\\")])
    }

    @Test func loneDelimitersAreText() {
        #expect(parse("*") == [Run("*")])
        #expect(parse("a * b _ c ~ d") == [Run("a * b _ c ~ d")])
        #expect(parse("**unclosed") == [Run("**unclosed")])
        #expect(parse("snake_case_name") == [Run("snake_case_name")])
    }

    @Test func symbolsCountAsPunctuation() {
        // CommonMark 0.31: Unicode symbols (S*) are punctuation for flanking (spec example 354).
        #expect(parse("*$*alpha. *£*bravo. *€*charlie.") == [Run("*$*alpha. *£*bravo. *€*charlie.")])
    }

    @Test func characterReferences() {
        #expect(parse("&copy; &#123; &#x1F600; &nosuch; &amp") == [Run("© { 😀 &nosuch; &amp")])
        #expect(parse("&#0; &#1114112;") == [Run("\u{FFFD} \u{FFFD}")])
        // A reference is never markup.
        #expect(parse("&#42;a&#42;") == [Run("*a*")])
    }

    @Test func nulBecomesReplacementCharacter() {
        #expect(parse("a\u{0}b") == [Run("a\u{FFFD}b")])
    }

    @Test func rawHTMLIsTextButBindsTighterThanEmphasis() {
        #expect(parse("<b>*x*</b>") == [Run("<b>"), Run("x", style: .emphasized), Run("</b>")])
        #expect(parse("*<img title=\"*\">") == [Run("*<img title=\"*\">")])
        #expect(parse("a <!-- *b* --> c") == [Run("a <!-- *b* --> c")])
    }
}

@Suite struct LinkTests {
    @Test func inlineLinkWithEmphasisAndTitle() {
        #expect(parse("[**go** now](https://x.y \"T\")") == [
            Run("go", style: .stronglyEmphasized, link: "https://x.y", linkTitle: "T"),
            Run(" now", link: "https://x.y", linkTitle: "T"),
        ])
    }

    @Test func destinationsAsWrittenAfterUnescaping() {
        #expect(parse("[a](<b c> 'T')") == [Run("a", link: "b c", linkTitle: "T")])
        #expect(parse("[a](x\\)y)") == [Run("a", link: "x)y")])
        #expect(parse("[a](foo%20b&auml;)") == [Run("a", link: "foo%20bä")])
        #expect(parse("[a](f(o(o)))") == [Run("a", link: "f(o(o))")])
        #expect(parse("[a]()") == [Run("a", link: "")])
    }

    @Test func notLinks() {
        #expect(parse("[a] (b)") == [Run("[a] (b)")])
        #expect(parse("[a](b c)") == [Run("[a](b c)")])
        // Reference links need definitions, which inline-only text does not have.
        #expect(parse("[foo][bar] [foo][] [foo]") == [Run("[foo][bar] [foo][] [foo]")])
    }

    @Test func linksDoNotContainLinks() {
        #expect(parse("[a [b](c)](d)") == [Run("[a "), Run("b", link: "c"), Run("](d)")])
    }

    @Test func bracketsBindTighterThanEmphasis() {
        #expect(parse("*[a*](b)") == [Run("*"), Run("a*", link: "b")])
    }

    @Test func emptyLinkTextLeavesNoRun() {
        #expect(parse("[](x)").isEmpty)
    }

    @Test func autolinks() {
        #expect(parse("<https://apple.com/a?b=c>") == [Run("https://apple.com/a?b=c", link: "https://apple.com/a?b=c")])
        #expect(parse("mail <me@example.org>!") == [
            Run("mail "), Run("me@example.org", link: "mailto:me@example.org"), Run("!"),
        ])
        #expect(parse("<not a link>") == [Run("<not a link>")])
    }

    @Test func imagesShowTheirDescription() {
        #expect(parse("![alt *x*](i.png) y") == [Run("alt "), Run("x", style: .emphasized), Run(" y")])
        #expect(parse("[![icon](i.png) home](/)") == [Run("icon home", link: "/")])
    }
}

@Suite struct WhitespaceTests {
    @Test func preservedKeepsLineEndingsAndSpaces() {
        #expect(parse("a\nb") == [Run("a\nb")])
        #expect(parse("  a  \n  b  ") == [Run("  a  \n  b  ")])
        #expect(parse("a\r\nb\rc") == [Run("a\r\nb\rc")])
        #expect(parse("**a\nb**") == [Run("a\nb", style: .stronglyEmphasized)])
    }

    @Test func preservedDropsTheBackslashOfAHardBreak() {
        #expect(parse("a\\\nb") == [Run("a\nb")])
        // At the end there is no next line: the backslash is text.
        #expect(parse("a\\\n") == [Run("a\\\n")])
    }

    @Test func blankLinesEndInlineConstructs() {
        #expect(parse("**a\n\nb**") == [Run("**a\n\nb**")])
        // GFM example 492.
        #expect(parse("This ~~has a\n\nnew paragraph~~.") == [Run("This ~~has a\n\nnew paragraph~~.")])
        #expect(parse("*a*\n \n*b*") == [Run("a", style: .emphasized), Run("\n \n"), Run("b", style: .emphasized)])
    }

    @Test func collapsedIsParagraphText() {
        #expect(parse("a\nb", .collapsed) == [Run("a b")])
        #expect(parse("  a   b\t c  ", .collapsed) == [Run("a b c")])
        #expect(parse("a  \n   b", .collapsed) == [Run("a\nb")])
        #expect(parse("a\\\n   b", .collapsed) == [Run("a\nb")])
        #expect(parse("a\n\n\nb", .collapsed) == [Run("a b")])
        #expect(parse("a \n  *b*", .collapsed) == [Run("a "), Run("b", style: .emphasized)])
        #expect(parse("  *a*  ", .collapsed) == [Run("a", style: .emphasized)])
    }

    @Test func collapsedKeepsSpacesInCode() {
        #expect(parse("x  `a   b`  y", .collapsed) == [Run("x "), Run("a   b", style: .code), Run(" y")])
    }

    @Test func codeSpansTurnLineEndingsIntoSpaces() {
        #expect(parse("`a\n  b`") == [Run("a b", style: .code)])
        #expect(parse("`a\n  b`", .collapsed) == [Run("a b", style: .code)])
    }
}
