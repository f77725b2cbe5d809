import SwiftUI

struct WheelPicker: View {
    @Binding var selection: String
    @Binding private(set) var show: Bool
    var values: [String]
    var dismissButtonTitle: String

    var body: some View {
        VStack {
            VStack {
                Divider()
                Spacer()
                Button(action: {
                    withAnimation {
                        self.show = false
                    }
                }) {
                    HStack {
                        Spacer()
                        Text(dismissButtonTitle)
                            .padding(.horizontal, 16)
                    }
                }
                Divider()
            }
            .background(Color.init(uiColor: .secondarySystemGroupedBackground.withAlphaComponent(0.5)))
            Picker(selection: $selection, label: Text("")) {
                ForEach(values, id: \.self) {
                    Text("\($0)")
                }
            }
            .pickerStyle(.wheel)
        }
    }
}
