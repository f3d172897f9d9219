import { EMAIL_MAX, EMAIL_PATTERN } from '../../validation/field-limits';

/** At most this many entries in one bulk issue (one list). */
export const BULK_ISSUE_MAX_ENTRIES = 5000;

/** A list pasted or uploaded for a bulk issue, read into what it names. */
export interface BulkList {
  /** Lower-cased e-mail addresses, each once, in the list's order. */
  emails: string[];
  /** Union member numbers, each once, in the list's order. */
  memberNumbers: string[];
  /** Entries that are neither (as written). */
  invalid: string[];
  /** How many entries named someone already named earlier in the list. */
  duplicates: number;
}

const MEMBER_NUMBER = /^\d+(-\d+)?$/;
/** A CSV's header cells, in any of the portal's languages (ignored, not "invalid"). */
const HEADER =
  /^(e-?mail(adresse|address|osoite)?|netfang|medlems?nummer|member(_| )?number|mitgliedsnummer|jäsennumero|félagsnúmer|sähköposti)$/i;

/**
 * Reads a pasted list or an uploaded CSV (comma, semicolon, tab or one per line; quotes and a
 * header row allowed) into e-mail addresses and member numbers, each once. The order is kept so
 * that the preview lists entries as the club wrote them.
 */
export function readBulkList(text: string): BulkList {
  const emails = new Set<string>();
  const members = new Set<string>();
  const invalid: string[] = [];
  let duplicates = 0;
  for (const raw of text.split(/[\r\n,;\t]+/)) {
    const entry = raw
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (entry === '' || HEADER.test(entry)) continue;
    if (entry.includes('@')) {
      const email = entry.toLowerCase();
      if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) invalid.push(entry);
      else if (emails.has(email)) duplicates += 1;
      else emails.add(email);
    } else if (MEMBER_NUMBER.test(entry)) {
      if (members.has(entry)) duplicates += 1;
      else members.add(entry);
    } else invalid.push(entry);
  }
  return { emails: [...emails], memberNumbers: [...members], invalid, duplicates };
}

/** How many entries the list names (each once), invalid ones included. */
export function bulkListSize(list: BulkList): number {
  return list.emails.length + list.memberNumbers.length + list.invalid.length;
}
