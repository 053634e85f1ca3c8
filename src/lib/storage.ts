/**
 * localStorage access that never throws: private modes and blocked storage make every call fail,
 * and a missing preference must then behave like a first visit instead of breaking the app.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the preference only lives for this page view.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored can be removed when storage is blocked.
  }
}
