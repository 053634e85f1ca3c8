import { applyTheme } from './theme';

/**
 * Loaded by index.html before the app bundle: the stored theme is on <html> before React renders,
 * so a dark-theme visitor never sees a light flash. The CSP forbids inline scripts, hence a module.
 */
applyTheme();
