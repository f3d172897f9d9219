import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export interface PrintRulesDialogProps {
  open: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/** The print-rules notice (spec §2, §4): Cancel only closes; Got it agrees and starts the print. */
export function PrintRulesDialog({ open, onAccept, onCancel }: PrintRulesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} title={t('vouchers.printRules.title')} className="print-rules">
      <p className="dialog__text">{t('vouchers.printRules.text')}</p>
      <p className="dialog__text">{t('vouchers.printRules.mobile')}</p>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('vouchers.printRules.cancel')}
        </Button>
        <Button onClick={onAccept}>{t('vouchers.printRules.accept')}</Button>
      </div>
    </Dialog>
  );
}
