// PreviewUI
