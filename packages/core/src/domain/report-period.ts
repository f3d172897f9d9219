import { addDays, isoDay, localParts } from './local-time';

/** The back office's period presets (issue #35); 'custom' keeps the days the owner chose. */
export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/**
 * The days of a preset in the club's zone, `to` inclusive: this month and this year run to today
 * (no empty future days), last month is the whole month before this one.
 */
export function presetPeriod(
  preset: Exclude<PeriodPreset, 'custom'>,
  now: Date,
  timeZone: string,
): { from: string; to: string } {
  const today = localParts(now, timeZone);
  const day = { year: today.year, month: today.month, day: today.day };
  if (preset === 'thisYear') return { from: isoDay({ ...day, month: 1, day: 1 }), to: isoDay(day) };
  const firstOfMonth = { ...day, day: 1 };
  if (preset === 'thisMonth') return { from: isoDay(firstOfMonth), to: isoDay(day) };
  const lastOfPrevious = addDays(firstOfMonth, -1);
  return { from: isoDay({ ...lastOfPrevious, day: 1 }), to: isoDay(lastOfPrevious) };
}
