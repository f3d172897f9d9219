/** The category the FAQ page opens on (spec §9: 3), or the first one when it does not exist. */
export function initialFaqCategory(categoryIds: readonly number[], preferred: number): number | null {
  if (categoryIds.includes(preferred)) return preferred;
  return categoryIds[0] ?? null;
}
