import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library gives findBy/waitFor 1 s. With one worker per core on CI's 2 cores, a chain such as delete → sign out →
// navigate home → alert can take longer while nothing is wrong ("after deleting the account…" failed a CI run that
// way); 5 s keeps a failing assertion failing, only later.
configure({ asyncUtilTimeout: 5_000 });

// A file that runs in Node (`@vitest-environment node`, the build's own test) has no window.
const inBrowser = typeof window !== 'undefined';

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
if (inBrowser) window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  if (inBrowser) window.localStorage.clear();
});
