import type { Tx } from '../client';
import { clubStaff, staffAccounts } from '../schema/index';
import { hashSecret } from '../../modules/auth/password';
import { type ClubIndex, clubOf } from './clubs';

export const DEMO_STAFF_PASSWORD = 'golfwallet';

/** The demo club staff (README lists them): an owner and a desk account at each of two clubs. */
export const DEMO_STAFF = [
  { email: 'owner@rungsted.golfwallet.dk', name: 'Mads Ejer', club: 'rungsted', role: 'owner' },
  { email: 'desk@rungsted.golfwallet.dk', name: 'Line Skranke', club: 'rungsted', role: 'desk' },
  { email: 'owner@kgk.golfwallet.dk', name: 'Peter Ejer', club: 'kgk', role: 'owner' },
  { email: 'desk@kgk.golfwallet.dk', name: 'Sofie Skranke', club: 'kgk', role: 'desk' },
] as const;

export async function insertDemoStaff(tx: Tx, clubs: ClubIndex): Promise<void> {
  const passwordHash = await hashSecret(DEMO_STAFF_PASSWORD);
  const rows = await tx
    .insert(staffAccounts)
    .values(
      DEMO_STAFF.map((staff) => ({ email: staff.email, name: staff.name, passwordHash, language: 'da' })),
    )
    .returning({ id: staffAccounts.id, email: staffAccounts.email });
  await tx.insert(clubStaff).values(
    DEMO_STAFF.map((staff) => ({
      staffId: rows.find((row) => row.email === staff.email)!.id,
      clubId: clubOf(clubs, staff.club).id,
      role: staff.role,
    })),
  );
}
