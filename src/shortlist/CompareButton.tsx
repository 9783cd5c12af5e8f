import type { Translator } from '@/i18n/dictionary'

/**
 * A card's "compare" toggle: like the heart (src/shortlist/HeartButton.tsx), a plain button the server
 * renders, kept in step and handled by src/shortlist/Hearts.tsx; up to four listings, then the bar of
 * that island opens the compare page with them.
 */
export function CompareButton({ id, title, t }: { id: number; title: string; t: Translator }) {
  return (
    <button
      type="button"
      className="compare-toggle"
      data-compare-id={id}
      aria-pressed="false"
      aria-label={t('shortlist.compareOne', { title })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 5h6v14H4zM14 5h6v14h-6z" />
      </svg>
    </button>
  )
}
