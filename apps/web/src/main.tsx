import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { PORTAL } from './features/partner/model/paths';
import { loadInitialTranslations } from './lib/i18n';
import { restoreDeviceSession } from './lib/session';
import './styles/global.css';

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

// Only the active language's translations are fetched; render once they are there (or failed).
const { pathname } = window.location;
const portal = pathname === PORTAL.root || pathname.startsWith(`${PORTAL.root}/`);
Promise.all([loadInitialTranslations(pathname, portal), restoreDeviceSession()]).then(render, render);
