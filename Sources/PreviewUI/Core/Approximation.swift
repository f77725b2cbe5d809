import Foundation

/// Something PreviewUI accepted but did not draw as iOS would: what was asked, what was drawn
/// instead, and where the user's code asked for it. The rule "right, or said": every such
/// place draws its best approximation and reports one of these (see `docs/design/right-or-said.md`).
///
/// A host collects them while it resolves views; tools print one warning per cause and
/// location per run, list them with each snapshot, and fail on them under `--strict`.
public struct Approximation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// What PreviewUI cannot draw as iOS does, in the user's terms: "`Font.Design.serif` has
    /// no stand-in font".
    public var cause: String
    /// What was drawn instead: "the default design".
    public var drawnAs: String
    /// The `#fileID` (`MyUI/Badge.swift`) of the call that asked for it, or of the preview
    /// when the API has no place for a call site (a static property, an enum case).
    public var file: String
    public var line: Int

    public init(cause: String, drawnAs: String, file: String, line: Int) {
        self.cause = cause
        self.drawnAs = drawnAs
        self.file = file
        self.line = line
    }

    /// `Badge.swift:12`, or nil when no location is known.
    public var location: String? {
        guard !file.isEmpty else { return nil }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return "\(base):\(line)"
    }

    /// "cause; drawn as what", without the location.
    public var message: String { "\(cause); drawn as \(drawnAs)" }

    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.file, a.line, a.cause) < (b.file, b.line, b.cause)
    }

    /// This approximation placed at `file`/`line` when it has no call site of its own.
    public func locating(file: String, line: Int) -> Approximation {
        guard self.file.isEmpty else { return self }
        var a = self
        a.file = file
        a.line = line
        return a
    }
}

/// Where a user's call was written: the `#fileID` and `#line` defaults of a PreviewUI API,
/// kept in the view value until the view is resolved and reports what it cannot draw.
package struct CallSite: Sendable, Hashable {
    package let file: String
    package let line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// For APIs whose SwiftUI signature has no room for defaults: the preview's location is
    /// used when the report is read.
    static let unknown = CallSite(file: "", line: 0)
}

extension ResolveContext {
    /// Reports that what `site` asked for is drawn as `drawnAs` rather than as iOS draws it.
    /// Repeated reports of one cause at one place count once.
    func approximate(_ cause: String, drawnAs: String, at site: CallSite?) {
        graph.report(Approximation(cause: cause, drawnAs: drawnAs, file: site?.file ?? "", line: site?.line ?? 0))
    }
}

extension ViewGraph {
    /// Reports an approximation from code that has no resolve context (layout, a body).
    static func approximate(_ cause: String, drawnAs: String, at site: CallSite?) {
        current?.report(Approximation(cause: cause, drawnAs: drawnAs, file: site?.file ?? "", line: site?.line ?? 0))
    }
}

/// A report known when a value is made (a Display P3 colour, elliptical corners) and given
/// when the value is drawn, to the host drawing it.
struct PendingApproximation: Sendable, Hashable {
    let cause: String
    let drawnAs: String
    let site: CallSite?

    /// Reports to the host laying out now. Colours resolve in code of any isolation; outside
    /// a layout no host is listening, so there is no one to tell.
    nonisolated func report() {
        guard ViewGraph.isLayingOutOnThisThread else { return }
        MainActor.assumeIsolated { ViewGraph.approximate(cause, drawnAs: drawnAs, at: site) }
    }
}

/// A value carried by a public value type but left out of its `==` and `hash`: a call site or
/// a pending report. Two colours made on different lines are still the same colour.
struct Uncompared<Value: Sendable>: Hashable, Sendable {
    var value: Value

    init(_ value: Value) { self.value = value }

    static func == (a: Self, b: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension Approximation {
    /// A number as a user writes it in a message: `20`, `2.5`.
    package static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e9 { return String(Int(v)) }
        return String(format: "%g", v)
    }
}
