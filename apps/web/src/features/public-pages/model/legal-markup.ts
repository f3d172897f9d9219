export type LegalBlock =
  | { type: 'heading'; text: string; id: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

/** A heading's anchor: lower case, letters and digits joined by dashes, unique within the text. */
function slug(text: string, used: Map<string, number>): string {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/ß/g, 'ss')
      .replace(/ð/g, 'd')
      .replace(/þ/g, 'th')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  const count = used.get(base) ?? 0;
  used.set(base, count + 1);
  return count === 0 ? base : `${base}-${count + 1}`;
}

/**
 * Reads the small markup of the legal texts: a blank line separates paragraphs, a line starting
 * with '## ' is a heading, lines starting with '- ' are list items; other lines continue the
 * paragraph they are in.
 */
export function parseLegalText(source: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  const used = new Map<string, number>();
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: 'list', items: list });
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      endParagraph();
      endList();
    } else if (line.startsWith('## ')) {
      endParagraph();
      endList();
      const text = line.slice(3).trim();
      blocks.push({ type: 'heading', text, id: slug(text, used) });
    } else if (line.startsWith('- ')) {
      endParagraph();
      list ??= [];
      list.push(line.slice(2).trim());
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}
