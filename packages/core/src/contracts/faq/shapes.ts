import { z } from 'zod';
import { type Locale, toLocale } from '../../i18n/locales';

/** `?locale=`: one of our locales (or an alias such as "dk" or "nb"); absent means Accept-Language. */
export const zFaqLocaleQuery = z.object({
  locale: z
    .string({ error: 'validation.invalid' })
    .max(35, { error: 'validation.invalid' })
    .refine((value) => toLocale(value) !== undefined, { error: 'validation.invalid' })
    .transform((value) => toLocale(value) as Locale)
    .optional(),
});

export const zFaqCategory = z.object({
  category_id: z.number(),
  title: z.string(),
});
export type FaqCategory = z.infer<typeof zFaqCategory>;

export const zFaqItem = z.object({
  item_id: z.number(),
  category_id: z.number(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof zFaqItem>;

/** The category the FAQ page opens on (§9). */
export const DEFAULT_FAQ_CATEGORY = 3;
