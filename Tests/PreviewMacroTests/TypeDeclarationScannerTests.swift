import SwiftTokenizer
import Testing

/// What the registry generator reads: type declarations and the `#if` clauses around them.
@Suite struct TypeDeclarationScannerTests {
    @Test func findsConformancesWithModulePrefixesAndGenerics() {
        let found = TypeDeclarationScanner.declarations(in: """
            struct A_Previews: PreviewProvider { static var previews: some View { Text("struct Fake: PreviewProvider {") } }
            // struct Commented: PreviewProvider {}
            /* struct Blocked: PreviewProvider {} */
            enum B: Foo<Int, String>, SwiftUI.PreviewProvider where Foo: Bar {}
            extension C: PreviewSource {}
            final class D: NSObject, PreviewSource {}
            """)
        #expect(found.map(\.name) == ["A_Previews", "B", "C", "D"])
        #expect(found[0].conforms(to: "PreviewProvider"))
        #expect(found[1].conforms(to: "PreviewProvider"))
        #expect(found[2].isExtension && found[2].conforms(to: "PreviewSource"))
        #expect(found[3].conformances == ["NSObject", "PreviewSource"])
    }

    @Test func nestedTypesAreQualifiedAndPrivateOnesAreMarked() {
        let found = TypeDeclarationScanner.declarations(in: """
            struct Outer {
                struct Inner: PreviewProvider {}
                func f() { let x = { class Local {} } }
            }
            private struct Hidden { struct Deep: PreviewProvider {} }
            @available(iOS 17, *) fileprivate struct File: PreviewProvider {}
            struct Generic<T>: PreviewProvider {}
            extension Outer { struct Added: PreviewSource {} }
            """)
        let byName = Dictionary(found.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["Outer.Inner"]?.isVisibleInModule == true)
        #expect(byName["Hidden.Deep"]?.isVisibleInModule == false)
        #expect(byName["File"]?.isVisibleInModule == false)
        #expect(byName["Generic"]?.isGeneric == true)
        #expect(byName["Outer.Added"] != nil)
        #expect(byName["Outer.f"] == nil)
    }

    @Test func keywordsUsedAsMembersAreNotDeclarations() {
        let found = TypeDeclarationScanner.declarations(in: """
            class Model { class func make() {}; class var shared: Model { Model() } }
            let t = type.self; x.struct
            """)
        #expect(found.map(\.name) == ["Model"])
    }

    @Test func conditionsAroundADeclarationAreKeptClauseByClause() {
        let found = TypeDeclarationScanner.declarations(in: """
            #if DEBUG // only in debug
            struct A: PreviewProvider {}
            #if os(iOS)
            struct B: PreviewProvider {}
            #elseif os(Linux) && !canImport(UIKit)
            struct C: PreviewProvider {}
            #else
            struct D: PreviewProvider {}
            #endif
            #endif
            struct E: PreviewProvider {}
            """)
        let byName = Dictionary(uniqueKeysWithValues: found.map { ($0.name, $0.conditions) })
        #expect(byName["A"] == [ConditionalClause(previous: [], condition: "DEBUG")])
        #expect(byName["B"]?.last == ConditionalClause(previous: [], condition: "os(iOS)"))
        #expect(byName["C"]?.last == ConditionalClause(previous: ["os(iOS)"], condition: "os(Linux) && !canImport(UIKit)"))
        #expect(byName["D"]?.last == ConditionalClause(previous: ["os(iOS)", "os(Linux) && !canImport(UIKit)"], condition: nil))
        #expect(byName["E"] == [])
        #expect(byName["C"]?.last?.opening == "#if os(iOS)\n#elseif os(Linux) && !canImport(UIKit)\n")
        #expect(byName["D"]?.last?.opening == "#if os(iOS)\n#elseif os(Linux) && !canImport(UIKit)\n#else\n")
    }

    @Test func linesAreThoseOfTheKeyword() {
        let found = TypeDeclarationScanner.declarations(in: "\n\n/* } */\n@MainActor\nstruct P: PreviewProvider {}\n")
        #expect(found.first?.line == 5)
    }
}
