// Swift Testing's cross-import overlay for CoreGraphics (see _Testing_UIKit).
@_exported import Testing
