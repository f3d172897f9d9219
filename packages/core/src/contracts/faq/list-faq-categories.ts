import { z } from 'zod';
import { defineContract } from '../define';
import { zFaqCategory, zFaqLocaleQuery } from './shapes';

export const listFaqCategories = defineContract({
  method: 'GET',
  path: '/faq/categories',
  auth: 'public',
  summary: 'The FAQ categories in the requested language',
  tags: ['faq'],
  query: zFaqLocaleQuery,
  response: z.array(zFaqCategory),
});
