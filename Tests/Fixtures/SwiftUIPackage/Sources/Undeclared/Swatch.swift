import SwiftUI

/// A view whose target has an asset catalogue that Package.swift does not declare: the
/// previews plugin warns that SwiftPM will not copy it on Linux.
struct Swatch: View {
    var body: some View {
        Color("Tint", bundle: nil)
    }
}
