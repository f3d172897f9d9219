import type { FaqCategory, FaqItem } from '@golfwallet/core/contracts/faq/shapes';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { Deps } from '../../deps';
import { faqCategoryExists, listFaqCategoryRows, listFaqItemRows } from './faq.repository';

/**
 * The text of a per-locale JSON field in the wanted language; English where it is missing (a text
 * added later without all seven languages), then Danish, then whatever there is.
 */
export function localized(texts: Record<string, string>, locale: Locale): string {
  return texts[locale] ?? texts.en ?? texts.da ?? Object.values(texts)[0] ?? '';
}

export async function listFaqCategories(deps: Deps, locale: Locale): Promise<FaqCategory[]> {
  const rows = await listFaqCategoryRows(deps.db);
  return rows.map((row) => ({ category_id: row.id, title: localized(row.title, locale) }));
}

/** Every item, or the items of one category (404 FAQ_CATEGORY_NOT_FOUND for an unknown one). */
export async function listFaqItems(deps: Deps, locale: Locale, categoryId?: number): Promise<FaqItem[]> {
  if (categoryId !== undefined && !(await faqCategoryExists(deps.db, categoryId))) {
    throw new AppError('FAQ_CATEGORY_NOT_FOUND');
  }
  const rows = await listFaqItemRows(deps.db, categoryId);
  return rows.map((row) => ({
    item_id: row.id,
    category_id: row.categoryId,
    question: localized(row.question, locale),
    answer: localized(row.answer, locale),
  }));
}
