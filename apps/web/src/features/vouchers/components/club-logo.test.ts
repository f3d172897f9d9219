import { describe, expect, it } from 'vitest';
import { clubInitials } from './club-logo';

describe('clubInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(clubInitials('Aarhus Golf Club')).toBe('AG');
    expect(clubInitials('Furesø Golfklub')).toBe('FG');
    expect(clubInitials('Himmerland Golf & Spa Resort')).toBe('HG');
  });
  it('keeps Nordic letters and skips words without letters', () => {
    expect(clubInitials('Øresund - 18')).toBe('Ø');
    expect(clubInitials('ærø golf')).toBe('ÆG');
    expect(clubInitials('')).toBe('');
  });
});
