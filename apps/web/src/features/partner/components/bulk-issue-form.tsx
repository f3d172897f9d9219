import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useBulkIssue, usePreviewBulkIssue, useStartBulkIssue } from '../api/bulk-issue';

/**
 * Issue to a list of golfers (issue 35): the club pastes e-mail addresses or member numbers, or
 * uploads a CSV, sees who gets it (unknown entries, duplicates removed, who declined offers), then
 * confirms once; the API hands the vouchers out in a background job whose progress shows here.
 */
export function BulkIssueForm({ productOptions }: { productOptions: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const listId = useId();
  const listErrorId = useId();
  const preview = usePreviewBulkIssue();
  const start = useStartBulkIssue();
  const batch = useBulkIssue(start.data?.id ?? null);
  const [productId, setProductId] = useState('');
  const [list, setList] = useState('');
  const [includeOptedOut, setIncludeOptedOut] = useState(false);
  const body = { product_id: Number(productId), list, include_opted_out: includeOptedOut };
  const fields = serverFieldErrors(preview.error);
  const listError = fieldErrorText(fields.find((f) => f.field === 'list')?.message, t);

  const change = (apply: () => void) => {
    apply();
    preview.reset();
    start.reset();
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) {
      const text = await file.text();
      change(() => setList(text));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    preview.mutate(body);
  };
  const status = batch.data ?? start.data;

  return (
    <form className="portal-card" onSubmit={submit} noValidate aria-labelledby="bulk-title">
      <h2 id="bulk-title">{t('partner.bulk.title')}</h2>
      <p>{t('partner.bulk.note')}</p>
      {preview.isError && fields.length === 0 && (
        <Alert variant="error">{errorMessage(preview.error, t)}</Alert>
      )}
      <div className="portal-grid">
        <SelectField
          label={t('partner.issue.product')}
          value={productId}
          placeholder="—"
          options={productOptions}
          error={fieldErrorText(fields.find((f) => f.field === 'product_id')?.message, t)}
          onChange={(e) => change(() => setProductId(e.target.value))}
        />
      </div>
      <div className={['field', listError ? 'field--invalid' : null].filter(Boolean).join(' ')}>
        <label htmlFor={listId} className="field__label">
          {t('partner.bulk.list')}
        </label>
        <textarea
          id={listId}
          className="field__input"
          rows={6}
          value={list}
          aria-invalid={listError ? true : undefined}
          aria-describedby={listError ? listErrorId : undefined}
          onChange={(e) => change(() => setList(e.target.value))}
        />
        {listError && (
          <p className="field__error" id={listErrorId} role="alert">
            {listError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${listId}-file`} className="field__label">
          {t('partner.bulk.file')}
        </label>
        <input
          id={`${listId}-file`}
          className="field__input"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={readFile}
        />
      </div>
      <Checkbox
        label={t('partner.bulk.includeOptedOut')}
        checked={includeOptedOut}
        onChange={(e) => change(() => setIncludeOptedOut(e.target.checked))}
      />
      <Button type="submit" variant="secondary" busy={preview.isPending}>
        {t('partner.bulk.preview')}
      </Button>

      {preview.data && !start.data && (
        <section aria-live="polite">
          <p role="status">{t('partner.bulk.recipients', { count: preview.data.recipients })}</p>
          {preview.data.duplicates > 0 && (
            <p>{t('partner.bulk.duplicates', { count: preview.data.duplicates })}</p>
          )}
          {preview.data.unknown.length > 0 && (
            <>
              <h3>{t('partner.bulk.unknown')}</h3>
              <ul>
                {preview.data.unknown.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            </>
          )}
          {preview.data.golfers.some((golfer) => golfer.opted_out) && (
            <>
              <h3>{t('partner.bulk.optedOut')}</h3>
              <ul>
                {preview.data.golfers
                  .filter((golfer) => golfer.opted_out)
                  .map((golfer) => (
                    <li key={golfer.entry}>
                      {golfer.name} ({golfer.entry})
                    </li>
                  ))}
              </ul>
            </>
          )}
          {start.isError && <Alert variant="error">{errorMessage(start.error, t)}</Alert>}
          {preview.data.recipients > 0 && (
            <Button type="button" busy={start.isPending} onClick={() => start.mutate(body)}>
              {t('partner.bulk.start', { count: preview.data.recipients })}
            </Button>
          )}
        </section>
      )}

      {status && (
        <section aria-live="polite">
          {status.repeat && <Alert variant="warning">{t('partner.bulk.repeat')}</Alert>}
          <progress max={status.total} value={status.done} aria-label={t('partner.bulk.title')} />
          <p role="status">
            {status.status === 'done'
              ? t('partner.bulk.done', { count: status.done })
              : t('partner.bulk.progress', { done: status.done, total: status.total })}
          </p>
        </section>
      )}
    </form>
  );
}
