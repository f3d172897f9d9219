import { auditChanges } from '@golfwallet/core/domain/audit-changes';
import { restrictionTexts } from '@golfwallet/core/domain/restrictions';
import type { VoucherRestrictions } from '@golfwallet/core/domain/voucher';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import type { Translator } from '@golfwallet/core/i18n/translator';

/** The label of each field an audit row can record a change of: the form's own label for it. */
const FIELD_LABELS: Record<string, TranslationKey> = {
  name: 'partner.form.name',
  description: 'partner.form.description',
  type: 'partner.form.type',
  category: 'partner.form.category',
  reduction_type: 'partner.form.reductionType',
  value: 'partner.form.value',
  price: 'partner.form.price',
  currency: 'partner.form.currency',
  uses: 'partner.form.uses',
  max_per_day: 'partner.form.maxPerDay',
  validity_days: 'partner.form.validityDays',
  limited_until: 'partner.form.limitedUntil',
  stock_left: 'partner.form.stockLeft',
  paid_after_redemption: 'partner.form.paidAfterRedemption',
  baskets: 'partner.form.baskets',
  department_ids: 'partner.form.departments',
  can_be_self_redeemed: 'partner.form.selfRedeem',
  restrictions: 'partner.form.restrictions',
  window_minutes: 'partner.range.windowMinutes',
  vat_number: 'partner.shopSettings.vatNumber',
  vat_rate_bp: 'partner.shopSettings.vatRate',
  accepts_points: 'partner.shopSettings.acceptsPoints',
  accepts_ball_money: 'partner.shopSettings.acceptsBallMoney',
};

/** Restrictions as the golfer reads them ("Uses per day: at most 1; …"), or "No restrictions". */
function restrictionsText(value: object, locale: Locale, t: Translator): string {
  const lines = restrictionTexts({ restrictions: value as VoucherRestrictions }, locale, t);
  return lines.length > 0 ? lines.join('; ') : t('partner.desk.noRestrictions');
}

/** A recorded value as text: empty as a dash, yes/no in the page language, lists and objects compact. */
function shown(value: unknown, t: Translator): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The changes an audit row records, one line each: "Price in the shop: 450 → 500" (issue #34,
 * item 19a). The range's max_per_day has its own label there; a product's is the form's.
 * Restrictions read as the golfer's restrictions block does.
 */
export function describeAuditChanges(
  action: string,
  details: Record<string, unknown>,
  locale: Locale,
  t: Translator,
): string[] {
  return auditChanges(details).map(({ field, from, to }) => {
    const key =
      action === 'range_settings' && field === 'max_per_day'
        ? 'partner.range.maxPerDay'
        : FIELD_LABELS[field];
    const text = (value: unknown) =>
      field === 'restrictions' && typeof value === 'object' && value !== null
        ? restrictionsText(value, locale, t)
        : shown(value, t);
    return `${key ? t(key) : field}: ${text(from)} → ${text(to)}`;
  });
}
