/**
 * The provider's admin command: brings a club and its first owner on without touching the database.
 *
 *   npm run admin -- create-club --name "Skovlunde Golfklub" --country DK --lat 55.72 --lng 12.40 [--city …] [--departments "Bane,Shop"]
 *   npm run admin -- invite-owner --club <club id> --email owner@club.dk
 *
 * Runs against the configured database (DATABASE_URL, or the embedded one under DATA_DIR). The
 * invitation mail waits in the outbox (the server delivers it; /dev/mail shows it without SMTP);
 * the link is printed too.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema } from '@golfwallet/core/validation/fields';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed/index';
import { createClub, inviteOwner } from '../modules/partner/onboarding.service';

const USAGE = `Usage:
  npm run admin -- create-club --name NAME --country DK|SE|NO --lat LAT --lng LNG [--city CITY] [--departments "Bane,Shop"]
  npm run admin -- invite-owner --club CLUB_ID --email EMAIL`;

const createClubArgs = z.object({
  name: z.string().trim().min(1).max(100),
  country: z.enum(['DK', 'SE', 'NO']),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  city: z.string().trim().max(100).optional(),
  departments: z.string().optional(),
});
const inviteOwnerArgs = z.object({ club: z.coerce.number().int().positive(), email: emailSchema });

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      country: { type: 'string' },
      lat: { type: 'string' },
      lng: { type: 'string' },
      city: { type: 'string' },
      departments: { type: 'string' },
      club: { type: 'string' },
      email: { type: 'string' },
    },
    strict: true,
  });
  if (command !== 'create-club' && command !== 'invite-owner') {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await seedIfEmpty(database.db, { demo: config.SEED_DEMO });
    if (command === 'create-club') {
      const args = createClubArgs.parse(values);
      const club = await createClub(database.db, {
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
      console.log(`Created club ${club.id}: ${club.name}`);
    } else {
      const args = inviteOwnerArgs.parse(values);
      const link = await inviteOwner(
        database.db,
        { now: new Date(), publicUrl: config.PUBLIC_URL },
        args.club,
        args.email,
      );
      console.log(`Invited ${args.email} as owner of club ${args.club}. Link (single use, 7 days): ${link}`);
    }
  } catch (error) {
    console.error(
      error instanceof z.ZodError ? `${z.prettifyError(error)}\n${USAGE}` : (error as Error).message,
    );
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
