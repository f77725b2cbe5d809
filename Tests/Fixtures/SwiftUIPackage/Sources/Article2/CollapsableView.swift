import SwiftUI

struct CollapsableView: View {

    @State var isCollapsed = false

    var body: some View {
        VStack {
            Text("This")
            Text("is")
            Text("a")
            Text("tall")
            Text("view")
        }
        .collapsable(isCollapsed: $isCollapsed, collapsedHeight: 10)
    }
}
