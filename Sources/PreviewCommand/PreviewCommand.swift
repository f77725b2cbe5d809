// PreviewCommand
