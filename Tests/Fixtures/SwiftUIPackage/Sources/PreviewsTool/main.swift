import Features
import PreviewCommand

await PreviewCommand.main(sources: PreviewIndex.sources + Features.PreviewIndex.sources)
