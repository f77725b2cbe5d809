/// Declares a value of `EnvironmentValues` (or of `Transaction`) with its default, as SwiftUI's
/// `@Entry`: Proofsheet's macro plugin turns
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .red
/// }
/// ```
///
/// into a computed `accent` over a generated key whose default value is `.red`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PreviewMacros", type: "EntryMacro")

// What the expansion of @Entry names (unqualified, so that a target that imports PreviewUI as
// SwiftUI can use it).

public typealias _EntryEnvironmentKey = EnvironmentKey
public typealias _EntryTransactionKey = TransactionKey

/// A key for a value of a transaction, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension Transaction {
    /// The value of a key in this transaction (its default when never set).
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
