import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLUB_COLOURS, clubColour, clubInitials } from './club-initials';
import { ClubLogo } from './club-logo';

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

describe('ClubLogo', () => {
  it('falls back to the initials when the logo does not load, instead of a broken image', () => {
    const { container } = render(<ClubLogo url="/logos/missing.png" name="Himmerland Golf" clubId={3} />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('HG');
  });

  it('tells clubs with the same initials apart by a colour from the club id', () => {
    const first = render(<ClubLogo url={null} name="Himmerland Golf" clubId={3} />).container
      .firstElementChild;
    const second = render(<ClubLogo url={null} name="Holstebro Golfklub" clubId={4} />).container
      .firstElementChild;
    expect(first?.textContent).toBe(second?.textContent);
    const colour = (element: Element | null | undefined) => (element as HTMLElement).style.backgroundColor;
    expect(colour(first)).not.toBe(colour(second));
    // The same club always gets the same colour.
    const again = render(<ClubLogo url={null} name="Himmerland Golf" clubId={3} />).container
      .firstElementChild;
    expect(colour(again)).toBe(colour(first));
    expect(clubColour(3 + CLUB_COLOURS.length)).toBe(clubColour(3));
  });
});
