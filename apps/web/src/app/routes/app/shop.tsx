import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

/** The Shop tab: an honest empty state until the club shop feature is mounted here. */
export function Component() {
  const { t } = useTranslation();
  return <EmptyState title={t('app.shop.title')}>{t('app.shop.empty')}</EmptyState>;
}
