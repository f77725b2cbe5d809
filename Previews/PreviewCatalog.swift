// PreviewCatalog
