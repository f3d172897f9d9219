import { fieldChanges } from '@golfwallet/core/domain/audit-changes';
import type { PortalShopSettings } from '@golfwallet/core/contracts/partner/shop-settings-shapes';
import { DEFAULT_VAT_RATE_BP, type ShopSettingsInput } from '@golfwallet/core/validation/shop-settings';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import { findClub } from '../redemption/redemption.service';
import { clubCurrency } from './club-currency';
import { insertAudit } from './audit.repository';
import {
  findShopSettingsOfClub,
  lockShopSettingsOfClub,
  type ShopSettingsValues,
  updateShopSettingsOfClub,
} from './shop-settings.repository';
import type { StaffContext } from './staff-auth';

/**
 * The club portal's shop settings: the seller's VAT number that receipts and credit notes print,
 * whether the shop takes points and ball money, and its VAT rate. Any staff member reads them; the
 * owner changes them, audited with what changed in the same transaction. Always the staff
 * member's current club.
 */

/** What a club that never set its shop settings has (the table's defaults). */
const DEFAULTS: ShopSettingsValues = {
  acceptsPoints: true,
  acceptsBallMoney: true,
  vatRateBp: DEFAULT_VAT_RATE_BP,
  vatNumber: null,
  legalName: null,
  address: null,
  contactEmail: null,
  contactPhone: null,
};

function toPortal(values: ShopSettingsValues, currency: string): PortalShopSettings {
  return {
    vat_number: values.vatNumber,
    accepts_points: values.acceptsPoints,
    accepts_ball_money: values.acceptsBallMoney,
    vat_rate_bp: values.vatRateBp,
    legal_name: values.legalName,
    address: values.address,
    contact_email: values.contactEmail,
    contact_phone: values.contactPhone,
    currency,
  };
}

async function currencyOf(deps: Deps, clubId: number) {
  const club = await findClub(deps.db, clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  return clubCurrency(club.countryCode);
}

export async function getShopSettings(deps: Deps, auth: StaffContext): Promise<PortalShopSettings> {
  const [values, currency] = await Promise.all([
    findShopSettingsOfClub(deps.db, auth.clubId),
    currencyOf(deps, auth.clubId),
  ]);
  return toPortal(values ?? DEFAULTS, currency);
}

/** Replaces the club's shop settings; the audit row lists each changed field with from and to. */
export async function updateShopSettings(
  deps: Deps,
  auth: StaffContext,
  input: ShopSettingsInput,
): Promise<PortalShopSettings> {
  const now = deps.now();
  const currency = await currencyOf(deps, auth.clubId);
  return deps.db.transaction(async (tx) => {
    const current = await lockShopSettingsOfClub(tx, auth.clubId);
    // A seller field the request leaves out keeps what is stored; null or '' clears it.
    const next: ShopSettingsValues = {
      acceptsPoints: input.accepts_points,
      acceptsBallMoney: input.accepts_ball_money,
      vatRateBp: input.vat_rate_bp,
      vatNumber: input.vat_number ?? null,
      legalName: input.legal_name === undefined ? current.legalName : input.legal_name,
      address: input.address === undefined ? current.address : input.address,
      contactEmail: input.contact_email === undefined ? current.contactEmail : input.contact_email,
      contactPhone: input.contact_phone === undefined ? current.contactPhone : input.contact_phone,
    };
    const before = toPortal(current, currency);
    const after = toPortal(next, currency);
    const changes = fieldChanges(before, after, Object.keys(after) as (keyof PortalShopSettings)[]);
    if (Object.keys(changes).length > 0) {
      await updateShopSettingsOfClub(tx, auth.clubId, next);
      await insertAudit(tx, {
        clubId: auth.clubId,
        staffId: auth.staff.id,
        action: 'shop_settings_changed',
        subject: '',
        details: changes,
        at: now,
      });
    }
    return after;
  });
}
