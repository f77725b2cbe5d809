import SwiftUI

struct Dot: View {
    var body: some View { Circle().frame(width: 4, height: 4) }
}

// A comment and a blank line above the preview.

#Preview("Late state") {
    Dot()
    @Previewable @State var late = 1
}

#Preview("Nested state") {
    VStack {
        @Previewable @State var nested = 1
        Text("\(nested)")
    }
}
