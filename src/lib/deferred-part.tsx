import { Suspense, use, useEffect, useSyncExternalStore, type ComponentType, type RefObject } from 'react';
import { loadBeforeServerRender } from './server-render-code';

/** Input that shows the user reaching into a part: its code is fetched at once. */
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Whether React is hydrating: it reads the server snapshot then, the client's otherwise. */
const noChange = () => () => undefined;
const inBrowserRender = () => false;
const inHydration = () => true;

/** A thenable use() returns from at once: React reads the status before it waits. */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** How far ahead of the viewport a part starts loading: the user scrolling there finds it ready. */
const AHEAD = '100% 0px';

export interface DeferredPart {
  /** The part itself, in a Suspense boundary of its own: render it inside the frame element the hook watches. */
  Content: ComponentType;
  /** Watches the frame element: the part's code is fetched when the frame nears the viewport or the user reaches in. */
  useLoadWhenNear: (frame: RefObject<HTMLElement | null>) => void;
  /** Loads the code now. */
  preload: () => Promise<void>;
}

/**
 * A part of every page that starts below the first screen (the footer) and that a first visit does not need to run:
 * the server renders it, and the browser keeps that HTML, not hydrated, until the part nears the viewport or the user
 * points, touches or tabs into it. Only then does its code (and its messages) download, and React hydrates it. A click
 * in it before that is held and given again once the part answers (a link then navigates within the app), so no tap is
 * lost; a click with a modifier key or another button (a link opened in a new tab) is the browser's, as always. A part
 * the browser renders itself (the shell, no server HTML) loads at once. A load that fails (offline before the app was
 * stored) gives a held click back to the server's HTML (a link is followed as it is), and the next approach tries again.
 */
export function deferredPart(load: () => Promise<ComponentType>): DeferredPart {
  let Loaded: ComponentType | undefined;
  let attempt: Promise<void> | undefined;
  let hydrated = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const held: EventTarget[] = [];
  // Told once the part answers to input, for the frame to say so (`data-interactive`, which tests wait for).
  const whenHydrated = new Set<() => void>();

  // The loaded component as an external store: a part the browser renders itself shows it as soon as it is there.
  const listeners = new Set<() => void>();
  const onLoaded = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const loaded = () => Loaded;

  const fetchCode = (): Promise<void> =>
    (attempt ??= load().then(
      (component) => {
        Loaded = component;
        // use() reads a thenable's status first: marked fulfilled, `ready` is used without suspending from now on
        // (the server render, a part mounted again), and every hydrating render makes the same use() call.
        Object.assign(ready, { status: 'fulfilled', value: undefined });
        markReady();
        for (const listener of listeners) listener();
      },
      () => {
        attempt = undefined;
        // Without its code the part stays the server's HTML: a held click goes to it, a link is followed.
        giveBack();
      },
    ));

  let givingBack = false;
  function giveBack(): void {
    givingBack = true;
    try {
      for (const target of held.splice(0)) {
        if (target instanceof Node && target.isConnected)
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }
    } finally {
      givingBack = false;
    }
  }

  function Part() {
    // Hydrating, the part suspends until its code is there: React keeps the server's HTML in place until then.
    // Rendered by the browser, it shows nothing until then. One use() call in every render, as React requires.
    use(useSyncExternalStore(noChange, inBrowserRender, inHydration) ? ready : SETTLED);
    const Component = useSyncExternalStore(onLoaded, loaded, loaded);
    useEffect(() => {
      if (!Component) return;
      hydrated = true;
      giveBack();
      for (const listener of whenHydrated) listener();
    }, [Component]);
    return Component ? <Component /> : null;
  }

  function Content() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  }

  function useLoadWhenNear(frame: RefObject<HTMLElement | null>): void {
    useEffect(() => {
      const element = frame.current;
      if (!element) return;
      const markInteractive = () => {
        element.dataset.interactive = '';
      };
      if (hydrated) return markInteractive();
      whenHydrated.add(markInteractive);
      // Nothing came from the server (the shell renders in the browser): there is nothing to show without the code.
      if (!element.hasChildNodes()) {
        void fetchCode();
        return () => void whenHydrated.delete(markInteractive);
      }
      const reach = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) void fetchCode();
      };
      // React drops a click on HTML it has not hydrated yet: the click is held here, before React sees it.
      const hold = (event: MouseEvent) => {
        if (hydrated || givingBack || !(event.target instanceof Node) || !element.contains(event.target)) return;
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        held.push(event.target);
        void fetchCode();
      };
      const near = (entries: IntersectionObserverEntry[]) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchCode();
      };
      const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver(near, { rootMargin: AHEAD }) : undefined;
      observer?.observe(element);
      for (const type of REACHING) window.addEventListener(type, reach, { capture: true, passive: true });
      window.addEventListener('click', hold, { capture: true });
      return () => {
        whenHydrated.delete(markInteractive);
        observer?.disconnect();
        for (const type of REACHING) window.removeEventListener(type, reach, { capture: true });
        window.removeEventListener('click', hold, { capture: true });
      };
    }, [frame]);
  }

  loadBeforeServerRender(fetchCode);
  return { Content, useLoadWhenNear, preload: fetchCode };
}
