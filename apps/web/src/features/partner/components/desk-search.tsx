import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '@golfwallet/core/client/api-client';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useDeskSearch } from '../api/desk';
import { usePortalFormat } from '../hooks/use-portal-format';

/** Finds the club's own vouchers by the golfer's name or member number; Choose looks one up. */
export function DeskSearch({ onChoose }: { onChoose: (voucherNumber: string) => void }) {
  const { t } = useTranslation();
  const { dateTime } = usePortalFormat();
  const search = useDeskSearch();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate(text);
  };
  const hits = search.data?.items;
  const fieldError =
    search.error instanceof ApiError
      ? fieldErrorText(search.error.fields.find((f) => f.field === 'q')?.message, t)
      : undefined;
  return (
    <section className="portal-card" aria-labelledby="desk-search-title">
      <h2 id="desk-search-title">{t('partner.desk.searchTitle')}</h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('partner.desk.search')}
          value={text}
          autoComplete="off"
          error={fieldError}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="portal-actions">
          <Button type="submit" variant="secondary" busy={search.isPending}>
            {t('partner.desk.searchSubmit')}
          </Button>
        </div>
      </form>
      {search.isError && !fieldError && <Alert variant="error">{errorMessage(search.error, t)}</Alert>}
      {hits && hits.length === 0 && <p role="status">{t('partner.desk.noHits')}</p>}
      {hits && hits.length > 0 && (
        <ul className="portal-hits" aria-label={t('partner.desk.hits')}>
          {hits.map((hit) => (
            <li key={hit.voucher_number} className="portal-hit">
              <span>
                <strong>
                  {hit.first_name} {hit.last_name}
                </strong>
                {hit.member_number ? ` (${hit.member_number})` : ''} · {hit.voucher_name} ·{' '}
                {hit.voucher_number} · {t('partner.desk.usesLeft')}:{' '}
                {hit.uses_left ?? t('partner.desk.unlimited')} · {t('partner.desk.validTo')}{' '}
                {dateTime(hit.valid_to)}
              </span>
              <Button variant="secondary" onClick={() => onChoose(hit.voucher_number)}>
                {t('partner.desk.choose')}
                <span className="visually-hidden">
                  {' '}
                  {hit.voucher_name} {hit.voucher_number}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
