/// The character classes of the CommonMark spec (0.31), on Unicode scalars.
extension Unicode.Scalar {
    /// `!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~`: what a backslash can escape.
    var isASCIIPunctuation: Bool {
        switch value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// A Unicode punctuation character: general category P (punctuation) or S (symbol).
    var isMarkdownPunctuation: Bool {
        if value < 0x80 { return isASCIIPunctuation }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// A Unicode whitespace character: general category Zs, or tab, line feed, form feed,
    /// carriage return.
    var isMarkdownWhitespace: Bool {
        switch value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
        case 0..<0x80: return false
        default: return properties.generalCategory == .spaceSeparator
        }
    }

    /// An ASCII control character (U+0000–001F, U+007F) or a space: what ends a bare link
    /// destination.
    var isASCIIControlOrSpace: Bool {
        value <= 0x20 || value == 0x7F
    }

    var isASCIILetter: Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    var isASCIIDigit: Bool {
        (0x30...0x39).contains(value)
    }

    var isASCIIHexDigit: Bool {
        isASCIIDigit || (0x41...0x46).contains(value) || (0x61...0x66).contains(value)
    }

    var isASCIIAlphanumeric: Bool {
        isASCIILetter || isASCIIDigit
    }
}
