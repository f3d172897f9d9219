import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveNewsletterConsent } from '../api/save-newsletter-consent';
import './newsletter.css';

/**
 * The newsletter popup's two steps (spec §4): step 1 asks about the newsletter, step 2 about offers
 * from clubs; any answer moves on, and after step 2 both answers are saved together with
 * newsletter_asked.
 */
export function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2>(1);
  const [newsletter, setNewsletter] = useState(false);
  const save = useSaveNewsletterConsent();

  function answer(yes: boolean) {
    if (step === 1) {
      setNewsletter(yes);
      setStep(2);
      return;
    }
    if (save.isPending) return;
    save.mutate({ newsletter, offers: yes }, { onSuccess: onClose });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('vouchers.newsletter.title')}
      closeOnOutsideClick={false}
      className="newsletter-dialog"
    >
      <p className="newsletter-dialog__step">{t('vouchers.newsletter.step', { step })}</p>
      <p className="newsletter-dialog__question">
        {step === 1 ? t('vouchers.newsletter.newsletterQuestion') : t('vouchers.newsletter.offersQuestion')}
      </p>
      {save.isError && (
        <p className="newsletter-dialog__error" role="alert">
          {t('vouchers.newsletter.saveFailed')}
        </p>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" disabled={save.isPending} onClick={() => answer(false)}>
          {t('vouchers.newsletter.no')}
        </Button>
        <Button busy={save.isPending} onClick={() => answer(true)}>
          {t('vouchers.newsletter.yes')}
        </Button>
      </div>
    </Dialog>
  );
}
