import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resources } from '@golfwallet/core/i18n/resources';
import { cookieDecision } from '../lib/cookie-consent';
import { i18n } from '../lib/i18n';

// The browser loads translations per locale on demand; tests get every locale and section at once.
for (const [locale, sections] of Object.entries(resources)) {
  i18n.addResources(locale, sections);
}

// jsdom does not scroll; pages that scroll to the top on open call this.
window.scrollTo = () => {};

// Route modules load lazily on first use; on a busy machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests.
afterEach(() => cleanup());

// A visitor who has already answered the cookie consent ("Necessary only"), so its panel is in no
// page's way; the consent's own tests start undecided.
beforeEach(() => cookieDecision.set({ statistics: false, decided_at: '2026-01-01T00:00:00.000Z' }));
