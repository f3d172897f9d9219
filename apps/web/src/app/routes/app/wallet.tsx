import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

/** The Wallet tab (points and ball money): an honest empty state until the shop brings them. */
export function Component() {
  const { t } = useTranslation();
  return <EmptyState title={t('app.wallet.title')}>{t('app.wallet.empty')}</EmptyState>;
}
