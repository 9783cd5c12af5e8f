/** The visible "Plan" tag on a floor plan's slide or thumbnail (decorative: the slide's label says it too). */
export function PlanTag({ text, large = false }: { text: string; large?: boolean }) {
  return (
    <span className={large ? 'gallery-plan-tag gallery-plan-tag-large' : 'gallery-plan-tag'} aria-hidden="true">
      {text}
    </span>
  )
}
