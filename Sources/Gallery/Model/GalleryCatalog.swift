import Foundation

/// Everything the gallery shows: previews, their states and the snapshots of each state.
///
/// The model is plain data. The command-line tool fills it from the preview registry and the
/// images it rendered; ``GalleryWriter`` turns it into a static site.
public struct GalleryCatalog: Sendable, Hashable, Codable {
    /// The site's title, shown at the top of every page.
    public var title: String
    /// Every preview, in the order the registry gives them. The index groups them by
    /// ``GalleryPreview/component`` (components sorted by name, previews in this order).
    public var previews: [GalleryPreview]

    public init(title: String = "Proofsheet gallery", previews: [GalleryPreview]) {
        self.title = title
        self.previews = previews
    }
}

/// One preview: a component shown in one or more states.
public struct GalleryPreview: Sendable, Hashable, Codable {
    /// The preview's identifier, lower-kebab (`cups-of-water`). Used, sanitised, for file names.
    public var name: String
    /// A human title (`Cups of Water`).
    public var title: String
    /// The group the preview belongs to, usually the component's type name
    /// (`CollapsibleWheelPicker`).
    public var component: String
    /// Plain text, any characters. Blank lines separate paragraphs.
    public var description: String
    /// Where the preview is declared, for people: `CollapseIndicator.swift:29`.
    public var declaredAt: String?
    /// The states, in the order they should be shown.
    public var states: [GalleryState]
    /// What its snapshots draw differently from iOS, one line each
    /// (`Badge.swift:12: cause; drawn as what`), shown on its page.
    public var approximations: [String]

    public init(
        name: String, title: String, component: String, description: String = "", declaredAt: String? = nil,
        states: [GalleryState], approximations: [String] = []
    ) {
        self.approximations = approximations
        self.name = name
        self.title = title
        self.component = component
        self.description = description
        self.declaredAt = declaredAt
        self.states = states
    }
}

/// One state of a preview (`collapsed`, `expanded` …) and how a person gets there.
public struct GalleryState: Sendable, Hashable, Codable {
    /// The state's identifier, lower-kebab (`expanded`).
    public var name: String
    /// Human-readable steps that lead from the initial state to this one, in order
    /// (`tap “Cups of Water”`, `select 4 in the wheel`). Empty for the initial state.
    public var interactions: [String]
    /// One snapshot per variant (`light`, `dark`, `dark-rtl` …).
    public var snapshots: [GallerySnapshot]

    public init(name: String, interactions: [String] = [], snapshots: [GallerySnapshot]) {
        self.name = name
        self.interactions = interactions
        self.snapshots = snapshots
    }
}

/// The transition into a snapshot's state: its frames as PNGs (the page's player steps
/// through them; a browser cannot pause an animated PNG in `<img>`), the animated PNG and the
/// filmstrip to link to.
public struct GalleryMotion: Sendable, Hashable, Codable {
    public var frames: [URL]
    public var framesPerSecond: Int
    public var animatedPNG: URL?
    public var filmstrip: URL?

    public init(frames: [URL], framesPerSecond: Int, animatedPNG: URL? = nil, filmstrip: URL? = nil) {
        self.frames = frames
        self.framesPerSecond = framesPerSecond
        self.animatedPNG = animatedPNG
        self.filmstrip = filmstrip
    }
}

/// Light or dark appearance of a snapshot; the gallery's light/dark switch selects by it.
public enum GalleryColorScheme: String, Sendable, Hashable, Codable, CaseIterable {
    case light
    case dark
}

/// One rendered image of a state in one variant.
///
/// `png` and `svg` are the files the renderer wrote, anywhere on disk (for example
/// `.build/previews/cups-of-water/expanded-dark@2x.png`). ``GalleryWriter`` copies them into the
/// site under `images/<preview>/<state>-<variant>@<scale>x.png` (and `.svg`), names built from
/// the sanitised preview, state and variant names, so the site folder is self-contained. A
/// relative file URL is resolved against the current directory.
/// One axis of the variant matrix and a snapshot's value on it: `Text size` = `AX5`.
public struct GalleryAxisValue: Sendable, Hashable, Codable {
    /// The axis, as people read it: "Colour scheme", "Text size", "Device".
    public var axis: String
    /// The value, as people read it: "Dark", "AX5", "iPhone SE (3rd generation)".
    public var value: String

    public init(axis: String, value: String) {
        self.axis = axis
        self.value = value
    }
}

public struct GallerySnapshot: Sendable, Hashable, Codable {
    /// The variant's identifier, lower-kebab (`light`, `dark`, `dark-rtl`).
    public var variant: String
    /// Which side of the light/dark switch shows this snapshot.
    public var colorScheme: GalleryColorScheme
    /// Size in points.
    public var width: Double
    /// Size in points.
    public var height: Double
    /// Pixels per point: 1, 2 or 3.
    public var scale: Int
    /// The PNG to copy into the site. Required.
    public var png: URL
    /// The SVG to copy into the site, if one was rendered.
    public var svg: URL?
    /// The transition into the state, if the change that made it animated.
    public var motion: GalleryMotion?
    /// The variant's value on each axis of the matrix (colour scheme, text size, device …), in
    /// axis order: the state's page offers a picker for each axis whose values differ.
    public var axes: [GalleryAxisValue] = []

    public init(
        variant: String, colorScheme: GalleryColorScheme, width: Double, height: Double,
        scale: Int = 2, png: URL, svg: URL? = nil, motion: GalleryMotion? = nil, axes: [GalleryAxisValue] = []
    ) {
        self.axes = axes
        self.variant = variant
        self.colorScheme = colorScheme
        self.width = width
        self.height = height
        self.scale = scale
        self.png = png
        self.svg = svg
        self.motion = motion
    }

    /// The image's width in pixels (points × scale, rounded).
    public var pixelWidth: Int { Self.pixels(width, scale) }
    /// The image's height in pixels (points × scale, rounded).
    public var pixelHeight: Int { Self.pixels(height, scale) }

    static func pixels(_ points: Double, _ scale: Int) -> Int {
        let value = (points * Double(max(scale, 1))).rounded()
        guard value.isFinite, value > 0 else { return 1 }
        return Int(min(value, 1_000_000))
    }
}
