/**
 * A swipe over a gallery whose code has not run yet is a press of its "next" or "previous" button. The
 * gallery's code loads at the first sign of a person on the page (src/properties/chunks.tsx), and a touch
 * is one; a sideways swipe over the element marked SWIPE_AREA of an island not live presses the area's
 * SWIPE_NEXT (the finger moved left) or SWIPE_PREVIOUS button, and the press is then held as any press
 * made before an island is live (src/site/earlyPress.ts, src/site/deferredIsland.tsx) and pressed again on
 * the live gallery. So the swipe that woke the gallery still shows the next photo once its code runs; from
 * then on its slider follows the finger itself.
 *
 * The rule has one home, the inline script of swipePressScript(), rendered just before a gallery
 * (src/properties/detail/ListingGallery.tsx): only the pages with one carry it.
 */

/** Marks the element a swipe over which is a press of its next or previous button. */
export const SWIPE_AREA = { 'data-swipe': '' } as const
/** Marks the button a swipe towards the left presses (the next photo comes in from the right). */
export const SWIPE_NEXT = { 'data-swipe-next': '' } as const
/** Marks the button a swipe towards the right presses. */
export const SWIPE_PREVIOUS = { 'data-swipe-previous': '' } as const
/** How far a finger travels sideways, in CSS pixels, for a swipe rather than a tap. */
const SWIPE_MIN_PX = 30

/** The inline script that turns such a swipe into a press (see above). */
export function swipePressScript(): string {
  return [
    '(function(){',
    'var d=document,o={capture:true,passive:true},a=null,x=0,y=0;',
    // Not live: a gallery outside any island, or an island whose code has not replaced the server's markup.
    "function n(m){var r=m.closest('[data-island]');return !r||!r.hasAttribute('data-live');}",
    "d.addEventListener('touchstart',function(e){",
    'var t=e.target,p=e.touches[0];',
    "a=t&&t.closest&&e.touches.length===1?t.closest('[data-swipe]'):null;",
    'if(a&&n(a)){x=p.clientX;y=p.clientY;}else a=null;',
    '},o);',
    "d.addEventListener('touchend',function(e){",
    'var m=a,p=e.changedTouches[0];a=null;',
    'if(!m||!p||!m.isConnected||!n(m))return;',
    'var dx=p.clientX-x,dy=p.clientY-y;',
    `if(Math.abs(dx)<${SWIPE_MIN_PX}||Math.abs(dx)<=Math.abs(dy))return;`,
    "var b=m.querySelector(dx<0?'[data-swipe-next]':'[data-swipe-previous]');",
    'if(b)b.click();',
    '},o);',
    '})();',
  ].join('')
}
