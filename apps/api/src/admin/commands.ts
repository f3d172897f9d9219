import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema } from '@golfwallet/core/validation/fields';
import type { Deps } from '../deps';
import { createClub, inviteOwner } from '../modules/partner/onboarding.service';
import {
  blockUser,
  deleteUserByProvider,
  type ModerationResult,
  unblockUser,
  zActor,
  zModerationReason,
} from '../modules/privacy/account-moderation.service';
import { endAllSessions, endUserSessions } from '../modules/privacy/session-termination.service';

export const USAGE = `Usage:
  npm run admin -- create-club --name NAME --country DK|SE|NO --lat LAT --lng LNG [--city CITY] [--departments "Bane,Shop"]
  npm run admin -- invite-owner --club CLUB_ID --email EMAIL
  npm run admin -- block-user EMAIL --reason "WHY" [--actor NAME]
  npm run admin -- unblock-user EMAIL --reason "WHY" [--actor NAME]
  npm run admin -- delete-user EMAIL --reason "WHY" [--actor NAME]
  npm run admin -- end-sessions EMAIL --reason "WHY" [--actor NAME]
  npm run admin -- end-all-sessions --reason "WHY" [--actor NAME]

block-user, unblock-user and delete-user mail the golfer (the reason in their language) and write
the account audit log with the actor (default: the operating-system user) and the reason.
end-sessions signs one golfer out on every device without blocking them; end-all-sessions signs
every golfer out; both write the account audit log (one line per golfer).`;

const createClubArgs = z.object({
  name: z.string().trim().min(1).max(100),
  country: z.enum(['DK', 'SE', 'NO']),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  city: z.string().trim().max(100).optional(),
  departments: z.string().optional(),
});
const inviteOwnerArgs = z.object({ club: z.coerce.number().int().positive(), email: emailSchema });
const moderationArgs = z.object({
  email: emailSchema,
  reason: zModerationReason,
  actor: zActor.optional(),
});

const endAllArgs = z.object({ reason: zModerationReason, actor: zActor.optional() });

const MODERATION = {
  'block-user': { run: blockUser, done: 'Blocked' },
  'unblock-user': { run: unblockUser, done: 'Unblocked' },
  'delete-user': { run: deleteUserByProvider, done: 'Deleted' },
} as const;

const REFUSALS: Record<Exclude<ModerationResult, { ok: true }>['reason'], string> = {
  not_found: 'No golfer has that e-mail address.',
  already_blocked: 'That golfer is already blocked.',
  not_blocked: 'That golfer is not blocked.',
};

export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Who runs the command when --actor is not given: the operating-system user. */
function osUser(): string {
  try {
    return userInfo().username || 'unknown';
  } catch {
    return process.env.USER ?? 'unknown';
  }
}

/**
 * Runs one admin command against the given dependencies and answers the exit code (0 done,
 * 1 refused or invalid, 2 unknown command). cli.ts opens the database and calls this.
 */
export async function runAdminCommand(argv: string[], deps: Deps, out: AdminOutput): Promise<number> {
  const [command, ...rest] = argv;
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        country: { type: 'string' },
        lat: { type: 'string' },
        lng: { type: 'string' },
        city: { type: 'string' },
        departments: { type: 'string' },
        club: { type: 'string' },
        email: { type: 'string' },
        reason: { type: 'string' },
        actor: { type: 'string' },
      },
      strict: true,
    });
  try {
    parsed = parse();
  } catch (error) {
    out.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  try {
    if (command === 'create-club') {
      const args = createClubArgs.parse(values);
      const club = await createClub(deps.db, {
        name: args.name,
        country: args.country,
        city: args.city,
        latitude: args.lat,
        longitude: args.lng,
        departments: (args.departments ?? 'Bane,Shop')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      });
      out.log(`Created club ${club.id}: ${club.name}`);
      return 0;
    }
    if (command === 'invite-owner') {
      const args = inviteOwnerArgs.parse(values);
      const link = await inviteOwner(
        deps.db,
        { now: deps.now(), publicUrl: deps.config.PUBLIC_URL },
        args.club,
        args.email,
      );
      out.log(`Invited ${args.email} as owner of club ${args.club}. Link (single use, 7 days): ${link}`);
      return 0;
    }
    if (command === 'block-user' || command === 'unblock-user' || command === 'delete-user') {
      const args = moderationArgs.parse({ ...values, email: positionals[0] ?? values.email });
      const actor = args.actor ?? osUser();
      const result = await MODERATION[command].run(deps, args.email, { reason: args.reason, actor });
      if (!result.ok) {
        out.error(REFUSALS[result.reason]);
        return 1;
      }
      out.log(
        `${MODERATION[command].done} golfer ${result.userId} (${args.email}); the golfer is told by e-mail.`,
      );
      return 0;
    }
    if (command === 'end-sessions') {
      const args = moderationArgs.parse({ ...values, email: positionals[0] ?? values.email });
      const result = await endUserSessions(deps, args.email, {
        reason: args.reason,
        actor: args.actor ?? osUser(),
      });
      if (!result.ok) {
        out.error(REFUSALS[result.reason]);
        return 1;
      }
      out.log(
        `Ended ${result.ended} session(s) of golfer ${result.userId} (${args.email}); the account stays open.`,
      );
      return 0;
    }
    if (command === 'end-all-sessions') {
      const args = endAllArgs.parse(values);
      const result = await endAllSessions(deps, { reason: args.reason, actor: args.actor ?? osUser() });
      out.log(
        `Ended ${result.sessions} session(s) of ${result.golfers} golfer(s); every golfer must sign in again.`,
      );
      return 0;
    }
    out.error(USAGE);
    return 2;
  } catch (error) {
    out.error(error instanceof z.ZodError ? `${z.prettifyError(error)}\n${USAGE}` : (error as Error).message);
    return 1;
  }
}
