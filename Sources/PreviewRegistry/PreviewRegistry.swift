// PreviewRegistry
