import { describe, expect, it } from 'vitest';
import { createPressThrottle } from './press-throttle';

describe('createPressThrottle', () => {
  it('lets the first press through and refuses presses within the interval', () => {
    let clock = 1_000;
    const tryPress = createPressThrottle(5000, () => clock);
    expect(tryPress()).toBe(true);
    clock += 4999;
    expect(tryPress()).toBe(false);
    clock += 1;
    expect(tryPress()).toBe(true);
    clock += 100;
    expect(tryPress()).toBe(false);
  });
});

describe('releasing the throttle', () => {
  it('lets the next press through at once after a failed attempt, then throttles again', () => {
    let clock = 1_000;
    const tryPress = createPressThrottle(5000, () => clock);
    expect(tryPress()).toBe(true);
    clock += 800;
    tryPress.release();
    expect(tryPress()).toBe(true);
    clock += 100;
    expect(tryPress()).toBe(false);
  });
});
