#if canImport(SwiftUI)
public let branchingCanImportSwiftUI = true
#else
public let branchingCanImportSwiftUI = false
#endif
#if canImport(Combine)
public let branchingCanImportCombine = true
#else
public let branchingCanImportCombine = false
#endif
