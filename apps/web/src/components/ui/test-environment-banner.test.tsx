import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { mountTestEnvironmentBanner } from './test-environment-banner';

/** The "test environment" banner, shown when the server marks the page (TEST_ENVIRONMENT=true). */

afterEach(() => {
  document.documentElement.removeAttribute('data-test-environment');
  document.getElementById('test-environment-banner')?.remove();
});

describe('the test environment banner', () => {
  it('shows once, translated, on a page the server marked', async () => {
    await i18n.changeLanguage('da');
    document.documentElement.setAttribute('data-test-environment', '');
    mountTestEnvironmentBanner();
    mountTestEnvironmentBanner();
    const banner = await screen.findByRole('note');
    expect(banner).toHaveTextContent(
      'Testmiljø: testbetalinger og test-login er slået til. Intet her er ægte.',
    );
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(document.body.firstElementChild?.id).toBe('test-environment-banner');
  });

  it('shows nothing on an unmarked page', () => {
    mountTestEnvironmentBanner();
    expect(document.getElementById('test-environment-banner')).toBeNull();
  });
});
