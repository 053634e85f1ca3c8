import { t } from '@lingui/core/macro';
import { useEffect, useState, type ComponentType } from 'react';
import { showAlert } from './alerts';

export interface OnDemandProps<P> {
  /** Loads the component; a module-level function, so the browser's module cache makes a second mount instant. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Called when the load fails, after the user was told: the caller drops what it asked for. */
  onFailure?: () => void;
}

/**
 * A component that only some visits need (a dialog, an overlay), rendered by mounting this: its code and messages come
 * with its first use instead of with every page. Nothing shows until it has loaded. A load that fails (offline before
 * the app was stored on this device) says so and calls `onFailure`; the next mount tries again.
 */
export function OnDemand<P extends object>({ load, props, onFailure }: OnDemandProps<P>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (current) setComponent(() => loaded);
      },
      () => {
        if (!current) return;
        showAlert({ type: 'danger', message: t`This could not be opened. Check your connection and try again.` });
        onFailure?.();
      },
    );
    return () => {
      current = false;
    };
  }, [load, onFailure]);
  return Component ? <Component {...props} /> : null;
}
