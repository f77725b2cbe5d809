import Branching
import Features
import Unrelated

// What each target's #if canImport saw, as one line of JSON.
print("""
    {"featuresBranch":"\(Platform.branch)","unrelatedSwiftUI":\(unrelatedCanImportSwiftUI),\
    "unrelatedCombine":\(unrelatedCanImportCombine),"unrelatedUIKit":\(unrelatedCanImportUIKit),\
    "branchingSwiftUI":\(branchingCanImportSwiftUI),"branchingCombine":\(branchingCanImportCombine)}
    """)
