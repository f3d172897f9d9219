import { createRoot } from 'react-dom/client';
import { useTranslation } from '../../lib/use-translation';

const BANNER_ID = 'test-environment-banner';

function TestEnvironmentBanner() {
  const { t } = useTranslation();
  return (
    <p className="test-environment-banner" role="note">
      {t('common.testEnvironment')}
    </p>
  );
}

/**
 * Shows the "test environment" banner above every page when the server marked the page as a test
 * environment's (TEST_ENVIRONMENT=true: `<html data-test-environment>`, apps/api/src/plugins/web-app.ts).
 * A React root of its own before the page's, mounted once: the prerendered public pages and the app
 * (which may take over from them) share it. In the page's language; it follows a language change.
 */
export function mountTestEnvironmentBanner(): void {
  if (!document.documentElement.hasAttribute('data-test-environment')) return;
  if (document.getElementById(BANNER_ID)) return;
  const element = document.createElement('div');
  element.id = BANNER_ID;
  document.body.prepend(element);
  createRoot(element).render(<TestEnvironmentBanner />);
}
