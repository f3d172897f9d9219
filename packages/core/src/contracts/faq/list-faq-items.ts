import { z } from 'zod';
import { defineContract } from '../define';
import { zFaqItem, zFaqLocaleQuery } from './shapes';

export const listFaqItems = defineContract({
  method: 'GET',
  path: '/faq/items',
  auth: 'public',
  summary: 'Every FAQ item in the requested language (English where a text is missing)',
  tags: ['faq'],
  query: zFaqLocaleQuery,
  response: z.array(zFaqItem),
});
