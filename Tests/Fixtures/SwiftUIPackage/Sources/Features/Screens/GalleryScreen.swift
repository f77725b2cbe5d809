import SwiftUI

/// One item of the gallery.
public struct GalleryItem: Identifiable, Hashable, Sendable {
    public let id: Int
    var title: String
    var symbol: String
    var hue: Double

    var color: Color { Color(hue: hue, saturation: 0.55, brightness: 0.85) }
}

extension GalleryItem {
    public static let samples: [GalleryItem] = {
        let names: [(String, String)] = [
            ("Beach", "sun.max"), ("Forest", "tree"), ("City", "building.2"), ("Rain", "cloud.rain"),
            ("Night", "moon.stars"), ("Snow", "snowflake"), ("Harbour", "water.waves"), ("Road Trip", "car"),
            ("Flights", "airplane"), ("Coffee", "cup.and.saucer"), ("Music", "music.note"), ("Books", "book"),
            ("Garden", "drop"), ("Bikes", "bicycle"), ("Games", "gamecontroller"), ("Stars", "sparkles"),
            ("Photos", "camera"), ("Maps", "map"), ("Gifts", "gift"), ("Home", "house"),
        ]
        return names.enumerated().map { index, item in
            GalleryItem(id: index + 1, title: item.0, symbol: item.1, hue: Double(index) / Double(names.count))
        }
    }()
}

/// A photo-album style gallery, as apps write it: an adaptive grid of rounded tiles with
/// captions in a scroll view, and a Select button in the navigation bar.
public struct GalleryScreen: View {
    @State private var items = GalleryItem.samples
    @State private var isSelecting = false
    @State private var selection: Set<GalleryItem.ID> = []

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 12)]

    public init() {}

    public var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(items) { item in
                        GalleryTile(item: item, isSelected: selection.contains(item.id))
                            .onTapGesture {
                                guard isSelecting else { return }
                                if selection.contains(item.id) {
                                    selection.remove(item.id)
                                } else {
                                    selection.insert(item.id)
                                }
                            }
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Gallery")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(isSelecting ? "Done" : "Select") {
                        isSelecting.toggle()
                        selection.removeAll()
                    }
                }
            }
        }
    }
}

struct GalleryTile: View {
    let item: GalleryItem
    var isSelected = false

    var body: some View {
        VStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(item.color)
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: item.symbol)
                        .font(.largeTitle)
                        .foregroundStyle(.white)
                }
                .overlay(alignment: .bottomTrailing) {
                    if isSelected {
                        Image(systemName: "checkmark.circle.fill")
                            .foregroundStyle(.white, .blue)
                            .padding(6)
                    }
                }
            Text(item.title)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
    }
}

#Preview("Gallery screen") {
    GalleryScreen()
}
