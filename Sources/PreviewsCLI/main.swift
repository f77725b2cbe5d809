// The `previews` tool over this package's catalogue of previews.
import PreviewCatalog
import PreviewCommand

await PreviewCommand.main(sources: PreviewIndex.sources)
