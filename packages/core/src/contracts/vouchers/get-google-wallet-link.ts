import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';

/**
 * The "Save to Google Wallet" link of the caller's voucher (https://pay.google.com/gp/v/save/<jwt>).
 * Another golfer's or a missing voucher answers 404 VOUCHER_NOT_FOUND.
 */
export const getGoogleWalletLink = defineContract({
  method: 'GET',
  path: '/voucher/:id/google-wallet-link',
  auth: 'confirmed',
  summary: 'A “Save to Google Wallet” link for one of the caller’s vouchers',
  tags: ['vouchers'],
  params: z.object({ id: idSchema }),
  response: z.object({ url: z.url() }),
});
