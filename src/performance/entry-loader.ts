/**
 * The scripts a server-rendered page carries inline in place of its entry `<script type="module">` (the server adds
 * them, with the render's nonce: src/server/http/page-render.ts). Written by hand as small ES5 strings: they run before
 * any of the app's code, on every first visit. This file imports nothing, so the server can include it.
 */

/** A page whose pictures hang starts its code anyway after this long. */
export const ENTRY_START_MAX_WAIT_MS = 4000;

/**
 * Starts the entry once the page has loaded and painted, or at the visitor's first touch or key, whichever comes
 * first: the page is already readable, so its first screen's pictures (the largest paint) get the bandwidth and the
 * main thread before the code that hydrates it. If the entry cannot be loaded, clicks held for deferred parts go back
 * to the server's HTML (a link is followed as it is).
 */
export const entryStarter = (src: string): string =>
  `(function(){var started=false;function start(){if(started)return;started=true;` +
  `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};` +
  `s.onerror=function(){window.$_taps&&window.$_taps.release()};document.head.appendChild(s)}` +
  `function afterPaint(){requestAnimationFrame(function(){setTimeout(start)})}` +
  `if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint,{once:true});` +
  `['pointerdown','keydown','touchstart'].forEach(function(t){addEventListener(t,start,{once:true,passive:true,capture:true})});` +
  `setTimeout(start,${ENTRY_START_MAX_WAIT_MS})})()`;

/**
 * Holds a click inside a deferred part (`[data-deferred]`, src/performance/deferred-part.tsx) until the part answers
 * (`data-interactive`): React is not there to see it yet, and a radio the browser checks on its own would stay checked
 * while the app never heard of the choice. It runs from the page's first moment, before the app's code has arrived.
 * A click with a modifier key or another button (a link opened in a new tab) is the browser's. `window.$_taps` lets
 * the part give the held clicks again once it answers (`giveBack`), and the entry loader give them to the server's
 * HTML if the app never comes (`release`); a click given back is never held again.
 */
export const TAP_HOLDER =
  `(function(){var held=[],giving=false,released=false;` +
  `addEventListener('click',function(e){var t=e.target,f=t instanceof Element?t.closest('[data-deferred]'):null;` +
  `if(!f||released||giving||f.hasAttribute('data-interactive')||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;` +
  `e.preventDefault();e.stopPropagation();held.push(t)},true);` +
  `function giveBack(n){var mine=held.filter(function(t){return n.contains(t)});` +
  `held=held.filter(function(t){return !n.contains(t)});giving=true;` +
  `try{mine.forEach(function(t){if(t.isConnected)t.dispatchEvent(new MouseEvent('click',{bubbles:true,cancelable:true}))})}` +
  `finally{giving=false}}` +
  `window.$_taps={holds:function(n){return held.some(function(t){return n.contains(t)})},giveBack:giveBack,` +
  `release:function(){released=true;giveBack(document.documentElement)}}})()`;

/** The app's entry script as index.html names it (Vite writes `<script type="module" crossorigin src="…">`). */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;

/**
 * The page with its entry script replaced by the inline tap holder and entry starter, which carry the render's nonce.
 * A page whose entry is written otherwise keeps it as it is (tests/unit/performance/build-output.test.ts checks that
 * the build's index.html is matched).
 */
export function withEntryAfterContent(html: string, nonce: string): string {
  return html.replace(ENTRY_SCRIPT, (_tag, src: string) => `<script nonce="${nonce}">${TAP_HOLDER};${entryStarter(src)}</script>`);
}
