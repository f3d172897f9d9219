import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { DEFAULT_SORT, isSortOption, SORT_OPTIONS, SORT_VALUES } from './sort';

describe('sort options', () => {
  it('offers nearest, club A-Z (the default) and valid until, each with a label', () => {
    expect(SORT_VALUES).toEqual(['nearest', 'club_az', 'valid_until']);
    expect(DEFAULT_SORT).toBe('club_az');
    expect(SORT_OPTIONS.map((o) => translate('en', o.labelKey))).toEqual([
      'Nearest',
      'Club A-Z',
      'Valid until',
    ]);
    expect(SORT_OPTIONS.map((o) => translate('da', o.labelKey))).toEqual([
      'Nærmeste',
      'Klub A-Å',
      'Gyldig til',
    ]);
    expect(isSortOption('valid_until')).toBe(true);
    expect(isSortOption('price')).toBe(false);
  });
});
