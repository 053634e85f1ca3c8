import { act } from '@testing-library/react';
import { useRef, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredPart, type DeferredPart } from '@/lib/deferred-part';

/** A part with something to click, as the footer has (the theme and language switches, the cookie settings). */
function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      Kliknięcia: {clicks}
    </button>
  );
}

function Frame({ part }: { part: DeferredPart }) {
  const frame = useRef<HTMLElement>(null);
  part.useLoadWhenNear(frame);
  return (
    <footer ref={frame}>
      <part.Content />
    </footer>
  );
}

/** The code's download, finished by the test. */
function controlledLoad() {
  let finish: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        finish = () => resolve(Counter);
        fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      }),
  );
  return { load, finish: () => act(async () => finish()), fail: () => act(async () => fail()) };
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
});

/** The page as the server sends it, then hydrated by the browser with a part whose code has not come yet. */
async function hydrateServerPage(clientPart: DeferredPart): Promise<{ recoverableErrors: unknown[]; consoleErrors: unknown[] }> {
  const serverPart = deferredPart(() => Promise.resolve(Counter));
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

describe('a deferred part', () => {
  it('keeps the server HTML as it is and downloads nothing until the user reaches into it', async () => {
    const { load, finish } = controlledLoad();
    const { recoverableErrors, consoleErrors } = await hydrateServerPage(deferredPart(load));
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
    await hydrateServerPage(deferredPart(load));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void button().dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('Kliknięcia: 0');

    await finish();
    expect(button()).toHaveTextContent('Kliknięcia: 1');
  });

  it('leaves a click with a modifier key to the browser (a link opened in a new tab)', async () => {
    const { load } = controlledLoad();
    await hydrateServerPage(deferredPart(load));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => void button().dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
  });

  it('keeps the server HTML when its code cannot be loaded, and tries again on the next approach', async () => {
    const first = controlledLoad();
    const second = controlledLoad();
    const load = vi.fn(first.load).mockImplementationOnce(first.load).mockImplementationOnce(second.load);
    await hydrateServerPage(deferredPart(load));
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
      root.render(<Frame part={deferredPart(load)} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await finish();
    expect(button()).toHaveTextContent('Kliknięcia: 0');
  });
});
