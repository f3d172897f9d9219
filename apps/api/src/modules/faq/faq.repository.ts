import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { faqCategories, faqItems } from '../../db/schema/index';

export function listFaqCategoryRows(db: DbOrTx) {
  return db.select().from(faqCategories).orderBy(asc(faqCategories.sort), asc(faqCategories.id));
}

export async function faqCategoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: faqCategories.id }).from(faqCategories).where(eq(faqCategories.id, id));
  return rows.length > 0;
}

/** Items of one category, or of all, in category order then item order. */
export function listFaqItemRows(db: DbOrTx, categoryId?: number) {
  return db
    .select({
      id: faqItems.id,
      categoryId: faqItems.categoryId,
      question: faqItems.question,
      answer: faqItems.answer,
    })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(categoryId === undefined ? undefined : eq(faqItems.categoryId, categoryId))
    .orderBy(asc(faqCategories.sort), asc(faqItems.sort), asc(faqItems.id));
}
