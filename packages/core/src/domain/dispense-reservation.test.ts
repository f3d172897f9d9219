import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOpen,
  RESERVATION_EVENTS,
  RESERVATION_STATES,
  type ReservationEvent,
  type ReservationState,
  replay,
  transition,
} from './dispense-reservation';

describe('reservation transitions', () => {
  const table: [ReservationState, ReservationEvent, ReservationState, string][] = [
    ['reserved', 'sent', 'commanded', 'none'],
    ['reserved', 'ack', 'reserved', 'none'],
    ['reserved', 'done', 'settled', 'settle'],
    ['reserved', 'fault', 'released', 'release'],
    ['reserved', 'timeout', 'released', 'release'],
    ['reserved', 'sweep', 'released', 'release'],
    ['commanded', 'sent', 'commanded', 'none'],
    ['commanded', 'ack', 'acknowledged', 'none'],
    ['commanded', 'done', 'settled', 'settle'],
    ['commanded', 'fault', 'released', 'release'],
    ['commanded', 'timeout', 'released', 'release'],
    ['commanded', 'sweep', 'released', 'release'],
    ['acknowledged', 'sent', 'acknowledged', 'none'],
    ['acknowledged', 'ack', 'acknowledged', 'none'],
    ['acknowledged', 'done', 'settled', 'settle'],
    ['acknowledged', 'fault', 'released', 'release'],
    ['acknowledged', 'timeout', 'released', 'release'],
    ['acknowledged', 'sweep', 'released', 'release'],
  ];
  it.each(table)('%s + %s → %s (%s)', (from, event, to, effect) => {
    expect(transition(from, event)).toEqual({ state: to, effect });
  });

  it.each(
    RESERVATION_EVENTS.flatMap((event) => [
      ['settled', event],
      ['late_done', event],
      ...(event === 'done' ? [] : [['released', event]]),
    ]) as [ReservationState, ReservationEvent][],
  )('terminal %s absorbs %s', (from, event) => {
    expect(transition(from, event)).toEqual({ state: from, effect: 'none' });
  });

  it('covers every open state and event in the table', () => {
    for (const state of RESERVATION_STATES.filter(isOpen)) {
      for (const event of RESERVATION_EVENTS) {
        expect(table.some(([s, e]) => s === state && e === event)).toBe(true);
      }
    }
  });

  it('settles a done whose ack was lost, after a retried send', () => {
    expect(replay(['sent', 'sent', 'done', 'ack', 'done'])).toEqual({
      state: 'settled',
      effects: ['settle'],
    });
  });

  it('releases a jam after the ack, and a late done raises the alarm once without a charge', () => {
    expect(transition('released', 'done')).toEqual({ state: 'late_done', effect: 'unpaid' });
    expect(replay(['sent', 'ack', 'fault', 'done', 'done', 'sweep'])).toEqual({
      state: 'late_done',
      effects: ['release', 'unpaid'],
    });
  });
});

describe('reservation properties over random event orders', () => {
  const events = fc.array(fc.constantFrom(...RESERVATION_EVENTS), { maxLength: 30 });

  it('is never both charged and released, and each effect happens at most once', () => {
    fc.assert(
      fc.property(events, (list) => {
        const { effects } = replay(list);
        const money = effects.filter((effect) => effect !== 'unpaid');
        expect(money.length).toBeLessThanOrEqual(1);
        expect(effects.filter((effect) => effect === 'unpaid').length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('raises the unpaid alarm exactly when a done follows a release', () => {
    fc.assert(
      fc.property(events, (list) => {
        const { state, effects } = replay(list);
        const firstFail = list.findIndex((e) => e === 'fault' || e === 'timeout' || e === 'sweep');
        const firstDone = list.indexOf('done');
        const released = firstFail >= 0 && (firstDone < 0 || firstFail < firstDone);
        const lateDone = released && list.indexOf('done', firstFail) >= 0;
        expect(effects.includes('unpaid')).toBe(lateDone);
        expect(state === 'late_done').toBe(lateDone);
        if (lateDone) expect(effects).toEqual(['release', 'unpaid']);
      }),
    );
  });

  it('never charges without a done, and always charges when done comes before any failure', () => {
    fc.assert(
      fc.property(events, (list) => {
        const { state, effects } = replay(list);
        const firstDone = list.indexOf('done');
        const firstFail = list.findIndex((e) => e === 'fault' || e === 'timeout' || e === 'sweep');
        if (effects.includes('settle')) expect(firstDone).toBeGreaterThanOrEqual(0);
        const settles = firstDone >= 0 && (firstFail < 0 || firstDone < firstFail);
        expect(state === 'settled').toBe(settles);
        const money = effects.filter((effect) => effect !== 'unpaid');
        expect(money).toEqual(settles ? ['settle'] : firstFail >= 0 ? ['release'] : []);
      }),
    );
  });

  it('is idempotent on duplicated events', () => {
    fc.assert(
      fc.property(events, fc.array(fc.nat(), { maxLength: 10 }), (list, picks) => {
        const duplicated = [...list];
        for (const pick of picks) {
          if (duplicated.length === 0) break;
          const at = pick % duplicated.length;
          duplicated.splice(at, 0, duplicated[at] as ReservationEvent);
        }
        expect(replay(duplicated)).toEqual(replay(list));
      }),
    );
  });
});
