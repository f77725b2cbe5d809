import SwiftUI

/// A badge drawn from the target's asset catalogue: a bitmap logo with a dark variant, a
/// template SVG glyph tinted by the foreground style, and a named colour.
struct BrandBadge: View {
    var body: some View {
        HStack(spacing: 8) {
            Image("Logo", bundle: .module)
            Image("Glyph", bundle: .module)
                .foregroundStyle(.red)
            Text("Brand")
                .foregroundStyle(Color("Brand", bundle: .module))
        }
        .padding(8)
    }
}

#Preview("Brand badge") {
    BrandBadge()
}
