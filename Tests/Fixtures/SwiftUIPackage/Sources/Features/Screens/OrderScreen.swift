import SwiftUI

/// A café's order, as apps wrote view models before Observation: an `ObservableObject` whose
/// `@Published` properties redraw the views that hold it.
final class OrderModel: ObservableObject {
    struct Product: Identifiable, Hashable {
        let id: String
        let name: String
        /// In cents.
        let price: Int
    }

    let menu = [
        Product(id: "flat-white", name: "Flat White", price: 380),
        Product(id: "espresso", name: "Espresso", price: 250),
        Product(id: "croissant", name: "Croissant", price: 320),
    ]
    @Published private(set) var quantities: [String: Int] = [:]
    @Published var note = ""

    var itemCount: Int { quantities.values.reduce(0, +) }
    var total: Int { menu.reduce(0) { $0 + $1.price * (quantities[$1.id] ?? 0) } }

    func add(_ product: Product) {
        quantities[product.id, default: 0] += 1
    }

    func clear() {
        quantities = [:]
    }

    static func price(_ cents: Int, currency: String) -> String {
        currency + String(format: "%d.%02d", cents / 100, cents % 100)
    }
}

extension EnvironmentValues {
    /// The symbol prices are shown with.
    @Entry var currencySymbol: String = "€"
}

/// The order screen: the model is the screen's `@StateObject`, handed to the summary as an
/// `@ObservedObject` and to the rows through the environment (`@EnvironmentObject`); prices
/// take their symbol from an `@Entry` environment value.
public struct OrderScreen: View {
    @StateObject private var order = OrderModel()

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section("Menu") {
                    ForEach(order.menu) { product in
                        ProductRow(product: product)
                    }
                }
                OrderSummary(order: order)
            }
            .navigationTitle("Order")
        }
        .environmentObject(order)
    }
}

struct ProductRow: View {
    @EnvironmentObject private var order: OrderModel
    @Environment(\.currencySymbol) private var currency
    let product: OrderModel.Product

    var body: some View {
        Button {
            order.add(product)
        } label: {
            HStack {
                Text(product.name)
                    .foregroundStyle(Color.primary)
                Spacer()
                if let count = order.quantities[product.id] {
                    Text("×\(count)")
                        .foregroundStyle(.tint)
                }
                Text(OrderModel.price(product.price, currency: currency))
                    .foregroundStyle(Color.secondary)
            }
        }
    }
}

struct OrderSummary: View {
    @ObservedObject var order: OrderModel
    @Environment(\.currencySymbol) private var currency

    var body: some View {
        Section {
            LabeledRow(title: order.itemCount == 1 ? "1 item" : "\(order.itemCount) items", value: OrderModel.price(order.total, currency: currency))
            TextField("Note for the barista", text: $order.note)
            Button("Clear Order", role: .destructive) { order.clear() }
                .disabled(order.itemCount == 0)
        }
    }
}

private struct LabeledRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
                .bold()
        }
    }
}

#Preview("Order screen") {
    OrderScreen()
}
