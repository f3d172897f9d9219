import { z } from 'zod';
import { pageViewPath } from '../../domain/page-view';
import { defineContract } from '../define';

/** The page, as the browser's location path; counted as one of PAGE_VIEW_PATHS (domain/page-view). */
export const zPageViewBody = z.strictObject({
  path: z
    .string({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(300, { error: 'validation.invalid' })
    .startsWith('/', { error: 'validation.invalid' })
    .transform(pageViewPath),
});

/**
 * Counts one page view for the statistics a visitor agreed to in the cookie consent (privacy
 * policy §6). The browser sends it only after "Accept all"; it carries no cookie, user or address.
 */
export const recordPageView = defineContract({
  method: 'POST',
  path: '/statistics/page-view',
  auth: 'public',
  summary: 'Counts a page view (sent only with the visitor’s consent to statistics cookies)',
  tags: ['statistics'],
  body: zPageViewBody,
  response: z.object({ success: z.literal(true) }),
});
