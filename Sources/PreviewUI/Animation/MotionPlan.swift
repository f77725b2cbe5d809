import Drawing

/// A node whose drawing has animatable values of its own (an angle, an opacity, a colour):
/// while a transition is drawn, it takes the value `progress` of the way from an old node's
/// (of the same class) to its own, and gives back what puts it as it was.
@MainActor
protocol AnimatableNode: LayoutNode {
    /// Whether its animatable values differ from `old`'s.
    func animatableDiffers(from old: LayoutNode) -> Bool
    /// Takes the values `progress` of the way from `old`'s to its own; returns the undo.
    func animate(from old: LayoutNode, progress: Double) -> @MainActor () -> Void
}

/// One transition of a host, from the frame before a change to the frame after it, as SwiftUI
/// animates it: views found in both (by identity: the path of the view that made them) move
/// from their old frames to their new ones relative to their parents, and their animatable
/// values (`AnimatableNode`) follow, each with the animation of the transaction it was made
/// in; views inserted come in by their transition, views removed are drawn where they were,
/// going out by theirs; a `matchedGeometryEffect` view inserted where one with its id was
/// removed flies from that one's frame (the two are drawn with their transitions, as
/// SwiftUI's documentation says). Changes made without an animation jump.
///
/// The plan is made once; `prepare(at:)` puts the new frame's nodes (and the removed ones)
/// where they are at a moment, the host draws them, and `restore()` puts them back.
@MainActor
final class MotionPlan {
    /// A node of the frame before the change.
    struct Old {
        let node: LayoutNode
        let frame: CGRect
        let parentFrame: CGRect?
        let key: String
        let parentKey: String?
        let animation: Animation?
        let scope: String?
        /// Its parent's children's keys, and its place among them.
        let siblings: [String]
        let index: Int
    }

    enum Motion {
        /// Keeps its place in its parent (scaled with the parent's size).
        case follow
        /// Moves from its old place in its parent to its new one.
        case interpolate(Old, Animation)
        /// Flies from a removed matched view's frame (page coordinates) to its own.
        case matched(from: CGRect, Animation)
    }

    /// A node of the frame after the change.
    struct Entry {
        let node: LayoutNode
        let frame: CGRect
        let parent: Int?
        /// The node of the frame before that it is (nil: it is new).
        let old: Old?
        var motion: Motion
        /// Set for the first node of an inserted subtree.
        var insertion: (transition: AnyTransition, animation: Animation)?
        /// The old node whose animatable values it starts from.
        var valuesFrom: (node: LayoutNode, animation: Animation)?
        /// A text whose string changed: the old text, cross-faded into the new one.
        var crossFadeFrom: (node: TextNode, animation: Animation)?
    }

    /// A removed subtree, drawn where it was while it goes.
    struct Ghost {
        let root: Old
        /// Every node of the subtree with its old frame.
        let nodes: [(node: LayoutNode, frame: CGRect)]
        /// The new frame's node that stands for its old parent (nil: the page).
        let anchor: Int?
        /// Where a matched view flies to (page coordinates).
        let target: CGRect?
        let transition: AnyTransition
        let animation: Animation
        /// A presentation's parts, each going by its own transition.
        var parts: [(node: LayoutNode, transition: AnyTransition)] = []
    }

    private(set) var entries: [Entry] = []
    /// What the transition draws otherwise than SwiftUI would (the host reports them).
    private(set) var approximations: [(cause: String, drawnAs: String)] = []
    private(set) var ghosts: [Ghost] = []
    private var ghostsBefore: [ObjectIdentifier: [Int]] = [:]
    private var ghostsAfter: [ObjectIdentifier: [Int]] = [:]
    private var ghostsOnTop: [Int] = []
    /// Seconds from the change until nothing moves (one period of an animation repeating for
    /// ever); 0 when the change jumped.
    private(set) var duration: TimeInterval = 0

    // What `prepare(at:)` set, for the drawing and for `restore()`.
    private var insertionEffects: [ObjectIdentifier: TransitionEffect] = [:]
    private var crossFades: [ObjectIdentifier: (old: TextNode, progress: Double)] = [:]
    /// Content made for the moment (keyframes playing; a phase step, with its own plan).
    private var timedContent: [ObjectIdentifier: LayoutNode] = [:]
    private var nestedPlans: [ObjectIdentifier: MotionPlan] = [:]
    private var ghostEffects: [Int: TransitionEffect] = [:]
    private var ghostPartEffects: [ObjectIdentifier: TransitionEffect] = [:]
    /// How far the page is scaled back at the moment, while a large sheet comes or goes (nil:
    /// none does).
    private(set) var scaleBackAmount: Double?
    private var undo: [@MainActor () -> Void] = []

    /// A plan from the trees of the frame before (`old`) to those after (`new`): the page's
    /// content and its presentations. `scopeAnimations` are what the new frame's
    /// `animation(_:value:)` modifiers decided; `base` the new frame's transaction animation.
    init(from old: [LayoutNode], to new: [LayoutNode], scopeAnimations: [String: Animation?], base: Animation?) {
        var olds: [String: Old] = [:]
        var oldOrder: [Old] = []
        func walkOld(_ node: LayoutNode, parent: Old?, siblings: [String], index: Int, inherited: (Animation?, String?)) {
            let key = siblings[index]
            let animation = node.identity != nil ? node.animation : inherited.0
            let scope = node.identity != nil ? node.animationScope : inherited.1
            let o = Old(node: node, frame: PixelGrid.drawn(node.frame), parentFrame: parent?.frame, key: key, parentKey: parent?.key,
                        animation: animation, scope: scope, siblings: siblings, index: index)
            if olds[key] == nil { olds[key] = o }
            oldOrder.append(o)
            let kids = node.children
            let keys = Self.keys(kids, parentKey: key)
            for i in kids.indices { walkOld(kids[i], parent: o, siblings: keys, index: i, inherited: (animation, scope)) }
        }
        let oldRoots = Self.keys(old, parentKey: "page")
        for i in old.indices { walkOld(old[i], parent: nil, siblings: oldRoots, index: i, inherited: (base, nil)) }

        // The new frame, top-down: parents before children.
        var newKeys: [String: Int] = [:]
        /// `parts`: inside a presentation layer being shown, the animation its parts come in by.
        func walkNew(_ node: LayoutNode, parent: Int?, key: String, inherited: Animation?, parts: Animation? = nil) {
            var childParts = parts
            let animation = node.identity != nil ? node.animation : inherited
            let i = entries.count
            let found = olds[key].flatMap { type(of: $0.node) == type(of: node) && $0.node !== node ? $0 : nil }
            var entry = Entry(node: node, frame: PixelGrid.drawn(node.frame), parent: parent, old: found, motion: .follow)
            let parentWasThere = parent.map { entries[$0].old != nil } ?? !old.isEmpty
            if let o = found {
                if let animation, let a = node as? any AnimatableNode, a.animatableDiffers(from: o.node) {
                    entry.valuesFrom = (o.node, animation)
                }
                if let animation, let text = node as? TextNode, let oldText = o.node as? TextNode,
                   text.string != oldText.string, text.contentTransition != .identity {
                    entry.crossFadeFrom = (oldText, animation)
                    if let what = text.contentTransition.approximation {
                        approximations.append((what, "a cross-fade from the old text to the new"))
                    }
                }
                if animation != nil, let shape = node as? ShapeNode, let oldShape = o.node as? ShapeNode,
                   !(shape.shape is any Animatable), type(of: shape.shape) == type(of: oldShape.shape),
                   shape.shape.path(placedIn: node.frame).shapePath != oldShape.shape.path(placedIn: node.frame).shapePath {
                    let name = String(describing: type(of: shape.shape))
                    approximations.append((
                        "an animated change of the custom shape \(name) (it is not Animatable, so its animatableData is not interpolated)",
                        "its path jumping to the new one; declare `\(name): Animatable` to animate it"))
                }
            } else if parentWasThere, let presented = node.presentationAnimation {
                // A presentation comes by itself: as a whole by its transition, else part by part.
                entry.insertion = (node.transition ?? .identity, presented)
                if node.transition == nil { childParts = presented }
            } else if let parts, let t = node.transition {
                entry.insertion = (t, t.animation ?? parts)
                childParts = nil
            } else if parentWasThere, let animation {
                entry.insertion = (node.transition ?? .opacity, node.transition?.animation ?? animation)
            }
            entries.append(entry)
            ownAnimations.append(node.isGeometryTransparent ? nil : animation)
            if newKeys[key] == nil { newKeys[key] = i }
            let kids = node.children
            let keys = Self.keys(kids, parentKey: key)
            for k in kids.indices {
                walkNew(kids[k], parent: i, key: keys[k], inherited: animation, parts: childParts)
            }
        }
        var ownAnimations: [Animation?] = []
        let newRoots = Self.keys(new, parentKey: "page")
        for i in new.indices { walkNew(new[i], parent: nil, key: newRoots[i], inherited: base) }

        // Frames move with the animation of the change that moved them. In SwiftUI a value
        // animates where it changes and the layouts that depend on it follow frame by frame:
        // a parent whose size comes from an animated child, and the siblings it moves, move
        // with that child's animation. Here: the animation of a node, else of a descendant,
        // goes up; a node with none of its own or below takes its parent's.
        var geometry = ownAnimations
        for i in entries.indices.reversed() {
            guard let a = geometry[i], let o = entries[i].old, o.frame != entries[i].frame,
                  let p = entries[i].parent, geometry[p] == nil else { continue }
            geometry[p] = a
        }
        for i in entries.indices {
            if geometry[i] == nil, let p = entries[i].parent { geometry[i] = geometry[p] }
            if let o = entries[i].old, let a = geometry[i] { entries[i].motion = .interpolate(o, a) }
        }

        // Matched geometry: a view inserted where one of its id was removed flies from it.
        var removedMatched: [MatchedGeometryNode.Key: Old] = [:]
        for o in oldOrder where newKeys[o.key] == nil {
            if let m = o.node as? MatchedGeometryNode, m.isSource, removedMatched[m.key] == nil { removedMatched[m.key] = o }
        }
        var matchedTargets: [String: (frame: CGRect, animation: Animation)] = [:]
        for i in entries.indices {
            guard let m = entries[i].node as? MatchedGeometryNode, entries[i].old == nil,
                  let from = removedMatched[m.key], let animation = Self.firstAnimation(in: m) else { continue }
            // Only what the effect matches moves: the position (the anchor's point), the size, or both.
            var start = from.frame
            let own = entries[i].frame
            if !m.properties.contains(.size) {
                let p = CGPoint(x: start.minX + m.anchor.x * start.width, y: start.minY + m.anchor.y * start.height)
                start = CGRect(x: p.x - m.anchor.x * own.width, y: p.y - m.anchor.y * own.height, width: own.width, height: own.height)
            }
            if !m.properties.contains(.position) {
                let p = CGPoint(x: own.minX + m.anchor.x * own.width, y: own.minY + m.anchor.y * own.height)
                start = CGRect(x: p.x - m.anchor.x * start.width, y: p.y - m.anchor.y * start.height, width: start.width, height: start.height)
            }
            entries[i].motion = .matched(from: start, animation)
            if entries[i].insertion == nil { entries[i].insertion = (m.transition ?? .opacity, m.transition?.animation ?? animation) }
            matchedTargets[from.key] = (entries[i].frame, animation)
        }

        // Removed subtrees: the first node of each, drawn where it was.
        for o in oldOrder where newKeys[o.key] == nil && (o.parentKey.map { newKeys[$0] != nil } ?? true) {
            let anchor = o.parentKey.flatMap { newKeys[$0] }
            let target = matchedTargets[o.key]
            let animation: Animation?
            if let presented = o.node.presentationAnimation {
                animation = presented
            } else if let target {
                animation = target.animation
            } else if let scope = o.scope, let decided = scopeAnimations[scope] {
                animation = decided
            } else if let anchor {
                animation = Self.effectiveAnimation(entries, anchor)
            } else {
                animation = base
            }
            guard let animation else { continue }
            var nodes: [(LayoutNode, CGRect)] = []
            o.node.forEachNode { nodes.append(($0, $0.frame)) }
            let presented = o.node.presentationAnimation != nil
            let transition = o.node.transition ?? (presented ? .identity : .opacity)
            // A presentation going part by part: the first node with a transition on each branch.
            var parts: [(LayoutNode, AnyTransition)] = []
            if presented && o.node.transition == nil {
                func find(_ n: LayoutNode) {
                    if let t = n.transition { parts.append((n, t)); return }
                    n.children.forEach(find)
                }
                o.node.children.forEach(find)
            }
            let g = ghosts.count
            ghosts.append(Ghost(root: o, nodes: nodes, anchor: anchor, target: target?.frame, transition: transition,
                                animation: transition.animation ?? animation, parts: parts))
            // Drawn before the next sibling that stays, else after the last one before it.
            if let next = o.siblings[(o.index + 1)...].first(where: { newKeys[$0] != nil }), let n = newKeys[next] {
                ghostsBefore[ObjectIdentifier(entries[n].node), default: []].append(g)
            } else if let previous = o.siblings[..<o.index].last(where: { newKeys[$0] != nil }), let n = newKeys[previous] {
                ghostsAfter[ObjectIdentifier(entries[n].node), default: []].append(g)
            } else if let anchor {
                ghostsAfter[ObjectIdentifier(entries[anchor].node), default: []].append(g)
            } else {
                ghostsOnTop.append(g)
            }
        }

        // A presentation (a sheet, an alert, a dialog, a menu) that comes or goes animates on iOS
        // by itself (a sheet slides up, an alert fades and scales in), whatever the transaction.
        let presented = entries.indices.filter { entries[$0].parent == nil && $0 > 0 }
        let came = presented.contains { entries[$0].old == nil && entries[$0].node.presentationAnimation == nil }
        let went = oldRoots.indices.dropFirst().contains { newKeys[oldRoots[$0]] == nil && old[$0].presentationAnimation == nil }
        if came || went {
            approximations.append(("a presentation \(came ? "shown" : "dismissed") by the change (iOS animates sheets, alerts, dialogs and menus by itself: a sheet slides up from the bottom)",
                                   "the change's own transition (a fade under an animation, else at once)"))
        }

        // How long it lasts: the longest animation that moves something.
        for e in entries {
            switch e.motion {
            case .interpolate(let o, let a):
                if o.frame != e.frame || e.valuesFrom != nil { duration = max(duration, a.duration) }
            case .matched(_, let a): duration = max(duration, a.duration)
            case .follow: break
            }
            if let ins = e.insertion { duration = max(duration, ins.animation.duration) }
            if let fade = e.crossFadeFrom { duration = max(duration, fade.animation.duration) }
            if let values = e.valuesFrom { duration = max(duration, values.animation.duration) }
        }
        for g in ghosts { duration = max(duration, g.animation.duration) }
        for e in entries {
            if let timed = e.node as? TimedContentNode { duration = max(duration, timed.duration) }
            if let phases = e.node as? PhaseMotionNode { duration = max(duration, phases.duration) }
        }
    }

    /// The keys of a node's children: their identity, or their place under the parent.
    private static func keys(_ nodes: [LayoutNode], parentKey: String) -> [String] {
        nodes.enumerated().map { i, n in
            if let id = n.identity { return id.path.joined(separator: "/") + "#\(id.ordinal)" }
            return parentKey + "/\(i):" + String(describing: type(of: n))
        }
    }

    /// The animation a matched view moves with: its own transaction's, or that of the first
    /// view inside it made in one (the views an `animation(_:value:)` inside it animates).
    private static func firstAnimation(in node: LayoutNode) -> Animation? {
        if let a = node.animation { return a }
        for child in node.children { if let a = firstAnimation(in: child) { return a } }
        return nil
    }

    private static func effectiveAnimation(_ entries: [Entry], _ i: Int) -> Animation? {
        switch entries[i].motion {
        case .interpolate(_, let a), .matched(_, let a): return a
        case .follow: return entries[i].node.animation
        }
    }

    // MARK: A moment

    /// Puts every node where it is `t` seconds after the change.
    func prepare(at t: TimeInterval) {
        restore()
        insertionEffects = [:]
        ghostEffects = [:]
        ghostPartEffects = [:]
        crossFades = [:]
        timedContent = [:]
        nestedPlans = [:]
        scaleBackAmount = nil
        var now = [CGRect](repeating: .zero, count: entries.count)
        for (i, e) in entries.enumerated() {
            let parentNow = e.parent.map { now[$0] }
            let parentNew = e.parent.map { entries[$0].frame }
            var frame: CGRect
            switch e.motion {
            case .interpolate(let o, let a):
                let p = a.progress(at: t)
                let oldRel = Self.offset(o.frame.origin, from: o.parentFrame?.origin)
                let newRel = Self.offset(e.frame.origin, from: parentNew?.origin)
                let base = parentNow?.origin ?? .zero
                frame = CGRect(x: base.x + Self.lerp(oldRel.x, newRel.x, p), y: base.y + Self.lerp(oldRel.y, newRel.y, p),
                               width: max(Self.lerp(o.frame.width, e.frame.width, p), 0),
                               height: max(Self.lerp(o.frame.height, e.frame.height, p), 0))
            case .matched(let from, let a):
                frame = Self.lerp(from, e.frame, a.progress(at: t))
            case .follow:
                if let parentNow, let parentNew {
                    frame = Self.map(e.frame, from: parentNew, to: parentNow)
                } else {
                    frame = e.frame
                }
            }
            now[i] = frame
            if frame != e.node.frame {
                let node = e.node, original = e.node.frame
                node.frame = frame
                undo.append { node.frame = original }
            }
            if let (old, a) = e.valuesFrom {
                undo.append(e.node.asAnimatable!.animate(from: old, progress: a.progress(at: t)))
            }
            if let phases = e.node as? PhaseMotionNode, !phases.steps.isEmpty {
                let (k, local) = phases.step(at: max(t, 0))
                let step = phases.steps[k]
                let proposal = ProposedViewSize(frame.size)
                let from = phases.make(step.from, nil), to = phases.make(step.to, step.animation)
                for n in [from, to] {
                    _ = n.sizeThatFits(proposal)
                    n.place(at: frame.origin, proposal: proposal, PlacementContext())
                }
                let nested = MotionPlan(from: [from], to: [to], scopeAnimations: [:], base: step.animation)
                nested.prepare(at: local)
                undo.append { nested.restore() }
                timedContent[ObjectIdentifier(phases)] = to
                nestedPlans[ObjectIdentifier(phases)] = nested
            }
            if let timed = e.node as? TimedContentNode {
                let content = timed.contentAt(min(max(t, 0), timed.duration))
                let proposal = ProposedViewSize(frame.size)
                _ = content.sizeThatFits(proposal)
                content.place(at: frame.origin, proposal: proposal, PlacementContext())
                timedContent[ObjectIdentifier(timed)] = content
            }
            if let (old, a) = e.crossFadeFrom {
                // Both texts centred in the text's frame of the moment (E: how SwiftUI aligns the
                // two in a cross-fade is not measured).
                let original = old.frame
                old.frame = CGRect(x: frame.midX - original.width / 2, y: frame.midY - original.height / 2,
                                   width: original.width, height: original.height)
                undo.append { old.frame = original }
                crossFades[ObjectIdentifier(e.node)] = (old, min(max(a.progress(at: t), 0), 1))
            }
            if let ins = e.insertion, e.parent == nil, ScaledBackPageNode.find(in: e.node) != nil {
                scaleBackAmount = ins.animation.progress(at: t)
            }
            if let ins = e.insertion {
                let amount = 1 - ins.animation.progress(at: t)
                insertionEffects[ObjectIdentifier(e.node)] = ins.transition.effect(amount: amount, inserting: true, frame: frame)
            }
        }
        for (g, ghost) in ghosts.enumerated() {
            let p = ghost.animation.progress(at: t)
            let oldFrame = ghost.root.frame
            let rootNow: CGRect
            if let target = ghost.target {
                rootNow = Self.lerp(oldFrame, target, p)
            } else {
                let rel = Self.offset(oldFrame.origin, from: ghost.root.parentFrame?.origin)
                let base = ghost.anchor.map { now[$0].origin } ?? (ghost.root.parentFrame?.origin ?? .zero)
                rootNow = CGRect(origin: CGPoint(x: base.x + rel.x, y: base.y + rel.y), size: oldFrame.size)
            }
            for (node, frame) in ghost.nodes {
                node.frame = Self.map(frame, from: oldFrame, to: rootNow)
                undo.append { node.frame = frame }
            }
            ghostEffects[g] = ghost.transition.effect(amount: p, inserting: false, frame: rootNow)
            if ghost.anchor == nil, ScaledBackPageNode.find(in: ghost.root.node) != nil { scaleBackAmount = 1 - p }
            for (part, transition) in ghost.parts {
                let amount = transition.animation.map { $0.progress(at: t) } ?? p
                ghostPartEffects[ObjectIdentifier(part)] = transition.effect(amount: amount, inserting: false, frame: part.frame)
            }
        }
    }

    /// Puts the nodes back where the new frame has them.
    func restore() {
        for u in undo.reversed() { u() }
        undo = []
    }

    /// Draws `node` as the moment shows it: the removed views before it, its insertion's
    /// transition, the removed views after it.
    func emit(_ node: LayoutNode, _ e: inout Emitter) {
        let id = ObjectIdentifier(node)
        if let before = ghostsBefore[id] { for g in before { emitGhost(g, &e) } }
        if let content = timedContent[id] {
            // A phase step draws through its own plan; the moment's other nodes through this one.
            let outer = e.motion
            if let nested = nestedPlans[id] { e.motion = nested }
            content.emit(&e)
            e.motion = outer
        } else if let effect = insertionEffects[id] ?? ghostPartEffects[id] {
            Self.draw(effect, in: node.frame, &e) { node.emitContent(&$0) }
        } else if let (old, p) = crossFades[id] {
            // The old text fading out under the new one fading in.
            if p < 1 { e.group(opacity: 1 - p) { old.emitContent(&$0) } }
            if p > 0 { e.group(opacity: p) { node.emitContent(&$0) } }
        } else {
            node.emitContent(&e)
        }
        if let after = ghostsAfter[id] { for g in after { emitGhost(g, &e) } }
    }

    /// Draws the removed views that belong over everything (a presentation that went).
    func emitOnTop(_ e: inout Emitter) {
        for g in ghostsOnTop { emitGhost(g, &e) }
    }

    private func emitGhost(_ g: Int, _ e: inout Emitter) {
        let root = ghosts[g].root.node
        guard let effect = ghostEffects[g] else { return }
        Self.draw(effect, in: root.frame, &e) { root.emitContent(&$0) }
    }

    private static func draw(_ effect: TransitionEffect, in frame: CGRect, _ e: inout Emitter, _ body: (inout Emitter) -> Void) {
        let opacity = min(max(effect.opacity, 0), 1)
        guard opacity > 0 else { return }
        e.group(transform: effect.transform(in: frame), opacity: opacity, body)
    }

    // MARK: Geometry

    private static func lerp(_ a: CGFloat, _ b: CGFloat, _ p: Double) -> CGFloat { a + (b - a) * p }

    private static func lerp(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        CGRect(x: lerp(a.minX, b.minX, p), y: lerp(a.minY, b.minY, p),
               width: max(lerp(a.width, b.width, p), 0), height: max(lerp(a.height, b.height, p), 0))
    }

    private static func offset(_ p: CGPoint, from origin: CGPoint?) -> CGPoint {
        guard let origin else { return p }
        return CGPoint(x: p.x - origin.x, y: p.y - origin.y)
    }

    /// `rect`, placed in `from`, moved and scaled as `from` is to `to`.
    private static func map(_ rect: CGRect, from: CGRect, to: CGRect) -> CGRect {
        let sx = from.width > 0 ? to.width / from.width : 1
        let sy = from.height > 0 ? to.height / from.height : 1
        return CGRect(x: to.minX + (rect.minX - from.minX) * sx, y: to.minY + (rect.minY - from.minY) * sy,
                      width: rect.width * sx, height: rect.height * sy)
    }
}

extension LayoutNode {
    var asAnimatable: (any AnimatableNode)? { self as? any AnimatableNode }
}
