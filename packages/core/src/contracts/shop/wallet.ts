import { z } from 'zod';
import { defineContract } from '../define';
import { LEDGER_REASONS } from '../../domain/shop/ledger';

export const zLedgerEntry = z.object({
  id: z.number(),
  kind: z.enum(['points', 'ball_money', 'gift_card']),
  club_name: z.string().nullable(),
  amount: z.number(),
  balance_after: z.number(),
  reason: z.enum(LEDGER_REASONS),
  /** Unix seconds. */
  at: z.number(),
});

export const getWallet = defineContract({
  method: 'GET',
  path: '/shop/wallet',
  auth: 'confirmed',
  summary: 'Points with their ledger, ball money per club, and gift-card balances',
  tags: ['shop'],
  response: z.object({
    points: z.number(),
    ball_money: z.array(
      z.object({
        club_id: z.number(),
        club_name: z.string(),
        balance_minor: z.number(),
        currency: z.string(),
      }),
    ),
    gift_cards: z.array(
      z.object({
        voucher_id: z.number(),
        name: z.string(),
        club_name: z.string(),
        value: z.string(),
        currency: z.string(),
        /** What is left on the card (minor units), from its ledger account; null without one. */
        remaining_minor: z.number().nullable(),
        valid_to: z.number(),
      }),
    ),
    ledger: z.array(zLedgerEntry),
  }),
});
