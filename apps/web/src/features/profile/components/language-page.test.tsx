import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguagePage } from './language-page';

describe('the language page', () => {
  it('names each language in itself, Icelandic as Íslenska, whatever the browser knows', () => {
    render(<LanguagePage />);
    const options = within(screen.getByRole('combobox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Dansk',
      'English',
      'Norsk',
      'Svenska',
      'Deutsch',
      'Íslenska',
      'Suomi',
    ]);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual([
      'da',
      'en',
      'no',
      'sv',
      'de',
      'is',
      'fi',
    ]);
  });
});
