/**
 * Boxes on the screen (a DOMRect's numbers), for what floats over the page: the contact bar never covers a
 * form field, the back-to-top button never covers text (issue 37 points 1 and 9).
 */
export interface Box {
  top: number
  right: number
  bottom: number
  left: number
}

/** Whether two boxes share any area (touching edges do not). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/** Whether a box has an area at all (an element not displayed has none). */
export const hasArea = (box: Box): boolean => box.right > box.left && box.bottom > box.top

/** Whether any of `boxes` lies (partly) under `cover`. */
export function anyUnder(cover: Box, boxes: Iterable<Box>): boolean {
  for (const box of boxes) if (hasArea(box) && boxesOverlap(cover, box)) return true
  return false
}

/** Points spread over a box, `steps` by `steps`, `inset` px inside its edges: where to look what lies under it. */
export function samplePoints(box: Box, steps = 3, inset = 4): Array<{ x: number; y: number }> {
  const points: Array<{ x: number; y: number }> = []
  const left = box.left + inset
  const top = box.top + inset
  const width = Math.max(0, box.right - box.left - 2 * inset)
  const height = Math.max(0, box.bottom - box.top - 2 * inset)
  for (let row = 0; row < steps; row++)
    for (let column = 0; column < steps; column++)
      points.push({
        x: left + (steps === 1 ? width / 2 : (width * column) / (steps - 1)),
        y: top + (steps === 1 ? height / 2 : (height * row) / (steps - 1)),
      })
  return points
}
