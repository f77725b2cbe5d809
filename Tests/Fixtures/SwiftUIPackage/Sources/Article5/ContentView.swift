import SwiftUI

struct ContentView: View {
    @State var showPicker = false
    @State var selection: String = "€1.500"
    @State var pickerHeight: CGFloat = 0
    var values = ["€1.500", "€3.000", "€6.000", "€9.000", "€10.000", "€11.000", "€12.000", "€13.000", "€14.000", "€15.000", "€16.000", "€17.000", "€18.000"]
    @State var showMoreText = true

    var body: some View {
        VStack {
            Group {
                Spacer()
                Text("Let's pick an amount")
                    .padding()
                Button(action: {
                    withAnimation {
                        self.showPicker.toggle()
                    }
                }) {
                    Text(selection)
                        .bottomWheelPickerAdaptive()
                        .padding()
                }
            }
            Group {
                Text("The chosen amount")
                Text("is…")
                Text(selection)
                Text("Be kind")
                Text("…and friendly,")
                Text("really.")
            }
            if showMoreText {
                Spacer()
                Text("It works!")
            }
        }
        .frame(minWidth: 300, minHeight: 600)
        .overlay(BottomWheelPicker(show: $showPicker, selection: $selection, values: values), alignment: .bottom)
    }
}
