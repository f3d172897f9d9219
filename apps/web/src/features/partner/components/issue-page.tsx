import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useIssueVoucher } from '../api/issue';
import { useProducts } from '../api/products';
import { BulkIssueForm } from './bulk-issue-form';
import { OfferForm } from './offer-form';

/**
 * Issue vouchers of a product to one golfer, send offers to golfers who accepted them (OfferForm),
 * and issue to a list of golfers (BulkIssueForm).
 */
export function IssuePage() {
  const { t } = useTranslation();
  const products = useProducts();
  const issue = useIssueVoucher();
  const onSale = (products.data?.items ?? []).filter((p) => p.status === 'active');
  const productOptions = onSale.map((p) => ({ value: String(p.product_id), label: p.name }));
  const [productId, setProductId] = useState('');
  const [by, setBy] = useState<'email' | 'member'>('email');
  const [who, setWho] = useState('');
  const [quantity, setQuantity] = useState(1);
  const fields = serverFieldErrors(issue.error);
  const fieldError = (name: string) => fieldErrorText(fields.find((f) => f.field === name)?.message, t);

  const submitIssue = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate({
      product_id: Number(productId),
      quantity,
      ...(by === 'email' ? { email: who } : { member_number: who }),
    });
  };
  return (
    <>
      <form className="portal-card" onSubmit={submitIssue} noValidate aria-labelledby="issue-title">
        <h1 id="issue-title">{t('partner.issue.title')}</h1>
        {issue.isSuccess && (
          <Alert variant="success">
            {t('partner.issue.done', { count: issue.data.voucher_ids.length, name: issue.data.golfer_name })}
          </Alert>
        )}
        {issue.isError && fields.length === 0 && (
          <Alert variant="error">{errorMessage(issue.error, t)}</Alert>
        )}
        <div className="portal-grid">
          <SelectField
            label={t('partner.issue.product')}
            value={productId}
            placeholder="—"
            options={productOptions}
            error={fieldError('product_id')}
            onChange={(e) => setProductId(e.target.value)}
          />
          <SelectField
            label={t('partner.issue.by')}
            value={by}
            options={[
              { value: 'email', label: t('partner.issue.byEmail') },
              { value: 'member', label: t('partner.issue.byMember') },
            ]}
            onChange={(e) => setBy(e.target.value as 'email' | 'member')}
          />
          <TextField
            label={by === 'email' ? t('partner.issue.email') : t('partner.issue.memberNumber')}
            type={by === 'email' ? 'email' : 'text'}
            value={who}
            error={fieldError(by === 'email' ? 'email' : 'member_number')}
            onChange={(e) => setWho(e.target.value)}
          />
          <TextField
            label={t('partner.issue.quantity')}
            type="number"
            min={1}
            max={20}
            value={String(quantity)}
            error={fieldError('quantity')}
            onChange={(e) => setQuantity(Number(e.target.value))}
          />
        </div>
        <Button type="submit" busy={issue.isPending}>
          {t('partner.issue.submit')}
        </Button>
      </form>

      <OfferForm productOptions={productOptions} />
      <BulkIssueForm productOptions={productOptions} />
    </>
  );
}
