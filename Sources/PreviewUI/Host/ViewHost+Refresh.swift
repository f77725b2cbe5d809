import Drawing

// Pull to refresh, as a finger pulls a scroll view down past its top: the `.refreshable`
// action around it starts, and runs as the view's tasks do, to completion by the next
// `settle()` (iOS shows its refresh control until the action returns; a settled still shows
// the refreshed content, without the control).
extension ViewHost {
    /// Pulls down the refreshable scroll view that shows `text` (or the first one) and starts
    /// its `.refreshable` action; `settle()` runs it to completion.
    public func pullToRefresh(_ text: String? = nil) throws {
        _ = try layOut()
        // A refresh control belongs to a scroll view (List, ScrollView, Form) inside the
        // refreshable view.
        let pullable = emitted.refreshables.filter { r in
            emitted.scrollViews.contains { r.frame.insetBy(dx: -0.5, dy: -0.5).contains($0.frame) }
        }
        var chosen = pullable.first
        if let text {
            guard let shown = emitted.texts.first(where: { $0.string == text }) else {
                throw HostError.textNotFound(text, shown: emitted.texts.map(\.string))
            }
            chosen = pullable.last { r in
                emitted.scrollViews.contains { r.frame.insetBy(dx: -0.5, dy: -0.5).contains($0.frame) && $0.frame.intersects(shown.frame) }
            }
        }
        guard let chosen else {
            throw HostError.nothingToRefresh(text, refreshable: emitted.refreshables.count)
        }
        let action = chosen.action
        graph.startTask(site: chosen.site) { await action() }
    }
}
