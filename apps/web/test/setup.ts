import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resources } from '@golfwallet/core/i18n/resources';
import { cookieDecision } from '../src/lib/cookie-consent';
import { i18n } from '../src/lib/i18n';
import { server, startContractServer, takeViolations } from './contract-server';

// The browser loads translations per locale on demand; tests get every locale and section at once.
for (const [locale, sections] of Object.entries(resources)) {
  i18n.addResources(locale, sections);
}

// jsdom does not scroll; pages that scroll to the top on open call this.
window.scrollTo = () => {};

// Route modules load lazily on first use; on a busy machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// A visitor who has already answered the cookie consent ("Necessary only"), so its panel is in no
// page's way; the consent's own tests start undecided.
beforeEach(() => cookieDecision.set({ statistics: false, decided_at: '2026-01-01T00:00:00.000Z' }));

// The API answers through Mock Service Worker (contract-server.ts); a request nothing answers is
// an error, and so is a request or an answer that does not match its contract.
beforeAll(() => startContractServer());
// Vitest runs without globals, so Testing Library cannot unmount on its own between tests; the
// unmount comes first, so a test failed for a contract mismatch leaves no page to the next.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  const violations = takeViolations();
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
afterAll(() => server.close());
