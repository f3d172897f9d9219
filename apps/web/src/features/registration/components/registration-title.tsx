import { useTranslation } from 'react-i18next';
import { useRegistrationDraft } from '../model/draft-store';

/**
 * The title of the contact and password steps (spec §2): "non-union" for the non-member flow; a
 * union member on these shared steps keeps the union title of their flow.
 */
export function RegistrationTitle() {
  const { t } = useTranslation();
  const { data } = useRegistrationDraft();
  return <h1>{data.is_member ? t('registration.titles.union') : t('registration.titles.nonUnion')}</h1>;
}
