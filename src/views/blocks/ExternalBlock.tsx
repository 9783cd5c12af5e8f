import type { ExternalBlock } from '../../payload-types'
import type { BlockProps } from '../types'

/**
 * A third-party widget (e.g. the review provider) in a sandboxed, lazy frame. The link below it stays
 * usable when the provider cannot be reached, so the page never depends on it.
 */
export function ExternalBlockComponent({ block, module, ctx }: BlockProps<ExternalBlock>) {
  const fallbackLabel = ctx.t('content.externalFallback')
  const title = module.title || fallbackLabel
  let url: URL | null = null
  try {
    url = new URL(block.url)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  return (
    <div className="external-block">
      <iframe
        src={url.href}
        title={title}
        height={block.height ?? 400}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p>
        <a href={url.href} target="_blank" rel="noopener">
          {block.linkLabel || fallbackLabel}
        </a>
      </p>
    </div>
  )
}
