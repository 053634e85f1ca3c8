const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once per page and resolves when it ran. A failed load is forgotten, so a later
 * attempt (the network came back) tries again instead of replaying the old failure.
 */
export function loadScript(src: string): Promise<void> {
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
