/** The tabs over a gallery with photos and plans: each jumps to its first slide and is pressed while one of its slides shows. */
export function GalleryTabs({
  showsPlan,
  photoTotal,
  planTotal,
  onPick,
  labels,
}: {
  showsPlan: boolean
  photoTotal: number
  planTotal: number
  onPick: (index: number) => void
  labels: { region: string; photosTab: string; plansTab: string }
}) {
  return (
    <div className="gallery-tabs" role="group" aria-label={labels.region}>
      <button type="button" aria-pressed={!showsPlan} onClick={() => onPick(0)}>
        {labels.photosTab} ({photoTotal})
      </button>
      <button type="button" aria-pressed={showsPlan} onClick={() => onPick(photoTotal)}>
        {labels.plansTab} ({planTotal})
      </button>
    </div>
  )
}
