import type { VideoEmbedBlock } from '../payload-types'
import { VideoPlayer } from './VideoPlayer'

/** A video inside rich text, with its caption; nothing when the link is missing. */
export function VideoEmbedComponent({ block }: { block: Partial<VideoEmbedBlock> }) {
  if (!block.url) return null
  return (
    <figure className="rich-video">
      <VideoPlayer url={block.url} title={block.caption || block.url} />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  )
}
