import { fieldChanges } from '@golfwallet/core/domain/audit-changes';
import type { PortalDispenser, PortalRange } from '@golfwallet/core/contracts/partner/range-shapes';
import { startOfLocalDay } from '@golfwallet/core/domain/restrictions';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { DispenserInput, RangeSettingsInput } from '@golfwallet/core/validation/range-config';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { findSettings } from '../range/range.service';
import { findClub } from '../redemption/redemption.service';
import { insertAudit } from './audit.repository';
import { clubCurrency } from './club-currency';
import {
  type BasketRow,
  type DispenserActivity,
  type DispenserRow,
  dispenserActivity,
  insertDispenserOfClub,
  listDispensersOfClub,
  lockDispenserOfClub,
  replaceBaskets,
  updateDispenserOfClub,
  upsertRangeSettings,
} from './range-config.repository';
import type { StaffContext } from './staff-auth';

/**
 * The club portal's driving-range page (issue 15): the club's limits and its ball dispensers,
 * added, renamed, given basket sizes, switched off and on. Every change is audited in the
 * transaction that makes it; every query is scoped to the staff member's current club.
 */

const NO_ACTIVITY: DispenserActivity = { lastDispensedAt: null, lastFailedAt: null, dispensedToday: 0 };

function toPortalDispenser(
  entry: { dispenser: DispenserRow; baskets: BasketRow[] },
  activity: DispenserActivity = NO_ACTIVITY,
): PortalDispenser {
  return {
    dispenser_id: entry.dispenser.id,
    name: entry.dispenser.name,
    enabled: entry.dispenser.enabled,
    status: entry.dispenser.status,
    topic: entry.dispenser.mqttTopic,
    baskets: entry.baskets.map((b) => ({
      basket_id: b.id,
      balls: b.balls,
      price_minor: b.priceMinor,
      max_per_day: b.maxPerDay,
    })),
    last_dispensed_at: activity.lastDispensedAt?.toISOString() ?? null,
    last_failed_at: activity.lastFailedAt?.toISOString() ?? null,
    dispensed_today: activity.dispensedToday,
  };
}

async function clubOf(db: DbOrTx, clubId: number) {
  const club = await findClub(db, clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  return club;
}

async function describeDispensers(deps: Deps, db: DbOrTx, clubId: number, timezone: string, id?: number) {
  const entries = await listDispensersOfClub(db, clubId, id);
  const activity = await dispenserActivity(
    db,
    entries.map((e) => e.dispenser.id),
    startOfLocalDay(deps.now(), timezone),
  );
  return entries.map((entry) => toPortalDispenser(entry, activity.get(entry.dispenser.id)));
}

export async function getRange(deps: Deps, auth: StaffContext): Promise<PortalRange> {
  const club = await clubOf(deps.db, auth.clubId);
  const [settings, dispensers] = await Promise.all([
    findSettings(deps.db, club.id),
    describeDispensers(deps, deps.db, club.id, club.timezone),
  ]);
  return {
    max_per_day: settings.maxPerDay,
    window_minutes: settings.windowMinutes,
    currency: clubCurrency(club.countryCode),
    dispensers,
  };
}

/** Sets the club's range limits; the audit row records each changed limit, from and to. */
export async function updateRangeSettings(deps: Deps, auth: StaffContext, input: RangeSettingsInput) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findSettings(tx, auth.clubId);
    const before = { max_per_day: current.maxPerDay, window_minutes: current.windowMinutes };
    await upsertRangeSettings(tx, auth.clubId, {
      maxPerDay: input.max_per_day,
      windowMinutes: input.window_minutes,
    });
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'range_settings',
      subject: '',
      details: fieldChanges(before, input, ['max_per_day', 'window_minutes']),
      at: now,
    });
  });
  return getRange(deps, auth);
}

async function oneDispenser(deps: Deps, db: DbOrTx, clubId: number, id: number) {
  const club = await clubOf(db, clubId);
  const [dispenser] = await describeDispensers(deps, db, clubId, club.timezone, id);
  if (!dispenser) throw new AppError('DISPENSER_NOT_FOUND');
  return dispenser;
}

export async function createDispenser(deps: Deps, auth: StaffContext, input: DispenserInput) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const id = await insertDispenserOfClub(tx, auth.clubId, input.name);
    await replaceBaskets(tx, id, input.baskets);
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'dispenser_created',
      subject: input.name,
      details: { dispenser_id: id, baskets: input.baskets.map((b) => b.balls) },
      at: now,
    });
    return oneDispenser(deps, tx, auth.clubId, id);
  });
}

/** Renames a dispenser and replaces its basket sizes, under a lock of its row. */
export async function updateDispenser(deps: Deps, auth: StaffContext, id: number, input: DispenserInput) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockDispenserOfClub(tx, auth.clubId, id);
    if (!current) throw new AppError('DISPENSER_NOT_FOUND');
    await updateDispenserOfClub(tx, auth.clubId, id, { name: input.name });
    await replaceBaskets(tx, id, input.baskets);
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'dispenser_updated',
      subject: input.name,
      details: { dispenser_id: id, from: current.name, baskets: input.baskets.map((b) => b.balls) },
      at: now,
    });
    return oneDispenser(deps, tx, auth.clubId, id);
  });
}

/** Switches a dispenser off (golfers no longer see it, dispensing is refused) or on again. */
export async function setDispenserEnabled(deps: Deps, auth: StaffContext, id: number, enabled: boolean) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockDispenserOfClub(tx, auth.clubId, id);
    if (!current) throw new AppError('DISPENSER_NOT_FOUND');
    if (current.enabled !== enabled) {
      await updateDispenserOfClub(tx, auth.clubId, id, { enabled });
      await insertAudit(tx, {
        clubId: auth.clubId,
        staffId: auth.staff.id,
        action: 'dispenser_enabled',
        subject: current.name,
        details: { dispenser_id: id, enabled },
        at: now,
      });
    }
    return oneDispenser(deps, tx, auth.clubId, id);
  });
}
