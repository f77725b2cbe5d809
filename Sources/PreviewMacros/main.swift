// The compiler plugin behind `#Preview`, `@Previewable` and `@Entry`: it speaks the compiler's plugin
// protocol on standard input and output (no swift-syntax); the work is in
// PreviewMacroExpansion, where it is tested.
import PreviewMacroExpansion

PluginSession.serve()
