/// A type whose values can be shared and pasted, as CoreTransferable's `Transferable`
/// (which SwiftUI re-exports). `String`, `URL`, `Data`, `AttributedString`, `Image` and
/// `Color` are transferable; a type of your own is made so through `ProxyRepresentation`.
/// The representations that name a `UTType` (`CodableRepresentation`, `DataRepresentation`,
/// `FileRepresentation`) are not here: UniformTypeIdentifiers has no Linux module.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// How a transferable type is turned into data and back, as CoreTransferable's
/// `TransferRepresentation`. A preview shares and pastes values as they are: nothing is
/// converted.
public protocol TransferRepresentation {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Builds a transferable type's representations, as CoreTransferable's
/// `TransferRepresentationBuilder`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R)
        -> TupleTransferRepresentation<Item, (repeat each R)>
    {
        TupleTransferRepresentation(value: (repeat each representations))
    }
}

/// Several representations listed in one builder block.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation {
    let value: Value
    public var body: Self { self }
}

/// Represents a value by another transferable value (`ProxyRepresentation(exporting: \.url)`),
/// as CoreTransferable's `ProxyRepresentation`.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        self.exporting = exporting
        self.importing = importing
    }

    public var body: Self { self }
}

/// What the system's own transferable types are represented by (their data, in the system's
/// types): Proofsheet's own stand-in, never built.
public struct _SystemTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public var body: Self { self }
}

extension Never: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Never> { _SystemTransferRepresentation<Never>() }
}

extension String: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<String> { _SystemTransferRepresentation<String>() }
}

extension URL: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<URL> { _SystemTransferRepresentation<URL>() }
}

extension Data: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Data> { _SystemTransferRepresentation<Data>() }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<AttributedString> { _SystemTransferRepresentation<AttributedString>() }
}

extension Image: Transferable {
    nonisolated public static var transferRepresentation: _SystemTransferRepresentation<Image> { _SystemTransferRepresentation<Image>() }
}

extension Color: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Color> { _SystemTransferRepresentation<Color>() }
}

/// A transferable value as a person reads it in a report: a URL's address, a string itself.
func transferredDescription(_ value: Any) -> String {
    switch value {
    case let url as URL: return url.absoluteString
    case let s as String: return s
    case let s as AttributedString: return String(s.characters)
    case let d as Data: return "\(d.count) bytes"
    default: return String(describing: value)
    }
}
