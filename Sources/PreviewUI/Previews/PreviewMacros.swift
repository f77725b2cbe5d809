import SwiftShims

/// Creates a preview of a view, as SwiftUI's `#Preview`. On Linux, Proofsheet's macro plugin
/// expands it: every `#Preview` in a binary is found at run time by the registry, under its
/// name or, without one, the file's name and its place in that file.
///
/// ```swift
/// #Preview("Closed") {
///     @Previewable @State var isShowing = false
///     CollapseIndicator(isShowing: $isShowing)
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.landscapeLeft`, `.modifier(_:)`, …), as SwiftUI's `#Preview(_:traits:_:body:)`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Makes a dynamic property (`@Previewable @State var isOn = false`) at the top of a
/// `#Preview` body state of the preview, which its interactions can change.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")

// MARK: - What the expansion of #Preview uses

/// A `#Preview` declaration: where it is and how to make it. The expansion of each `#Preview`
/// declares one uniquely named type conforming to this.
public protocol _PreviewMacroRegistration: SendableMetatype {
    static var _previewFileID: String { get }
    static var _previewLine: Int { get }
    static var _previewColumn: Int { get }
    @MainActor static func _makePreview() -> Preview
}

/// A record in the `swift5_tests` section, laid out as Swift Testing's test content records
/// (its documented way for other tools to be found at run time), with Proofsheet's kind.
public typealias _PreviewMacroRecordAccessor = @convention(c) (
    _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt
) -> CBool
public typealias _PreviewMacroRecord = (
    kind: UInt32, reserved1: UInt32, accessor: _PreviewMacroRecordAccessor, context: UInt, reserved2: UInt
)

/// Writes a registration type into a record reader's buffer, if the reader asks for one.
public func _previewMacroStore(
    _ registration: any _PreviewMacroRegistration.Type, into outValue: UnsafeMutableRawPointer, asTypeAt type: UnsafeRawPointer
) -> CBool {
    guard type.load(as: Any.Type.self) == (any _PreviewMacroRegistration.Type).self else { return false }
    outValue.initializeMemory(as: (any _PreviewMacroRegistration.Type).self, repeating: registration, count: 1)
    return true
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> CBool,
    _ context: UnsafeMutableRawPointer?
)

/// The `#Preview`s of every image loaded in this process, found through their records.
package enum PreviewMacroRecords {
    /// `'prvw'`.
    static let kind: UInt32 = 0x7072_7677

    package static func registrations() -> [any _PreviewMacroRegistration.Type] {
        final class Sections {
            var ranges: [(start: UInt, length: Int)] = []
        }
        let sections = Sections()
        swift_enumerateAllMetadataSections({ pointer, context in
            let s = pointer.assumingMemoryBound(to: MetadataSections.self).pointee
            let box = Unmanaged<Sections>.fromOpaque(context!).takeUnretainedValue()
            box.ranges.append((s.swift5_tests.start, Int(s.swift5_tests.length)))
            return true
        }, Unmanaged.passUnretained(sections).toOpaque())

        var found: [any _PreviewMacroRegistration.Type] = []
        for range in sections.ranges {
            guard let start = UnsafeRawPointer(bitPattern: range.start) else { continue }
            let stride = MemoryLayout<_PreviewMacroRecord>.stride
            for offset in Swift.stride(from: 0, to: range.length - stride + 1, by: stride) {
                let record = (start + offset).load(as: _PreviewMacroRecord.self)
                guard record.kind == kind else { continue }
                var expected: Any.Type = (any _PreviewMacroRegistration.Type).self
                withUnsafeTemporaryAllocation(of: (any _PreviewMacroRegistration.Type).self, capacity: 1) { buffer in
                    let stored = withUnsafePointer(to: &expected) { record.accessor(buffer.baseAddress!, $0, nil, 0) }
                    if stored { found.append(buffer.baseAddress!.move()) }
                }
            }
        }
        return found
    }
}
