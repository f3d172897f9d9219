import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { loadFirstTranslations } from './lib/i18n';
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

// Only the active language's translations are fetched: the shells' first (each route's own load
// with it, app/router.tsx); render once they are there (or failed).
Promise.all([loadFirstTranslations(), restoreDeviceSession()]).then(render, render);
