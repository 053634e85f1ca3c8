import { act } from '@testing-library/react';
import { useRef, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferredPart, type DeferredPart } from '@/performance/deferred-part';
import { TAP_HOLDER } from '@/performance/entry-loader';

/** A part with something to click, as the footer has (the theme and language switches, the cookie settings). */
function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      Kliknięcia: {clicks}
    </button>
  );
}

/** A choice as the footer's theme switch makes it: a controlled radio group whose state lives in React. */
function Choice() {
  const [chosen, setChosen] = useState('light');
  return (
    <fieldset>
      {['light', 'dark'].map((value) => (
        <label key={value}>
          <input type="radio" name="theme" value={value} checked={chosen === value} onChange={() => setChosen(value)} />
          {value}
        </label>
      ))}
      <output>Wybrano: {chosen}</output>
    </fieldset>
  );
}

function Frame({ part }: { part: DeferredPart }) {
  const frame = useRef<HTMLElement>(null);
  part.useFrame(frame);
  return (
    <footer ref={frame} {...part.frame}>
      <part.Content />
    </footer>
  );
}

/** The footer's kind of part: below the first screen, its code comes as it nears the viewport. */
const FOOTER = { loadWhenNear: true };

/** The code's download, finished by the test. */
function controlledLoad(component: ComponentType = Counter) {
  let finish: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        finish = () => resolve(component);
        fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      }),
  );
  return { load, finish: () => act(async () => finish()), fail: () => act(async () => fail()) };
}

// A server-rendered page runs the tap holder inline before any of the app's code.
beforeAll(() => {
  new Function(TAP_HOLDER)();
});

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
});

/** The page as the server sends it, then hydrated by the browser with a part whose code has not come yet. */
async function hydrateServerPage(
  clientPart: DeferredPart,
  component: ComponentType = Counter,
): Promise<{ recoverableErrors: unknown[]; consoleErrors: unknown[] }> {
  const serverPart = deferredPart(() => Promise.resolve(component), FOOTER);
  await serverPart.preload();
  container = document.createElement('div');
  container.innerHTML = renderToString(<Frame part={serverPart} />);
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  const consoleErrors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => consoleErrors.push(args));
  const page = container;
  await act(async () => {
    root = hydrateRoot(page, <Frame part={clientPart} />, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  return { recoverableErrors, consoleErrors };
}

const button = () => {
  const found = container?.querySelector('button');
  if (!found) throw new Error('the part is not on the page');
  return found;
};

describe("React's thenable protocol, which a deferred part is built on", () => {
  it('renders a part whose code is loaded in a string render at once: use() reads a settled thenable without waiting', async () => {
    const part = deferredPart(() => Promise.resolve(Counter), FOOTER);
    await part.preload();
    expect(renderToString(<Frame part={part} />)).toMatch(/<button type="button">Kliknięcia: (<!-- -->)?0<\/button>/);
  });

  it('keeps a suspended part out of a string render without throwing: its Suspense boundary renders the fallback', () => {
    const part = deferredPart(() => new Promise<ComponentType>(() => undefined), FOOTER);
    const html = renderToString(<Frame part={part} />);
    expect(html).toMatch(/^<footer data-deferred="">/);
    expect(html).not.toContain('Kliknięcia');
  });
});

describe('a deferred part', () => {
  it('keeps the server HTML as it is and downloads nothing until the user reaches into it', async () => {
    const { load, finish } = controlledLoad();
    const { recoverableErrors, consoleErrors } = await hydrateServerPage(deferredPart(load, FOOTER));
    const serverButton = button();
    expect(serverButton).toHaveTextContent('Kliknięcia: 0');
    expect(load).not.toHaveBeenCalled();
    expect(container?.querySelector('footer')).not.toHaveAttribute('data-interactive');

    await act(async () => button().dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    await finish();
    act(() => button().click());
    expect(button()).toHaveTextContent('Kliknięcia: 1');
    // Hydrated, not rendered again: the element the server sent is the one that answers, and the frame says so.
    expect(button()).toBe(serverButton);
    expect(container?.querySelector('footer')).toHaveAttribute('data-interactive', '');
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('holds a click made before its code came and gives it once the part answers, exactly once', async () => {
    const { load, finish } = controlledLoad();
    await hydrateServerPage(deferredPart(load, FOOTER));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void button().dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('Kliknięcia: 0');

    await finish();
    expect(button()).toHaveTextContent('Kliknięcia: 1');
  });

  it('takes a radio chosen before its code came as the choice, made through the app, not only in the page', async () => {
    const { load, finish } = controlledLoad(Choice);
    await hydrateServerPage(deferredPart(load, FOOTER), Choice);
    const dark = () => container?.querySelector<HTMLInputElement>('input[value="dark"]');
    await act(async () => void dark()?.click());
    // Held: the browser does not tick it behind the app's back.
    expect(dark()?.checked).toBe(false);

    await finish();
    expect(dark()?.checked).toBe(true);
    expect(container?.querySelector('output')).toHaveTextContent('Wybrano: dark');
  });

  it('leaves a click with a modifier key to the browser (a link opened in a new tab)', async () => {
    const { load } = controlledLoad();
    await hydrateServerPage(deferredPart(load, FOOTER));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => void button().dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
  });

  it('keeps the server HTML when its code cannot be loaded, and tries again on the next approach', async () => {
    const first = controlledLoad();
    const second = controlledLoad();
    const load = vi.fn(first.load).mockImplementationOnce(first.load).mockImplementationOnce(second.load);
    await hydrateServerPage(deferredPart(load, FOOTER));
    await act(async () => button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    await first.fail();
    expect(button()).toHaveTextContent('Kliknięcia: 0');

    await act(async () => button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(2);
    await second.finish();
    act(() => button().click());
    expect(button()).toHaveTextContent('Kliknięcia: 1');
  });

  it('loads at once where the browser renders the page itself (the shell: there is no server HTML to show)', async () => {
    const { load, finish } = controlledLoad();
    container = document.createElement('div');
    document.body.append(container);
    const page = container;
    act(() => {
      root = createRoot(page);
      root.render(<Frame part={deferredPart(load, FOOTER)} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await finish();
    expect(button()).toHaveTextContent('Kliknięcia: 0');
  });
});

describe('when a deferred part loads', () => {
  /** The frame is on screen at once: jsdom has no IntersectionObserver, so one that sees every element stands in. */
  function everythingInView() {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
        observe(target: Element) {
          this.report([{ target, isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
  }

  afterEach(() => vi.unstubAllGlobals());

  it('fetches a part below the first screen as soon as it nears the viewport', async () => {
    everythingInView();
    const { load } = controlledLoad();
    await hydrateServerPage(deferredPart(load, FOOTER));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches an on-screen part that works as server HTML (the cookie form) only once the user reaches in', async () => {
    everythingInView();
    const { load, finish } = controlledLoad();
    await hydrateServerPage(deferredPart(load, { loadWhenNear: false }));
    expect(load).not.toHaveBeenCalled();

    await act(async () => button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    await finish();
    act(() => button().click());
    expect(button()).toHaveTextContent('Kliknięcia: 1');
  });
});
