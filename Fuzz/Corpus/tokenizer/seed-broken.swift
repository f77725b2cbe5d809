#Preview("open" {
    Text("unterminated
}
#Preview { @Previewable var x = #"half
/* never closed
