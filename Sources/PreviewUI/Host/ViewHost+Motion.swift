import Drawing

/// The moments of a transition the host draws on its own clock.
extension ViewHost {
    /// The times of the frames of the transition into the current frame at
    /// `framesPerSecond`, from the change (0) to the end (its last frame the current frame):
    /// none when the change jumped.
    public func transitionFrameTimes(framesPerSecond: Int = 60) throws -> [TimeInterval] {
        let duration = try transitionDuration
        guard duration > 0, framesPerSecond > 0 else { return [] }
        let count = Int((duration * Double(framesPerSecond)).rounded(.up))
        return (0...count).map { min(Double($0) / Double(framesPerSecond), duration) }
    }

    /// The transition into the current frame as a filmstrip: `frames` moments evenly spaced
    /// from the change to the end, side by side in rows of `columns`, each over its time in
    /// milliseconds; nil when the change jumped.
    public func transitionFilmstrip(frames: Int = 8, columns: Int = 4) throws -> DisplayList? {
        let duration = try transitionDuration
        guard duration > 0, frames >= 2 else { return nil }
        let times = (0..<frames).map { duration * Double($0) / Double(frames - 1) }
        let lists = try times.map { try displayList(at: $0) }
        let size = lists[0].size
        let gap: CGFloat = 8, label: CGFloat = 20
        let columns = max(1, min(columns, frames))
        let rows = (frames + columns - 1) / columns
        let cell = CGSize(width: size.width + gap, height: size.height + label + gap)
        let total = CGSize(width: gap + cell.width * CGFloat(columns), height: gap + cell.height * CGFloat(rows))
        let scheme = baseEnvironment.colorScheme
        var ops: [DisplayOp] = [.fill(.rect(CGRect(origin: .zero, size: total)), SystemPalette.secondarySystemBackground.resolve(scheme))]
        for (i, list) in lists.enumerated() {
            let origin = CGPoint(x: gap + CGFloat(i % columns) * cell.width, y: gap + CGFloat(i / columns) * cell.height)
            ops.append(.group(DisplayGroup(transform: .translation(x: origin.x, y: origin.y),
                                           clip: Clip(.rect(CGRect(origin: .zero, size: size))), ops: list.ops)))
            let ms = Int((times[i] * 1000).rounded())
            let caption = ViewHost(Text(verbatim: "\(ms) ms").font(.caption).monospacedDigit().foregroundStyle(.secondary),
                                   layout: .sizeThatFits, colorScheme: scheme)
            let text = try caption.displayList
            let x = origin.x + (size.width - text.size.width) / 2
            let y = origin.y + size.height + (label - text.size.height) / 2
            // The caption's own page background is left out: its text alone, over the sheet.
            ops.append(.group(DisplayGroup(transform: .translation(x: x, y: y), ops: Array(text.ops.dropFirst()))))
        }
        return DisplayList(size: total, ops: ops)
    }
}
