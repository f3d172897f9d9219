import type { Tx } from '../client';
import { dispenserBaskets, dispensers, rangeSettings } from '../schema/index';
import { type ClubIndex, clubOf } from './clubs';

/** Dispensers of the demo ranges: Rungsted (where the demo golfer's basket card is) and Oslo. */
const RANGES = [
  {
    club: 'rungsted',
    maxPerDay: 4,
    windowMinutes: 0,
    dispensers: [
      {
        name: 'Automat 1',
        baskets: [
          { balls: 30, price: 2500 },
          { balls: 60, price: 4000 },
        ],
      },
      {
        name: 'Automat 2',
        baskets: [
          { balls: 30, price: 2500 },
          { balls: 60, price: 4000 },
          { balls: 90, price: 5500 },
        ],
      },
    ],
  },
  {
    club: 'oslo',
    maxPerDay: 3,
    windowMinutes: 10,
    dispensers: [{ name: 'Ballautomat', baskets: [{ balls: 40, price: 5000 }] }],
  },
];

/** Seeds the demo ranges: limits, ready dispensers (topics per club and dispenser) and basket sizes. */
export async function insertRange(tx: Tx, clubIndex: ClubIndex): Promise<void> {
  for (const range of RANGES) {
    const club = clubOf(clubIndex, range.club);
    await tx
      .insert(rangeSettings)
      .values({ clubId: club.id, maxPerDay: range.maxPerDay, windowMinutes: range.windowMinutes });
    for (const [index, spec] of range.dispensers.entries()) {
      const [row] = await tx
        .insert(dispensers)
        .values({
          clubId: club.id,
          name: spec.name,
          mqttTopic: `clubs/${club.id}/dispensers/${index + 1}`,
          status: 'ready',
        })
        .returning({ id: dispensers.id });
      await tx.insert(dispenserBaskets).values(
        spec.baskets.map((basket, position) => ({
          dispenserId: row!.id,
          position: position + 1,
          balls: basket.balls,
          priceMinor: basket.price,
          maxPerDay: 2,
        })),
      );
    }
  }
}
