import type { ManifestOptions } from 'vite-plugin-pwa';

/** Web app manifest (installable on Android home screens and as a desktop app window). */
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Okazje – promocje i kupony',
  short_name: 'Okazje',
  description: 'Społeczność łowców okazji: najlepsze promocje, kupony i kody rabatowe w Polsce.',
  lang: 'pl',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  display_override: ['window-controls-overlay', 'standalone'],
  theme_color: '#e8501c',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-monochrome-512.png', sizes: '512x512', type: 'image/png', purpose: 'monochrome' },
  ],
};
