import { describe, expect, it } from 'vitest';
import { parseLegalText } from './legal-markup';

describe('parseLegalText', () => {
  it('reads headings, paragraphs and lists', () => {
    const text = [
      'Intro line one',
      'continues here.',
      '',
      '## 1. Who we are',
      'We are GolfWallet.',
      '',
      '- first',
      '- second',
      '',
      '## Øvrige vilkår',
      'Last.',
    ].join('\n');
    expect(parseLegalText(text)).toEqual([
      { type: 'paragraph', text: 'Intro line one continues here.' },
      { type: 'heading', text: '1. Who we are', id: '1-who-we-are' },
      { type: 'paragraph', text: 'We are GolfWallet.' },
      { type: 'list', items: ['first', 'second'] },
      { type: 'heading', text: 'Øvrige vilkår', id: 'ovrige-vilkar' },
      { type: 'paragraph', text: 'Last.' },
    ]);
  });

  it('ends a list at a paragraph line and a paragraph at a list item', () => {
    expect(parseLegalText('Before\n- a\nAfter\r\n\r\n\n')).toEqual([
      { type: 'paragraph', text: 'Before' },
      { type: 'list', items: ['a'] },
      { type: 'paragraph', text: 'After' },
    ]);
  });

  it('gives repeated headings distinct anchors', () => {
    const ids = parseLegalText('## Cookies\n\n## Cookies').map((block) =>
      block.type === 'heading' ? block.id : '',
    );
    expect(ids).toEqual(['cookies', 'cookies-2']);
  });

  it('returns nothing for an empty text', () => {
    expect(parseLegalText('')).toEqual([]);
  });
});
