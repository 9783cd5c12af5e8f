/**
 * A button pressed before the page's code could take it. Two moments:
 * - before the page has hydrated (src/lib/scriptsAfterPaint.ts: its framework scripts start after its
 *   first paint or at the first sign of a person): nothing of the page's code listens yet, so a tap on the
 *   menu, the cookie choice or a card's heart did nothing;
 * - before an island's wrapper has hydrated (src/site/deferredIsland.tsx): from then on the island holds
 *   a press itself and gives it to the live component; before, "Request a visit" tapped did nothing, and a
 *   form sent was the browser's own submission of the bare form, with the visitor's data in a request the
 *   site does not handle.
 *
 * The rule has one home, the inline script of earlyPressScript() at the top of every page's body: from the
 * first parse, a click on a button or a submission is held (its default prevented) when it is inside an
 * island that is neither waiting nor live, or anywhere else while the page has not hydrated. The button is
 * noted on the island's element, or on the window; the island takes its press (takeEarlyPress) when it
 * starts waiting, loads its code at once and presses the button on the live component; the page takes the
 * other (goLive, src/site/SiteLive.tsx) once hydrated and presses it again. Links keep working as links.
 * A swipe over a gallery not yet live is such a press too (src/site/swipePress.ts).
 */

/** The island element's (or the window's) property where the inline script notes the held press. */
const PRESS_PROPERTY = '__earlyPress'
/** The window property set once the page has hydrated: its own code takes every press from then on. */
const LIVE_FLAG = '__siteLive'

/**
 * The press held on `root` before it hydrated, forgotten once taken: the button pressed, or `root` itself
 * for a submission without one; null when there was none.
 */
export function takeEarlyPress(root: HTMLElement): HTMLElement | null {
  const holder = root as HTMLElement & { [PRESS_PROPERTY]?: HTMLElement }
  const press = holder[PRESS_PROPERTY] ?? null
  delete holder[PRESS_PROPERTY]
  return press
}

/**
 * Marks the page as hydrated and gives the press held outside the islands before that, forgotten once
 * taken: the button pressed, or the form for a submission without one; null when there was none.
 */
export function goLive(): HTMLElement | null {
  const page = window as unknown as Record<string, unknown>
  page[LIVE_FLAG] = true
  const press = (page[PRESS_PROPERTY] as HTMLElement | undefined) ?? null
  delete page[PRESS_PROPERTY]
  return press
}

/** The inline script, at the top of the body, that holds such a press (see above). */
export function earlyPressScript(): string {
  const press = JSON.stringify(PRESS_PROPERTY)
  return [
    '(function(){',
    'var w=window;',
    'function h(e){',
    "var s=e.type==='submit',t=e.target;",
    "var b=s?e.submitter:t&&t.closest?t.closest('button'):null;",
    'var x=s?t:b;',
    'if(!x||!x.closest)return;',
    "var r=x.closest('[data-island]');",
    'if(r){',
    // Waiting or live: the island's own code has it.
    "if(r.hasAttribute('data-waiting')||r.hasAttribute('data-live'))return;",
    'e.preventDefault();',
    `if(b||!r[${press}])r[${press}]=b||r;`,
    'return;',
    '}',
    `if(w[${JSON.stringify(LIVE_FLAG)}]===true)return;`,
    'e.preventDefault();',
    `if(b||!w[${press}])w[${press}]=b||x;`,
    '}',
    "document.addEventListener('click',h,true);",
    "document.addEventListener('submit',h,true);",
    '})();',
  ].join('')
}
