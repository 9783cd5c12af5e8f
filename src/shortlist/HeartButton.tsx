import type { Translator } from '@/i18n/dictionary'

/**
 * The heart of a listing (cards, detail page): a plain button rendered on the server and in the list's
 * client part alike, with a label naming the listing and its state in aria-pressed. It does nothing
 * by itself: src/shortlist/Hearts.tsx, one small island per page, keeps every heart of the page in step
 * with the list in the browser and handles the presses (delegated). Hidden until that is live, so a
 * press is never lost; a press inside the list island before that island is live is replayed by it.
 */
export function HeartButton({ id, title, t, withText = false }: { id: number; title: string; t: Translator; withText?: boolean }) {
  return (
    <button
      type="button"
      className={withText ? 'heart heart-text' : 'heart'}
      data-shortlist-id={id}
      aria-pressed="false"
      aria-label={t('shortlist.heart', { title })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.1c2.1-.2 3.8.9 5.4 2.9 1.6-2 3.3-3.1 5.4-2.9 3.7.4 5.7 4.3 4.2 7.7C19.5 16.4 12 21 12 21z" />
      </svg>
      {withText && <span aria-hidden="true">{t('shortlist.heartText')}</span>}
    </button>
  )
}
