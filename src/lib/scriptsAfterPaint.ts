import { isLocale } from '../i18n/locales'

/**
 * A public page's framework scripts (React, Next's router and the shell's client parts, most of the page's
 * first-load JavaScript) run after the page has painted, not while it is parsed (issue 38.2).
 *
 * Next writes its chunks as `async` scripts in the head and preloads the last one. A phone's browser fetches
 * them beside the stylesheet and the largest image, and runs each as it arrives: the image, there long
 * before, was painted only once they had all been evaluated ("render delay", most of the largest
 * contentful paint). Next has no setting for its own chunks, so the server rewrites the HTML on its way out
 * (src/security/responseHeaders.ts, byte swaps of equal length, as for the nonce): an `async` chunk becomes
 * a script of a type the browser neither fetches nor runs, and the chunk preload a link the browser
 * ignores. The inline script of scriptsAfterPaintScript(), at the top of the body, then puts the chunks
 * back as ordinary async scripts at the first of:
 * - the page's `load` (the largest image included) and its first contentful paint, two frames later, so that
 *   the largest image's paint has been shown;
 * - the first sign of a person on the page (src/site/visitorPresent.ts): a visitor who scrolls or reaches
 *   for a control gets the page's code at once.
 * The HTML works as it is until then (links, plain forms); a press on a button meanwhile is held and
 * carried out once the page's code runs (src/site/earlyPress.ts).
 */

/** The type a chunk waits under: not a script type, so the browser neither fetches nor runs it. */
export const WAITING_TYPE = 'x'

/**
 * Each swap as [search, replacement], of the same length, applied to a public page's HTML. Only markup
 * matches: in text and attribute values the HTML escapes quotes, and in the inline flight data they are
 * JSON-escaped.
 */
export const WAITING_SCRIPT_SWAPS: ReadonlyArray<readonly [string, string]> = [
  // A chunk in the head: <script src="/_next/static/chunks/….js" async="" nonce="…">.
  ['.js" async=""', `.js" type="${WAITING_TYPE}"`],
  // The chunk at the end of the body: <script src="…" nonce="…" async=""></script>.
  ['" async=""></script>', `" type="${WAITING_TYPE}"></script>`],
  // Its preload in the head, which would fetch it beside the image.
  ['rel="preload" as="script"', 'rel="x-later" as="script"'],
]

/**
 * Whether an HTML answer's scripts wait for its paint: a page of the site's language layout
 * (src/app/(site)/[lang]/layout.tsx), which holds the script that puts the chunks back, answered 200. A 404 or
 * an error page is not always that layout's markup: Next sends the not-found or error boundary of a page that
 * failed while rendering as a bare shell the browser renders from the page payload, without the layout's inline
 * scripts. Payload's admin and API (the GraphQL playground) and Next's own pages keep their scripts as they are.
 */
export function scriptsWaitForPaint(path: string, status: number): boolean {
  return status === 200 && isLocale(/^\/([^/?#]*)/.exec(path)?.[1])
}

/** How the page tells the first sign of a person (src/site/visitorPresent.ts): the window's flag and event. */
export interface VisitorSign {
  flag: string
  event: string
}

/** The inline script, at the top of the body, that puts the chunks back (see above). */
export function scriptsAfterPaintScript(sign: VisitorSign): string {
  return [
    '(function(){',
    'var d=document,w=window,done=false;',
    'function go(){',
    'if(done)return;',
    // A sign given while the body is still arriving: its last chunk is not parsed yet.
    "if(d.readyState==='loading'){d.addEventListener('DOMContentLoaded',go,{once:true});return;}",
    'done=true;',
    `var l=d.querySelectorAll('script[type="${WAITING_TYPE}"][src]');`,
    'for(var i=0;i<l.length;i++){',
    "var o=l[i],s=d.createElement('script');",
    // The address as written: Turbopack's runtime finds a chunk already on the page by its src attribute,
    // and starts the page only once it has them all.
    "s.setAttribute('src',o.getAttribute('src'));s.async=true;if(o.nonce)s.nonce=o.nonce;",
    'o.parentNode.replaceChild(s,o);',
    '}',
    '}',
    // After the load, once the first contentful paint has been shown (the observer hands over an entry recorded
    // before it started too), two frames on: the largest image, loaded by then, is painted with the next frame.
    'function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0);});});}',
    'function painted(){',
    'try{',
    'var p=new PerformanceObserver(function(l){var e=l.getEntries();',
    "for(var i=0;i<e.length;i++)if(e[i].name==='first-contentful-paint'){p.disconnect();frames();return;}",
    '});',
    "p.observe({type:'paint',buffered:true});",
    // A browser without paint timing: the frames alone.
    '}catch(x){frames();}',
    '}',
    `if(w[${JSON.stringify(sign.flag)}]===true)go();`,
    `else w.addEventListener(${JSON.stringify(sign.event)},go,{once:true});`,
    "if(d.readyState==='complete')painted();else w.addEventListener('load',painted,{once:true});",
    '})();',
  ].join('')
}
