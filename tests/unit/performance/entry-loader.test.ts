import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { withEntryAfterContent } from '@/performance/entry-loader';

/** The built index.html's shape (Vite writes the entry as a module script with `crossorigin`), with a server-rendered footer. */
const PAGE =
  '<!doctype html><html lang="pl"><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body>' +
  '<div id="root"><main><button type="button" id="outside">Głosuj</button></main>' +
  '<footer data-deferred=""><label><input type="radio" name="theme" value="dark" />Ciemny</label>' +
  '<a href="/terms">Regulamin</a></footer></div></body></html>';

/** The page as a browser runs it: the inline scripts execute, nothing is fetched. */
function openPage() {
  const html = withEntryAfterContent(PAGE, 'bm9uY2U+Lw==');
  const dom = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true, url: 'https://okazje.example/' });
  const { window } = dom;
  const reachedReact: string[] = [];
  // React listens on its root: what the holder keeps from it never arrives there.
  window.document.getElementById('root')?.addEventListener('click', (event) => reachedReact.push((event.target as Element).tagName));
  const click = (selector: string, init: MouseEventInit = {}) => {
    const event = new window.MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    window.document.querySelector(selector)?.dispatchEvent(event);
    return event;
  };
  const entry = () => window.document.head.querySelector<HTMLScriptElement>('script[type="module"]');
  return { html, window, document: window.document, reachedReact, click, entry };
}

describe('the inline entry loader of a server-rendered page', () => {
  it('replaces the entry script with one inline script that carries the render nonce', () => {
    const { html } = openPage();
    expect(html).not.toContain('<script type="module"');
    expect(html.match(/<script nonce="bm9uY2U\+Lw==">/g)).toHaveLength(1);
    expect(html).toContain('"/assets/index-1.js"');
  });

  it('starts the entry at the first touch, once', () => {
    const { window, document, entry } = openPage();
    window.dispatchEvent(new window.PointerEvent('pointerdown'));
    window.dispatchEvent(new window.KeyboardEvent('keydown'));
    expect(entry()?.getAttribute('src')).toBe('/assets/index-1.js');
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts the entry by itself once the page has loaded and painted', async () => {
    const { entry } = openPage();
    expect(entry()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(entry()?.getAttribute('src')).toBe('/assets/index-1.js');
  });
});

describe('the tap holder', () => {
  it('holds a click in a deferred part until the part answers: the radio stays as it was and React does not see it', () => {
    const { window, document, reachedReact, click } = openPage();
    const event = click('input[value="dark"]');
    expect(event.defaultPrevented).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[value="dark"]')?.checked).toBe(false);
    expect(reachedReact).toEqual([]);
    expect(window.$_taps?.holds(document.querySelector('footer') as Node)).toBe(true);
  });

  it('gives the held clicks again once asked, and does not hold them a second time', () => {
    const { window, document, reachedReact, click } = openPage();
    click('input[value="dark"]');
    click('a[href="/terms"]');
    const footer = document.querySelector('footer') as HTMLElement;
    footer.dataset.interactive = '';
    window.$_taps?.giveBack(footer);
    expect(reachedReact).toEqual(['INPUT', 'A']);
    expect(document.querySelector<HTMLInputElement>('input[value="dark"]')?.checked).toBe(true);
    expect(window.$_taps?.holds(footer)).toBe(false);
  });

  it('leaves alone clicks outside deferred parts, with a modifier key, and in a part that answers', () => {
    const { document, reachedReact, click } = openPage();
    expect(click('#outside').defaultPrevented).toBe(false);
    expect(click('a[href="/terms"]', { ctrlKey: true }).defaultPrevented).toBe(false);
    (document.querySelector('footer') as HTMLElement).dataset.interactive = '';
    expect(click('input[value="dark"]').defaultPrevented).toBe(false);
    expect(reachedReact).toEqual(['BUTTON', 'A', 'INPUT']);
  });

  it("gives the held clicks to the server's HTML when the app's code cannot be loaded, and holds no more", () => {
    const { window, document, click, entry } = openPage();
    window.dispatchEvent(new window.PointerEvent('pointerdown'));
    click('input[value="dark"]');
    entry()?.dispatchEvent(new window.Event('error'));
    expect(document.querySelector<HTMLInputElement>('input[value="dark"]')?.checked).toBe(true);
    expect(click('a[href="/terms"]').defaultPrevented).toBe(false);
  });
});
