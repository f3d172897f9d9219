import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';

/**
 * The caller's voucher as an Apple Wallet pass (application/vnd.apple.pkpass, not JSON). Another
 * golfer's or a missing voucher answers 404 VOUCHER_NOT_FOUND.
 */
export const getAppleWalletPass = defineContract({
  method: 'GET',
  path: '/voucher/:id/apple-wallet-pass',
  auth: 'confirmed',
  summary: 'Downloads one of the caller’s vouchers as an Apple Wallet pass (.pkpass)',
  tags: ['vouchers'],
  params: z.object({ id: idSchema }),
  response: z.string().describe('application/vnd.apple.pkpass'),
});
