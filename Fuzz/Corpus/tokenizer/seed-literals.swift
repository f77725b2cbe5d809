import PreviewUI

extension EnvironmentValues {
    @Entry var accent: Color = .blue
    @Entry var names: [String]? = nil
}

extension Transaction { @Entry var fast = false }

let raw = #"a "quoted" \#(1 + 2) string"#
let multi = """
    line \(value.map { "\($0)" }.joined(separator: ", "))
    """
let regex = /[a-z]+(?<digits>\d*)/
let extended = #/a/b/#
let ratio = 1_000.5e-3 / 0x1F
/* a /* nested */ comment */

#Preview("Literals", traits: .sizeThatFitsLayout) {
    @Previewable @State var text = "}{)("
    @Previewable @Environment(\.colorScheme) var scheme
    Text(#"\(text)"#).accessibilityLabel("`label`")
}

#Preview(body: { Text("closure") })

@available(iOS 17, *)
#Preview { `Self`.init() }
