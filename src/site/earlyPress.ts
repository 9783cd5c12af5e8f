/**
 * A button of an island pressed before the island's wrapper has hydrated (src/site/deferredIsland.tsx).
 * From hydration on the island holds a press itself and gives it to the live component; before that nothing
 * of the page's code runs yet, and on a phone with a slow connection that is the first seconds a visitor
 * looks at the page: "Request a visit" tapped then did nothing, and a form sent then was the browser's own
 * submission of the bare form, with the visitor's data in a request the site does not handle.
 *
 * The rule has one home, the inline script of earlyPressScript() at the top of every page's body: from the
 * first parse, a click on a button or a submission inside an island that is neither waiting nor live is
 * held (its default prevented) and the button noted on the island's element; the island takes it
 * (takeEarlyPress) when it starts waiting, loads its code at once and presses the button on the live
 * component. Links keep working as links.
 */

/** The island element's property where the inline script notes the held press. */
const PRESS_PROPERTY = '__earlyPress'

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

/** The inline script, at the top of the body, that holds such a press (see above). */
export function earlyPressScript(): string {
  return [
    '(function(){',
    'function h(e){',
    "var s=e.type==='submit',t=e.target;",
    "var b=s?e.submitter:t&&t.closest?t.closest('button'):null;",
    "var r=(s?t:b);r=r&&r.closest?r.closest('[data-island]'):null;",
    // Waiting or live: the island's own code has it.
    "if(!r||r.hasAttribute('data-waiting')||r.hasAttribute('data-live'))return;",
    'e.preventDefault();',
    `if(b||!r[${JSON.stringify(PRESS_PROPERTY)}])r[${JSON.stringify(PRESS_PROPERTY)}]=b||r;`,
    '}',
    "document.addEventListener('click',h,true);",
    "document.addEventListener('submit',h,true);",
    '})();',
  ].join('')
}
