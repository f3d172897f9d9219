import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { zFaqItem, zFaqLocaleQuery } from './shapes';

export const listFaqCategoryItems = defineContract({
  method: 'GET',
  path: '/faq/:category/items',
  auth: 'public',
  summary: 'The FAQ items of one category in the requested language',
  tags: ['faq'],
  params: z.object({ category: idSchema }),
  query: zFaqLocaleQuery,
  response: z.array(zFaqItem),
});
