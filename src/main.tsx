import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { captureInstallPrompt } from '@/app/install/install-prompt';
import '@/app/styles/wco.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Before React mounts: the browser may offer installation right after the page loads.
captureInstallPrompt();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
