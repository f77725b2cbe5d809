// `import CoreGraphics` in a target that aliases it here: on Linux, `CGFloat`, `CGPoint`,
// `CGSize`, `CGRect` and `CGAffineTransform`'s cousins come from Foundation.
@_exported import Foundation
