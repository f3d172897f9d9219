import { describe, expect, it } from 'vitest';
import { dispenserErrors } from './range-checks';
import { minorToPrice, priceToMinor, wholeNumber, withBasket } from './range-form';

describe('the dispenser form model', () => {
  it('reads prices in major units and shows minor units back', () => {
    expect(priceToMinor('25')).toBe(2500);
    expect(priceToMinor(' 25,5 ')).toBe(2550);
    expect(priceToMinor('0.05')).toBe(5);
    expect(priceToMinor('2.555')).toBeNaN();
    expect(priceToMinor('')).toBeNaN();
    expect(minorToPrice(2550)).toBe('25.5');
    expect(wholeNumber('12')).toBe(12);
    expect(wholeNumber('1.5')).toBeNaN();
  });

  it('adds basket sizes up to four and names the broken fields with the shared schema', () => {
    let values = { name: 'A', baskets: [{ balls: 30, price_minor: 2500, max_per_day: 5 }] };
    for (let i = 0; i < 5; i++) values = withBasket(values);
    expect(values.baskets.map((b) => b.balls)).toEqual([30, 60, 90, 120]);
    expect(dispenserErrors(values)).toEqual({});
    const broken = {
      name: ' ',
      baskets: [
        { balls: 30, price_minor: Number.NaN, max_per_day: 5 },
        { balls: 30, price_minor: 100, max_per_day: 5 },
      ],
    };
    expect(dispenserErrors(broken)).toEqual({
      name: 'validation.required',
      'baskets.0.price_minor': 'validation.required',
    });
    expect(
      dispenserErrors({ ...broken, name: 'B', baskets: [broken.baskets[1]!, broken.baskets[1]!] }),
    ).toEqual({
      'baskets.1.balls': 'partner.validation.basketTwice',
    });
  });
});
