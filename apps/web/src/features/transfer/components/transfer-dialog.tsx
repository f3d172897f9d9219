import { ApiError } from '@golfwallet/core/client/api-client';
import { TRANSFER_MESSAGE_MAX } from '@golfwallet/core/contracts/transfers/create-transfer';
import { DEFAULT_PHONE_PREFIX } from '@golfwallet/core/validation/field-limits';
import {
  emptyTransferForm,
  splitPickedPhone,
  type TransferFormInput,
} from '@golfwallet/core/validation/transfer';
import { useId, useMemo, useState } from 'react';
import { type FieldName, useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { applyServerFieldErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useCreateTransfer } from '../api/create-transfer';
import './transfer.css';
import { PATHS } from '../../../lib/paths';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';

/** The form's rules (zod), fetched as the form mounts. */
const rules = lazyRules(() => import('@golfwallet/core/validation/transfer-form'));

/** What the transfer popup needs of a voucher (or of a group of identical ones). */
export interface TransferableVoucher {
  voucher_id: number;
  voucher_name: string;
  /** How many identical vouchers are available to send. */
  count: number;
}

export interface TransferDialogProps {
  /** The voucher to send; null keeps the popup closed. */
  voucher: TransferableVoucher | null;
  onClose: () => void;
  /** Called once a transfer has been sent (to reload the lists it changed). */
  onTransferred?: () => void;
}

/** The voucher transfer popup, followed by the thank-you popup with 'Go to main page'. */
export function TransferDialog({ voucher, onClose, onTransferred }: TransferDialogProps) {
  if (!voucher) return null;
  return (
    <TransferFlow
      key={voucher.voucher_id}
      voucher={voucher}
      onClose={onClose}
      onTransferred={onTransferred}
    />
  );
}

function TransferFlow({
  voucher,
  onClose,
  onTransferred,
}: TransferDialogProps & { voucher: TransferableVoucher }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <MessageDialog
        open
        title={t('vouchers.transferDone.title')}
        buttonLabel={t('vouchers.transferDone.home')}
        onClose={() => {
          onClose();
          navigate(PATHS.landing);
        }}
      >
        {t('vouchers.transferDone.text')}
      </MessageDialog>
    );
  }
  return (
    <Dialog open onClose={onClose} title={t('vouchers.transfer.title')} className="transfer-dialog">
      <TransferForm
        voucher={voucher}
        onCancel={onClose}
        onSent={() => {
          setDone(true);
          onTransferred?.();
        }}
      />
    </Dialog>
  );
}

const FORM_FIELDS: readonly FieldName<TransferFormInput>[] = [
  'quantity',
  'email',
  'confirm_email',
  'country_code',
  'phone',
  'message',
];

/**
 * The transfer form itself: the popup's body on the web and the Transfer tab in the app.
 * `pickPhone` (the device contacts, where there are any) adds a "Pick from contacts" button.
 */
export function TransferForm({
  voucher,
  onCancel,
  onSent,
  pickPhone,
}: {
  voucher: TransferableVoucher;
  onCancel?: () => void;
  onSent: () => void;
  /** The device contacts' picker and its button's label (the app's texts, which the web's popup does not load). */
  pickPhone?: { pick: () => Promise<string | null>; label: string };
}) {
  const { t } = useTranslation();
  const available = Math.max(1, voucher.count);
  usePreloadedRules(rules);
  const resolver = useMemo(
    () => lazyZodResolver(rules, (module) => module.transferFormSchema(available)),
    [available],
  );
  const form = useForm({ resolver, defaultValues: emptyTransferForm() });
  const { register, handleSubmit, watch, setError, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const channel = watch('channel');
  const transfer = useCreateTransfer();
  /** Set once sending failed: the specific reason, when the API gave one beyond "not successful". */
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const messageId = useId();
  const alertId = useId();

  const fieldError = (name: FieldName<TransferFormInput>) => fieldErrorText(errors[name]?.message, t);

  const onSubmit = handleSubmit((body) => {
    setFailure(null);
    transfer.mutate(
      { voucherId: voucher.voucher_id, body },
      {
        onSuccess: onSent,
        onError: (error) => {
          applyServerFieldErrors(serverFieldErrors(error), FORM_FIELDS, setError);
          const generic =
            error instanceof ApiError &&
            (error.code === 'TRANSFER_FAILED' || error.code === 'VALIDATION_FAILED');
          setFailure({ reason: generic ? null : errorMessage(error, t) });
        },
      },
    );
  });

  return (
    <form
      className="transfer-form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={failure ? alertId : undefined}
    >
      <p className="transfer-form__intro">{t('vouchers.transfer.intro', { name: voucher.voucher_name })}</p>
      {failure && (
        <div id={alertId} className="transfer-form__alert" role="alert">
          <p>{t('vouchers.transfer.failed')}</p>
          {failure.reason && <p>{failure.reason}</p>}
        </div>
      )}
      {available > 1 ? (
        <SelectField
          label={t('vouchers.transfer.quantity')}
          error={fieldError('quantity')}
          options={Array.from({ length: available }, (_, index) => ({
            value: String(index + 1),
            label: t('vouchers.transfer.quantityOf', { count: index + 1, available }),
          }))}
          {...register('quantity')}
        />
      ) : (
        <input type="hidden" {...register('quantity')} />
      )}
      <fieldset className="transfer-form__channel">
        <legend>{t('vouchers.transfer.sendBy')}</legend>
        <label>
          <input type="radio" value="email" {...register('channel')} /> {t('vouchers.transfer.byEmail')}
        </label>
        <label>
          <input type="radio" value="phone" {...register('channel')} /> {t('vouchers.transfer.byPhone')}
        </label>
      </fieldset>
      {channel === 'email' ? (
        <>
          <TextField
            type="email"
            autoComplete="off"
            label={t('vouchers.transfer.email')}
            error={fieldError('email')}
            {...register('email')}
          />
          <TextField
            type="email"
            autoComplete="off"
            label={t('vouchers.transfer.confirmEmail')}
            error={fieldError('confirm_email')}
            {...register('confirm_email')}
          />
        </>
      ) : (
        <div className="transfer-form__phone">
          {pickPhone && (
            <Button
              variant="secondary"
              className="transfer-form__pick"
              onClick={async () => {
                const picked = await pickPhone.pick().catch(() => null);
                if (!picked) return;
                const split = splitPickedPhone(picked, getValues('country_code') || DEFAULT_PHONE_PREFIX);
                setValue('country_code', split.country_code, { shouldValidate: formState.isSubmitted });
                setValue('phone', split.phone, { shouldValidate: formState.isSubmitted });
              }}
            >
              {pickPhone.label}
            </Button>
          )}
          <TextField
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={4}
            label={t('vouchers.transfer.countryCode')}
            error={fieldError('country_code')}
            {...register('country_code')}
          />
          <TextField
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={16}
            label={t('vouchers.transfer.phone')}
            error={fieldError('phone')}
            {...register('phone')}
          />
        </div>
      )}
      <div className={['field', errors.message ? 'field--invalid' : null].filter(Boolean).join(' ')}>
        <label htmlFor={messageId} className="field__label">
          {t('vouchers.transfer.message')}
        </label>
        <textarea
          id={messageId}
          className="field__input transfer-form__message"
          rows={3}
          maxLength={TRANSFER_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          {...register('message')}
        />
        {errors.message && (
          <p id={`${messageId}-error`} className="field__error" role="alert">
            {fieldError('message')}
          </p>
        )}
      </div>
      <div className="dialog__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('vouchers.transfer.cancel')}
          </Button>
        )}
        <Button type="submit" busy={transfer.isPending}>
          {t('vouchers.transfer.submit')}
        </Button>
      </div>
    </form>
  );
}
