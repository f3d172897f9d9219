import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { session } from '../../../lib/storage';
import { useSaveNewsletterConsent } from '../api/save-newsletter-consent';
import './newsletter.css';

/** Spec §9: the popup opens 1000 ms after landing. */
export const NEWSLETTER_DELAY_MS = 1000;

/**
 * The newsletter popup of spec §4: 1 s after a signed-in golfer whose e-mail is confirmed and who
 * has not been asked yet lands here, once per browser session (session newsletterShown). Step 1
 * asks about the newsletter, step 2 about offers from clubs; any answer moves on, and after step 2
 * both answers are saved together with newsletter_asked.
 */
export function NewsletterPrompt() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const eligible = Boolean(user?.email_confirmed && !user.newsletter_asked);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);
  const [newsletter, setNewsletter] = useState(false);
  const save = useSaveNewsletterConsent();

  useEffect(() => {
    if (!eligible || session.get('newsletterShown')) return undefined;
    const timer = setTimeout(() => {
      session.set('newsletterShown', '1');
      setOpen(true);
    }, NEWSLETTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);

  function answer(yes: boolean) {
    if (step === 1) {
      setNewsletter(yes);
      setStep(2);
      return;
    }
    if (save.isPending) return;
    save.mutate({ newsletter, offers: yes }, { onSuccess: () => setOpen(false) });
  }

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
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
