import { setReferralSchema } from '../../validation/referral';
import { defineContract } from '../define';
import { zSuccess } from './shapes';

export const setReferral = defineContract({
  method: 'POST',
  path: '/transfer-referral/',
  auth: 'session',
  summary: 'Stores the referral a golfer arrived with, once; a second one is refused with 409',
  tags: ['user'],
  body: setReferralSchema,
  response: zSuccess,
});
