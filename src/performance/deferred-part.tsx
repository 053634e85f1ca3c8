import { Suspense, use, useEffect, useSyncExternalStore, type ComponentType, type RefObject } from 'react';
import { loadBeforeServerRender } from './server-render-code';

/**
 * Input that shows the user reaching into a part: its code is fetched at once. A click too: assistive technology may
 * activate a control without pointer or focus events.
 */
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

/** The attribute that marks a part's frame for the page's tap holder (`TAP_HOLDER` in ./entry-loader.ts). */
const FRAME = { 'data-deferred': '' } as const;

/** The tap holder's handle (`TAP_HOLDER` in ./entry-loader.ts); absent where no server page was rendered (the shell). */
interface HeldTaps {
  holds(within: Node): boolean;
  giveBack(within: Node): void;
}

declare global {
  interface Window {
    $_taps?: HeldTaps;
  }
}

/** Whether React is hydrating: it reads the server snapshot then, the client's otherwise. */
const noChange = () => () => undefined;
const inBrowserRender = () => false;
const inHydration = () => true;

/** A thenable use() returns from at once: React reads the status before it waits. */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** How far ahead of the viewport a part starts loading: the user scrolling there finds it ready. */
const AHEAD = '100% 0px';

export interface DeferredPart {
  /** Spread onto the frame element: it marks the frame whose clicks are held until the part answers. */
  frame: typeof FRAME;
  /** The part itself, in a Suspense boundary of its own: render it inside the frame element the hook watches. */
  Content: ComponentType;
  /**
   * Watches the frame element: the part's code is fetched when the user reaches in, or (a part below the first screen)
   * when the frame nears the viewport.
   */
  useFrame: (frame: RefObject<HTMLElement | null>) => void;
  /** Loads the code now. */
  preload: () => Promise<void>;
}

export interface DeferredPartOptions {
  /**
   * True for a part below the first screen (the footer): its code comes as the user scrolls near it. False for a part
   * that is on screen but works as server HTML until used (the cookie banner, a real form): its code comes only when
   * the user reaches in.
   */
  loadWhenNear: boolean;
}

/**
 * A part of every page that a first visit does not need to run: the server renders it, and the browser keeps that
 * HTML, not hydrated, until the part nears the viewport (if `loadWhenNear`) or the user points, touches or tabs into it. Only then does its code (and its messages) download, and React hydrates it. A click
 * in it before that, even before the app's code has arrived, is held by the page's tap holder (./entry-loader.ts) and
 * given again once the part answers (a radio is then chosen through the app, a link navigates within it), so no tap is
 * lost; a click with a modifier key or another button (a link opened in a new tab) is the browser's, as always. A part
 * the browser renders itself (the shell, no server HTML) loads at once. A load that fails (offline before the app was
 * stored) gives a held click back to the server's HTML (a link is followed as it is), and the next approach tries again.
 */
export function deferredPart(load: () => Promise<ComponentType>, { loadWhenNear }: DeferredPartOptions): DeferredPart {
  let Loaded: ComponentType | undefined;
  let attempt: Promise<void> | undefined;
  let hydrated = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  // The frames showing the part: told once it answers to input (`data-interactive`, which the tap holder and tests
  // read), and given their held clicks then, or back to the server's HTML if its code cannot be loaded.
  const frames = new Set<HTMLElement>();

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
        for (const frame of frames) window.$_taps?.giveBack(frame);
      },
    ));

  function markHydrated(): void {
    hydrated = true;
    for (const frame of frames) {
      // Interactive first: the clicks given back now must reach React, not the holder again.
      frame.dataset.interactive = '';
      window.$_taps?.giveBack(frame);
    }
  }

  function Part() {
    // Hydrating, the part suspends until its code is there: React keeps the server's HTML in place until then.
    // Rendered by the browser, it shows nothing until then. One use() call in every render, as React requires.
    use(useSyncExternalStore(noChange, inBrowserRender, inHydration) ? ready : SETTLED);
    const Component = useSyncExternalStore(onLoaded, loaded, loaded);
    useEffect(() => {
      if (Component) markHydrated();
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

  function useFrame(frame: RefObject<HTMLElement | null>): void {
    useEffect(() => {
      const element = frame.current;
      if (!element) return;
      if (hydrated) {
        element.dataset.interactive = '';
        return;
      }
      frames.add(element);
      // Nothing came from the server (the shell renders in the browser): there is nothing to show without the code.
      if (!element.hasChildNodes()) {
        void fetchCode();
        return () => void frames.delete(element);
      }
      // A click held before the app started is waiting for the code.
      if (window.$_taps?.holds(element)) void fetchCode();
      const reach = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) void fetchCode();
      };
      const near = (entries: IntersectionObserverEntry[]) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchCode();
      };
      const observer =
        loadWhenNear && typeof IntersectionObserver === 'function' ? new IntersectionObserver(near, { rootMargin: AHEAD }) : undefined;
      observer?.observe(element);
      for (const type of REACHING) window.addEventListener(type, reach, { capture: true, passive: true });
      return () => {
        frames.delete(element);
        observer?.disconnect();
        for (const type of REACHING) window.removeEventListener(type, reach, { capture: true });
      };
    }, [frame]);
  }

  loadBeforeServerRender(fetchCode);
  return { frame: FRAME, Content, useFrame, preload: fetchCode };
}
