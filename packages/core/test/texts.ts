/**
 * Helpers of core's translation tests. Test code lives in packages/core/test, outside src (what the
 * package exports), as apps/web/test does for the web app; only *.test.ts files may import it (B3).
 */

/** A locale's texts (or one section of them) as a tree of names and strings. */
export type TextTree = { readonly [name: string]: string | TextTree };

/** Every [key, text] of a tree, the key as "section.name.name". */
export function textLeaves(tree: TextTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : textLeaves(value, `${prefix}${name}.`),
  );
}

/** The {{placeholders}} of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}
