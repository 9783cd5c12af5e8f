/**
 * The flood symbol an advert carries when its P- or G-score is D (Flemish information duty since
 * 1 January 2023): a house over waves, with its meaning as the text alternative. Drawn inline (about
 * 300 bytes, only on such listings) so it needs no request and takes the text colour.
 */
export function FloodSymbol({ label }: { label: string }) {
  return (
    <svg className="flood-symbol" role="img" aria-label={label} viewBox="0 0 24 24" width="22" height="22">
      <title>{label}</title>
      <path d="M4 11 12 4l8 7M6.5 9.5V15h11V9.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M2 18.5q2.5-2 5 0t5 0 5 0 5 0M2 22q2.5-2 5 0t5 0 5 0 5 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  )
}
