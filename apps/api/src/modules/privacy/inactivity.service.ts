import { INACTIVITY_GRACE_DAYS, inactivityCutoff } from '@golfwallet/core/domain/data-requests';
import { formatDate } from '@golfwallet/core/format/dates';
import { toLocale } from '@golfwallet/core/i18n/locales';
import type { Deps } from '../../deps';
import { insertAccountAudit } from './account-audit.repository';
import { eraseAccount } from './account-erasure.service';
import { PROVIDER_TIME_ZONE } from './data-export.service';
import { golfersToDelete, golfersToWarn, markWarned, withdrawWarnings } from './inactivity.repository';
import { queuePrivacyMail } from './privacy-mail';

const DAY_MS = 86_400_000;
const BATCH = 200;
export const INACTIVITY_REASON = 'No login for 24 months and no active points or vouchers (privacy policy)';

/**
 * The privacy policy's automatic deletion (spec §1, §9): a profile without login for 24 months
 * that holds no active points or vouchers is warned by mail first; if the golfer still has not
 * logged in INACTIVITY_GRACE_DAYS later (and still holds nothing), it is deleted by the one
 * erasure. A login (or something new to keep) withdraws the warning. Each step is in the account
 * audit (actor "system"). Idempotent: run it daily (the job queue registers it); a second run the
 * same day does nothing new.
 */
export async function sweepInactiveAccounts(deps: Deps, now: Date) {
  await withdrawWarnings(deps.db, now);
  const result = { warned: 0, deleted: 0 };
  const deleteOn = new Date(now.getTime() + INACTIVITY_GRACE_DAYS * DAY_MS);
  for (const { id } of await golfersToWarn(deps.db, inactivityCutoff(now), now, BATCH)) {
    const warned = await deps.db.transaction(async (tx) => {
      const user = await markWarned(tx, id, now);
      if (!user) return false;
      await insertAccountAudit(tx, {
        subjectUserId: user.id,
        subjectEmail: user.email,
        action: 'inactivity_warned',
        actor: 'system',
        reason: INACTIVITY_REASON,
        at: now,
      });
      await queuePrivacyMail(tx, 'inactivity', user, {
        name: user.firstName,
        date: formatDate(deleteOn, PROVIDER_TIME_ZONE, toLocale(user.languageDefault) ?? 'da'),
        link: deps.config.PUBLIC_URL.replace(/\/+$/, ''),
      });
      return true;
    });
    if (warned) result.warned += 1;
  }
  const graceStart = new Date(now.getTime() - INACTIVITY_GRACE_DAYS * DAY_MS);
  for (const { id } of await golfersToDelete(deps.db, graceStart, now, BATCH)) {
    const erased = await eraseAccount(deps, id, {
      cause: 'inactivity_deleted',
      actor: 'system',
      reason: INACTIVITY_REASON,
    });
    if (erased) result.deleted += 1;
  }
  if (result.warned + result.deleted > 0) deps.log.info(result, 'inactive accounts swept');
  return result;
}
