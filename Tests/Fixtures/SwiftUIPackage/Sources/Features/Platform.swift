import SwiftUI
import Combine
import OSLog
import CoreGraphics
#if canImport(UIKit)
import UIKit
#endif

// What a shared SwiftUI file does to run on iOS and macOS: branch on canImport(UIKit) (true
// here) or on os(iOS) (false on Linux: the macOS branch compiles).

public enum Platform {
    #if canImport(UIKit)
    public static let branch = "UIKit"
    public static let background = Color(uiColor: .systemBackground)
    #else
    public static let branch = "other"
    #endif

    #if os(iOS)
    public static let accent = Color(uiColor: .systemBlue)
    #elseif os(macOS) || os(Linux)
    public static let accent = Color(nsColor: .controlAccentColor)
    #endif

    public static let logger = Logger(subsystem: "com.example.features", category: "platform")

    public static func log(_ count: Int, _ ratio: Double) {
        logger.info("count \(count, privacy: .public), ratio \(ratio, format: .fixed(precision: 2))")
        logger.error("failed: \("reason", privacy: .private(mask: .hash))")
    }

    public static var ticks: AnyPublisher<Int, Never> { Just(1).eraseToAnyPublisher() }
    public static let corner: CGFloat = 12
}
