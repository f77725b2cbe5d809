// PreviewTesting
