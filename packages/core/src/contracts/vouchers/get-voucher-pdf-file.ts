import { z } from 'zod';
import { defineContract } from '../define';

/**
 * The PDF that printVouchers rendered. Public: the token in the path is the credential. Answers
 * application/pdf (not JSON); an unknown or expired token answers 404 NOT_FOUND.
 */
export const getVoucherPdfFile = defineContract({
  method: 'GET',
  path: '/voucher/pdf-file/:token',
  auth: 'public',
  summary: 'Downloads a rendered voucher PDF by its short-lived link',
  tags: ['vouchers'],
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.invalid' }) }),
  response: z.string().describe('application/pdf'),
});
