import Drawing
import PreviewRegistry
import PreviewUI

extension Snapshotting where Value: View, Format == RGBAImage {
    /// A moment of a transition: the view laid out, `interactions` replayed on it (as a
    /// preview's state replays them), and the frame drawn `time` after the last one, on the
    /// host's clock. At or after the transition's end it is the new state's frame.
    ///
    /// ```swift
    /// assertSnapshot(of: TransportationPicker(), as: .image(after: .tap("Airplane"), at: .milliseconds(120)))
    /// ```
    public static func image(
        layout: PreviewLayout = .sizeThatFits, scale: Int = 2, colorScheme: ColorScheme = .light,
        precision: Double = 1, perceptualPrecision: Double = 1, after interactions: [Interaction], at time: Duration
    ) -> Snapshotting {
        Snapshotting<DisplayList, RGBAImage>.image(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { (view: Value) in
                let host = ViewHost(view, layout: layout, colorScheme: colorScheme, displayScale: CGFloat(scale))
                _ = try host.render()
                for step in interactions { try step.perform(on: host) }
                return try host.displayList(at: time.seconds)
            }
    }

    /// A moment of the transition one interaction sets off.
    public static func image(
        layout: PreviewLayout = .sizeThatFits, scale: Int = 2, colorScheme: ColorScheme = .light,
        precision: Double = 1, perceptualPrecision: Double = 1, after interaction: Interaction, at time: Duration
    ) -> Snapshotting {
        image(layout: layout, scale: scale, colorScheme: colorScheme, precision: precision,
              perceptualPrecision: perceptualPrecision, after: [interaction], at: time)
    }
}

extension Snapshotting where Value: View, Format == [RGBAImage] {
    /// A whole transition: the view laid out, `interactions` replayed, and every frame of the
    /// transition the last one sets off at `framesPerSecond`, compared frame by frame with an
    /// animated PNG reference (`.motion.png`) under the image tolerances; the first frame that
    /// differs is named with its time. A change that jumps has one frame, the new state.
    public static func motion(
        layout: PreviewLayout = .sizeThatFits, scale: Int = 2, colorScheme: ColorScheme = .light,
        precision: Double = 1, perceptualPrecision: Double = 1, after interactions: [Interaction], framesPerSecond: Int = 30
    ) -> Snapshotting {
        let fps = min(max(framesPerSecond, 1), 240)
        return Snapshotting(pathExtension: "motion.png",
                            diffing: .motion(framesPerSecond: fps, precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            let host = ViewHost(view, layout: layout, colorScheme: colorScheme, displayScale: CGFloat(scale))
            _ = try host.render()
            for step in interactions { try step.perform(on: host) }
            let times = try host.transitionFrameTimes(framesPerSecond: fps)
            let lists = times.isEmpty ? [try host.displayList] : try times.map { try host.displayList(at: $0) }
            return try lists.map { try RasterRenderer.render($0, scale: Double(scale)).rgba() }
        }
    }

    /// The transition one interaction sets off.
    public static func motion(
        layout: PreviewLayout = .sizeThatFits, scale: Int = 2, colorScheme: ColorScheme = .light,
        precision: Double = 1, perceptualPrecision: Double = 1, after interaction: Interaction, framesPerSecond: Int = 30
    ) -> Snapshotting {
        motion(layout: layout, scale: scale, colorScheme: colorScheme, precision: precision,
               perceptualPrecision: perceptualPrecision, after: [interaction], framesPerSecond: framesPerSecond)
    }
}

extension Diffing where Format == [RGBAImage] {
    /// Transitions compared frame by frame with the image tolerances, stored as animated PNGs.
    public static func motion(framesPerSecond: Int, precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing {
        let frame = Diffing<RGBAImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
        let ms: @Sendable (Int) -> String = { i in "\(Int((Double(i) * 1000 / Double(framesPerSecond)).rounded())) ms" }
        return Diffing(
            toData: { frames in try APNGWriter.encode(frames, delayNumerator: 1, delayDenominator: UInt16(framesPerSecond)) },
            fromData: { bytes, path in try APNGReader.frames(bytes, source: path).map(\.image) },
            diff: { reference, actual in
                var artifacts: [(String, [UInt8])] = []
                if let apng = try? APNGWriter.encode(actual, delayNumerator: 1, delayDenominator: UInt16(framesPerSecond)) {
                    artifacts.append(("actual.motion.png", apng))
                }
                guard reference.count == actual.count else {
                    return ("the transition has \(actual.count) frame(s) where the reference has \(reference.count): its animation changed (\(ms(max(actual.count - 1, 0))) against \(ms(max(reference.count - 1, 0))))", artifacts)
                }
                for i in actual.indices {
                    if let (message, files) = frame.diff(reference[i], actual[i]) {
                        return ("frame \(i + 1) of \(actual.count) (\(ms(i))): \(message)", artifacts + files)
                    }
                }
                return nil
            })
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
