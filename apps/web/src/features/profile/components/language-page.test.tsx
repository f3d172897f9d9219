import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguagePage } from './language-page';

describe('the language page', () => {
  it('names each language in itself, Icelandic as Íslenska, whatever the browser knows', () => {
    // The page also saves the choice to the account, so it reads the signed-in user (none here).
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LanguagePage />
      </QueryClientProvider>,
    );
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
