import SwiftUI

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Card(title: "Provider light")
                .previewDisplayName("Provider light")
                .previewLayout(.sizeThatFits)
            Card(title: "Provider dark")
                .previewLayout(.sizeThatFits)
                .preferredColorScheme(.dark)
        }
    }
}
