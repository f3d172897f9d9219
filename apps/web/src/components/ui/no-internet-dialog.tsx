import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

/** The no-internet popup titled OOOPS (spec §2, §8), e.g. when Save is pressed offline. */
export function NoInternetDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('common.offline.title')} className="dialog--small">
      <p>{t('common.offline.text')}</p>
      <div className="dialog__actions">
        <Button onClick={onClose}>{t('common.ok')}</Button>
      </div>
    </Dialog>
  );
}
