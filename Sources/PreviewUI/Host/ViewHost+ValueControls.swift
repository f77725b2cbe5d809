import Drawing

// Sliders and steppers, set as a finger would: a slider's thumb is dragged, a stepper's − or +
// is tapped, so snapping, bounds, `onEditingChanged` and `.disabled` behave as on iOS.
extension ViewHost {
    /// Drags the thumb of a slider (the one whose label reads `title`, or the only or first
    /// one) to where it shows `value`, in `steps` moves; with a step, the value snaps.
    public func setSlider(_ value: Double, titled title: String? = nil, steps: Int = 10) throws {
        let control = try findControl(.slider, titled: title)
        guard let center = control.thumbCenter, let current = control.current?.base as? Double else { return }
        let from = center(current), to = center(value)
        try drag(from: from, to: CGPoint(x: to.x, y: from.y), steps: steps)
    }

    /// Taps the + of a stepper (the one whose label reads `title`, or the only or first one).
    public func incrementStepper(titled title: String? = nil) throws {
        let frame = try findControl(.stepper, titled: title).frame
        try tap(at: CGPoint(x: frame.maxX - frame.width / 4, y: frame.midY))
    }

    /// Taps the − of a stepper (the one whose label reads `title`, or the only or first one).
    public func decrementStepper(titled title: String? = nil) throws {
        let frame = try findControl(.stepper, titled: title).frame
        try tap(at: CGPoint(x: frame.minX + frame.width / 4, y: frame.midY))
    }
}

// Date pickers, chosen as a finger would choose on iOS: the components the picker shows
// change (a date-only picker keeps the time of day, a time-only one the day), clamped to the
// picker's range.
extension ViewHost {
    /// Chooses `date` in a date picker (the one whose label reads `title`, or the only or
    /// first one). A disabled picker takes no choice.
    public func chooseDate(_ date: Date, titled title: String? = nil) throws {
        let control = try findControl(.datePicker, titled: title)
        withCurrentGraph { control.select(AnyHashable(date)) }
        _ = try render()
    }
}

// Colour pickers: the system's colour sheet is not drawn; the colour is set as it would set it.
extension ViewHost {
    /// Sets the colour of a colour picker (the one whose label reads `title`, or the only or
    /// first one), as the system's colour sheet would (without opacity support, opaque).
    public func chooseColor(_ color: Color, titled title: String? = nil) throws {
        let control = try findControl(.colorPicker, titled: title)
        withCurrentGraph { control.select(AnyHashable(color)) }
        _ = try render()
    }
}
