// A target that does not alias anything: SwiftUI, Combine and UIKit do not exist for it.
#if canImport(SwiftUI)
public let unrelatedCanImportSwiftUI = true
#else
public let unrelatedCanImportSwiftUI = false
#endif
#if canImport(Combine)
public let unrelatedCanImportCombine = true
#else
public let unrelatedCanImportCombine = false
#endif
#if canImport(UIKit)
public let unrelatedCanImportUIKit = true
#else
public let unrelatedCanImportUIKit = false
#endif
