import { AppError } from '@golfwallet/core/errors/app-error';
import { and, asc, eq } from 'drizzle-orm';
import { savedCards } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { UserRow } from '../session/session.repository';

/** The caller's saved cards: brand, last four and expiry (the token stays on the server). */
export async function listCards(deps: Deps, user: UserRow) {
  const rows = await deps.db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, user.id))
    .orderBy(asc(savedCards.id));
  return {
    cards: rows.map((row) => ({ card_id: row.id, brand: row.brand, last4: row.last4, expiry: row.expiry })),
  };
}

/** Deletes one of the caller's cards; another golfer's answers CARD_NOT_FOUND and stays. */
export async function deleteCard(deps: Deps, user: UserRow, cardId: number) {
  const rows = await deps.db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, user.id)))
    .returning({ id: savedCards.id });
  if (!rows.length) throw new AppError('CARD_NOT_FOUND');
  return { card_id: cardId };
}
