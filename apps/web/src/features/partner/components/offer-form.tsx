import { OFFER_AUDIENCES } from '@golfwallet/core/contracts/partner/send-offer';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useOfferRecipients, useSendOffer } from '../api/issue';
import { usePortalFormat } from '../hooks/use-portal-format';

type Audience = (typeof OFFER_AUDIENCES)[number];

/**
 * Send an offer: before sending it says how many golfers it goes to (counted by the API, nothing
 * sent), and when the same product already went to the same golfers it says when and asks to
 * confirm; the API refuses a repeat without that confirmation (issue #34, item 17).
 */
export function OfferForm({ productOptions }: { productOptions: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const { dateTime } = usePortalFormat();
  const offer = useSendOffer();
  const [productId, setProductId] = useState('');
  const [audience, setAudience] = useState<Audience>('home_club');
  const [repeatConfirmed, setRepeatConfirmed] = useState(false);
  const recipients = useOfferRecipients(productId ? Number(productId) : null, audience);
  const lastSent = recipients.data?.last_sent_at ?? null;

  const choose = (change: () => void) => {
    change();
    setRepeatConfirmed(false);
    offer.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    offer.mutate(
      { product_id: Number(productId), audience, ...(lastSent ? { confirm_repeat: repeatConfirmed } : {}) },
      { onSuccess: () => setRepeatConfirmed(false) },
    );
  };
  return (
    <form className="portal-card" onSubmit={submit} noValidate aria-labelledby="offer-title">
      <h2 id="offer-title">{t('partner.issue.offerTitle')}</h2>
      <p>{t('partner.issue.offerNote')}</p>
      {offer.isSuccess && (
        <Alert variant="success">{t('partner.issue.offerDone', { count: offer.data.sent })}</Alert>
      )}
      {offer.isError && <Alert variant="error">{errorMessage(offer.error, t)}</Alert>}
      <div className="portal-grid">
        <SelectField
          label={t('partner.issue.product')}
          value={productId}
          placeholder="—"
          options={productOptions}
          onChange={(e) => choose(() => setProductId(e.target.value))}
        />
        <SelectField
          label={t('partner.issue.audience')}
          value={audience}
          options={OFFER_AUDIENCES.map((value) => ({ value, label: t(`partner.issue.audiences.${value}`) }))}
          onChange={(e) => choose(() => setAudience(e.target.value as Audience))}
        />
      </div>
      {recipients.isError && <Alert variant="error">{errorMessage(recipients.error, t)}</Alert>}
      {recipients.data && (
        <p role="status">{t('partner.issue.recipients', { count: recipients.data.recipients })}</p>
      )}
      {lastSent && (
        <>
          <Alert variant="warning">{t('partner.issue.repeatWarning', { date: dateTime(lastSent) })}</Alert>
          <Checkbox
            label={t('partner.issue.confirmRepeat')}
            checked={repeatConfirmed}
            onChange={(e) => setRepeatConfirmed(e.target.checked)}
          />
        </>
      )}
      <Button type="submit" busy={offer.isPending}>
        {t('partner.issue.offerSubmit')}
      </Button>
    </form>
  );
}
