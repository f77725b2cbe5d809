import SwiftUI

struct ContentView: View {
    @State private var selection = 1
    let items = [0, 1, 2, 3, 4, 5, 6, 7, 8]

    var body: some View {
        NavigationStack {
            Form {
                CollapsibleWheelPicker(selection: $selection) {
                    ForEach(items, id: \.self) { item in
                        Text("\(item)")
                    }
                } label: {
                    Text("Cups of Water")
                    Spacer()
                    Text("\(selection)")
                }
            }
        }
    }
}
