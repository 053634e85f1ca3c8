import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * Web app manifest (installable on Android home screens and as a desktop app window). Polish, like the default UI;
 * the icons are rendered by tests/tools/generate-icons.ts, the screenshots taken from the production build by
 * tests/tools/take-screenshots.ts.
 */
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Okazje – promocje i kupony',
  short_name: 'Okazje',
  description: 'Społeczność łowców okazji: najlepsze promocje, kupony i kody rabatowe w Polsce.',
  lang: 'pl',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  display_override: ['window-controls-overlay', 'standalone'],
  orientation: 'any',
  // The same colour as the page's light theme-color meta, so the installed window's title bar matches the top bar.
  theme_color: '#ffffff',
  background_color: '#ffffff',
  categories: ['shopping', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-monochrome-512.png', sizes: '512x512', type: 'image/png', purpose: 'monochrome' },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Najlepsze okazje dnia na telefonie',
    },
    {
      src: '/screenshots/home-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Okazje, kategorie i banery na komputerze',
    },
  ],
  // Sharing a product page from a shop's app or the browser opens the add-deal form with the link filled and imported.
  share_target: {
    action: '/add-deal',
    method: 'GET',
    enctype: 'application/x-www-form-urlencoded',
    params: { title: 'title', text: 'text', url: 'url' },
  },
  shortcuts: [
    {
      name: 'Dodaj okazję',
      short_name: 'Dodaj',
      url: '/add-deal',
      icons: [{ src: '/icons/shortcut-add-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Szukaj',
      short_name: 'Szukaj',
      url: '/search',
      icons: [{ src: '/icons/shortcut-search-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Zapisane okazje',
      short_name: 'Zapisane',
      url: '/?tab=favourites',
      icons: [{ src: '/icons/shortcut-saved-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};
