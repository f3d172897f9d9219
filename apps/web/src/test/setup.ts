import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resources } from '@golfwallet/core/i18n/resources';
import { i18n } from '../lib/i18n';

// The browser loads translations per locale on demand; tests get every locale and section at once.
for (const [locale, sections] of Object.entries(resources)) {
  i18n.addResourceBundle(locale, 'translation', sections, true, true);
}

// jsdom does not scroll; pages that scroll to the top on open call this.
window.scrollTo = () => {};

// Route modules load lazily on first use; on a busy machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests.
afterEach(() => cleanup());
