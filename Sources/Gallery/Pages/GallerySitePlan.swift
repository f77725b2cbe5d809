import Foundation

/// Where everything of a gallery goes: unique sanitised names for previews, states and
/// components, the site path of every image, and the files to copy in. Computed once, before
/// anything is written.
struct GallerySitePlan {
    struct Component {
        var name: String
        var slug: String
        var previews: [Preview]
    }

    struct Preview {
        var model: GalleryPreview
        var slug: String
        var states: [State]

        /// `previews/<slug>.html`, relative to the site root.
        var pagePath: String { "previews/\(slug).html" }
        var snapshotCount: Int { states.reduce(0) { $0 + $1.snapshots.count } }
    }

    struct State {
        var model: GalleryState
        var slug: String
        var snapshots: [Snapshot]

        /// The snapshot the index shows for a colour scheme: the first of that scheme.
        func first(_ scheme: GalleryColorScheme) -> Snapshot? {
            snapshots.first { $0.model.colorScheme == scheme }
        }
    }

    struct Snapshot {
        var model: GallerySnapshot
        /// `images/<preview>/<state>-<variant>@<scale>x.png`, relative to the site root.
        var pngPath: String
        var svgPath: String?
        /// The transition's frames, animated PNG and filmstrip, relative to the site root.
        var motionFramePaths: [String] = []
        var motionPath: String?
        var filmstripPath: String?
    }

    struct Copy {
        var source: URL
        var destination: String
        var usedBy: String
    }

    var components: [Component]
    var copies: [Copy]

    var previewCount: Int { components.reduce(0) { $0 + $1.previews.count } }
    var snapshotCount: Int {
        components.reduce(0) { $0 + $1.previews.reduce(0) { $0 + $1.snapshotCount } }
    }

    /// Components sorted by name (case-insensitively), previews in catalogue order within each.
    init(_ catalog: GalleryCatalog) {
        var previewNames = SiteNameAllocator()
        var componentNames = SiteNameAllocator()
        var componentOrder: [String] = []
        var byComponent: [String: [Preview]] = [:]
        var copies: [Copy] = []

        for preview in catalog.previews {
            let slug = previewNames.allocate(preview.name)
            var stateNames = SiteNameAllocator()
            var stems: Set<String> = []
            var states: [State] = []
            for state in preview.states {
                let stateSlug = stateNames.allocate(state.name)
                var snapshots: [Snapshot] = []
                for snapshot in state.snapshots {
                    var stem = SiteName.snapshotFileStem(
                        state: stateSlug, variant: snapshot.variant, scale: snapshot.scale)
                    var counter = 2
                    while stems.contains(stem) {
                        stem = SiteName.snapshotFileStem(
                            state: stateSlug, variant: "\(snapshot.variant)-\(counter)", scale: snapshot.scale)
                        counter += 1
                    }
                    stems.insert(stem)
                    let usedBy = "preview “\(preview.name)”, state “\(state.name)”, variant “\(snapshot.variant)”"
                    let png = "images/\(slug)/\(stem).png"
                    copies.append(Copy(source: snapshot.png, destination: png, usedBy: usedBy))
                    var svg: String?
                    if let source = snapshot.svg {
                        svg = "images/\(slug)/\(stem).svg"
                        copies.append(Copy(source: source, destination: svg!, usedBy: usedBy))
                    }
                    var shot = Snapshot(model: snapshot, pngPath: png, svgPath: svg)
                    if let motion = snapshot.motion {
                        for (i, frame) in motion.frames.enumerated() {
                            let path = "images/\(slug)/\(stem).motion/\(String(format: "%03d", i)).png"
                            copies.append(Copy(source: frame, destination: path, usedBy: usedBy + ", transition frame \(i + 1)"))
                            shot.motionFramePaths.append(path)
                        }
                        if let apng = motion.animatedPNG {
                            shot.motionPath = "images/\(slug)/\(stem).motion.png"
                            copies.append(Copy(source: apng, destination: shot.motionPath!, usedBy: usedBy + ", transition"))
                        }
                        if let film = motion.filmstrip {
                            shot.filmstripPath = "images/\(slug)/\(stem).filmstrip.png"
                            copies.append(Copy(source: film, destination: shot.filmstripPath!, usedBy: usedBy + ", filmstrip"))
                        }
                    }
                    snapshots.append(shot)
                }
                states.append(State(model: state, slug: stateSlug, snapshots: snapshots))
            }
            if byComponent[preview.component] == nil { componentOrder.append(preview.component) }
            byComponent[preview.component, default: []].append(
                Preview(model: preview, slug: slug, states: states))
        }

        let sortedNames = componentOrder.sorted { lhs, rhs in
            let order = lhs.lowercased().compare(rhs.lowercased())
            return order == .orderedSame ? lhs < rhs : order == .orderedAscending
        }
        components = sortedNames.map { name in
            Component(name: name, slug: componentNames.allocate(name), previews: byComponent[name] ?? [])
        }
        self.copies = copies
    }
}
