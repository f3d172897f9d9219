import type { PortalShopSettings } from '@golfwallet/core/contracts/partner/shop-settings-shapes';
import type { ShopSettingsFormValues, ShopSettingsInput } from '@golfwallet/core/validation/shop-settings';
import { vatRatePercentText } from '@golfwallet/core/validation/vat-rate';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { useForm } from '../../../lib/form';
import { applyServerFieldErrors, serverFieldErrors } from '../../../lib/form-errors';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveShopSettings, useShopSettings } from '../api/shop-settings';
import { usePortalContext } from '../hooks/use-portal-context';

const rules = lazyRules(() => import('@golfwallet/core/validation/shop-settings'));
const resolver = lazyZodResolver(rules, (module) => module.zShopSettingsForm);

const FORM_FIELDS = [
  'vat_number',
  'accepts_points',
  'accepts_ball_money',
  'vat_rate',
  'legal_name',
  'address',
  'contact_email',
  'contact_phone',
] as const;

function formValues(settings: PortalShopSettings): ShopSettingsFormValues {
  return {
    vat_number: settings.vat_number ?? '',
    accepts_points: settings.accepts_points,
    accepts_ball_money: settings.accepts_ball_money,
    vat_rate: vatRatePercentText(settings.vat_rate_bp),
    legal_name: settings.legal_name ?? '',
    address: settings.address ?? '',
    contact_email: settings.contact_email ?? '',
    contact_phone: settings.contact_phone ?? '',
  };
}

/**
 * The club shop's settings: the seller's VAT number that receipts and credit notes print, whether
 * golfers may pay with points and ball money, and the VAT rate in per cent. The owner changes them;
 * the desk sees them with nothing to change (the API refuses the desk's change too).
 */
export function ShopSettingsPage() {
  const { t } = useTranslation();
  const me = usePortalContext();
  const settings = useShopSettings();

  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <Alert variant="error">{errorMessage(settings.error, t)}</Alert>;
  return (
    <>
      <h1>{t('partner.shopSettings.title')}</h1>
      <p>{t('partner.shopSettings.intro')}</p>
      <ShopSettingsForm settings={settings.data} owner={me.club.role === 'owner'} />
    </>
  );
}

function ShopSettingsForm({ settings, owner }: { settings: PortalShopSettings; owner: boolean }) {
  const { t } = useTranslation();
  const save = useSaveShopSettings();
  usePreloadedRules(rules);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<ShopSettingsFormValues, ShopSettingsInput>({ resolver, defaultValues: formValues(settings) });

  const onValid = (values: ShopSettingsInput) => {
    save.mutate(values, {
      onSuccess: (saved) => reset(formValues(saved)),
      onError: (error) =>
        applyServerFieldErrors(serverFieldErrors(error), FORM_FIELDS, setError, { vat_rate_bp: 'vat_rate' }),
    });
  };

  const failure =
    save.isError && serverFieldErrors(save.error).length === 0 ? errorMessage(save.error, t) : null;

  return (
    <form
      className="portal-card"
      onSubmit={handleSubmit(onValid)}
      noValidate
      aria-label={t('partner.shopSettings.title')}
    >
      {isSubmitted && Object.keys(errors).length > 0 && (
        <p className="form-alert" role="alert">
          {fieldErrorText(errors.root?.message, t) ?? t('validation.fieldsError')}
        </p>
      )}
      <fieldset className="portal-fieldset" disabled={!owner}>
        <div className="portal-grid">
          <TextField
            label={t('partner.shopSettings.vatNumber')}
            hint={t('partner.shopSettings.vatNumberHint')}
            autoComplete="off"
            error={fieldErrorText(errors.vat_number?.message, t)}
            {...register('vat_number')}
          />
          <TextField
            label={t('partner.shopSettings.vatRate')}
            inputMode="decimal"
            error={fieldErrorText(errors.vat_rate?.message, t)}
            {...register('vat_rate')}
          />
        </div>
        <fieldset className="portal-fieldset">
          <legend>{t('partner.shopSettings.seller')}</legend>
          <p>{t('partner.shopSettings.sellerNote')}</p>
          <div className="portal-grid">
            <TextField
              label={t('partner.shopSettings.legalName')}
              autoComplete="organization"
              error={fieldErrorText(errors.legal_name?.message, t)}
              {...register('legal_name')}
            />
            <TextField
              label={t('partner.shopSettings.address')}
              hint={t('partner.shopSettings.addressHint')}
              autoComplete="street-address"
              error={fieldErrorText(errors.address?.message, t)}
              {...register('address')}
            />
            <TextField
              label={t('partner.shopSettings.contactEmail')}
              type="email"
              autoComplete="email"
              error={fieldErrorText(errors.contact_email?.message, t)}
              {...register('contact_email')}
            />
            <TextField
              label={t('partner.shopSettings.contactPhone')}
              type="tel"
              autoComplete="tel"
              error={fieldErrorText(errors.contact_phone?.message, t)}
              {...register('contact_phone')}
            />
            <TextField
              label={t('partner.shopSettings.currency')}
              value={settings.currency}
              readOnly
              disabled
            />
          </div>
        </fieldset>
        <Checkbox label={t('partner.shopSettings.acceptsPoints')} {...register('accepts_points')} />
        <Checkbox label={t('partner.shopSettings.acceptsBallMoney')} {...register('accepts_ball_money')} />
      </fieldset>
      {failure && <Alert variant="error">{failure}</Alert>}
      {save.isSuccess && <Alert variant="success">{t('partner.shopSettings.saved')}</Alert>}
      {owner && (
        <Button type="submit" busy={save.isPending}>
          {t('partner.shopSettings.save')}
        </Button>
      )}
    </form>
  );
}
