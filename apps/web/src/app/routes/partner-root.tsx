import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { toLocale } from '@golfwallet/core/i18n/locales';
import { Spinner } from '../../components/ui/spinner';
import { PORTAL_SECTIONS } from '../../lib/i18n-bundles';
import { useSections } from '../../lib/use-sections';

/** /partner/…: the club portal, its own shell; its texts (section `partner`) load with it. */
export function Component() {
  const { i18n } = useTranslation();
  const { status, retry } = useSections(toLocale(i18n.language) ?? 'da', PORTAL_SECTIONS);
  if (status === 'loading') return <Spinner overlay />;
  if (status === 'error') {
    retry();
    return <Spinner overlay />;
  }
  return <Outlet />;
}
