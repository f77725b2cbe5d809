import PreviewUI

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(count: 7).previewDisplayName("Provider seven")
            Badge(count: 8)
                .previewLayout(.sizeThatFits)
                .preferredColorScheme(.dark)
            Badge(count: 9).previewDevice("iPhone 12 mini").previewInterfaceOrientation(.landscapeRight)
        }
    }
}

enum SchemePreviews: PreviewProvider {
    static var previews: some View {
        ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
            Badge(count: 10).previewLayout(.fixed(width: 60, height: 40)).preferredColorScheme(scheme)
        }
    }
}

struct MacBadge_Previews: PreviewProvider {
    static var platform: PreviewPlatform? { .macOS }
    static var previews: some View {
        Badge(count: 11).previewDevice("iPad Pro (12.9-inch) (6th generation)")
    }
}

private struct Hidden_Previews: PreviewProvider {
    static var previews: some View { Badge(count: 0) }
}

#if DEBUG
struct DebugProvider_Previews: PreviewProvider {
    static var previews: some View { Text("debug provider") }
}
#else
struct ReleaseOnly_Previews: PreviewProvider {
    static var previews: some View { Text("release provider") }
}
#endif
