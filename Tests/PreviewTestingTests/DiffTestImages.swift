import Drawing

/// Small images for the diff tests.
enum DiffTestImages {
    /// An image of one colour.
    static func filled(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: Array((0..<width * height).map { _ in rgba }.joined()))
    }

    /// `image` with the pixel at (x, y) set to `rgba`.
    static func setting(_ image: RGBAImage, _ x: Int, _ y: Int, _ rgba: [UInt8]) -> RGBAImage {
        var copy = image
        let i = (y * image.width + x) * 4
        copy.pixels.replaceSubrange(i..<i + 4, with: rgba)
        return copy
    }
}

/// The RGBA bytes of one pixel of an optional image, for `#expect` comparisons.
func pixel(_ image: RGBAImage?, _ x: Int, _ y: Int) -> [UInt8]? {
    guard let image else { return nil }
    let i = (y * image.width + x) * 4
    return Array(image.pixels[i..<i + 4])
}
