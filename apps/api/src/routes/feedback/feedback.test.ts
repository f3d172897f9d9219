import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { feedback } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /feedback', () => {
  it('stores the rating and suggestions as the caller’s own', async () => {
    const golfer = await createTestUser(t);
    const res = await t.call({
      method: 'POST',
      url: '/feedback',
      token: golfer.token,
      payload: { rating: 5, suggestions: '  Scan works great  ', platform: 'pwa' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().feedback_id as number;
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({
      userId: golfer.id,
      rating: 5,
      suggestions: 'Scan works great',
      platform: 'pwa',
    });
  });

  it('refuses a rating outside 1–5 with a translated field message and writes nothing', async () => {
    const golfer = await createTestUser(t);
    for (const rating of [0, 6, 2.5]) {
      const res = await t.call({
        method: 'POST',
        url: '/feedback',
        token: golfer.token,
        headers: { 'accept-language': 'en' },
        payload: { rating },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual([{ field: 'rating', message: 'Please choose a rating from 1 to 5' }]);
    }
    const rows = await t.database.db.select().from(feedback).where(eq(feedback.userId, golfer.id));
    expect(rows).toEqual([]);
  });

  it('refuses suggestions that are too long, and callers without a session', async () => {
    const golfer = await createTestUser(t);
    const long = await t.call({
      method: 'POST',
      url: '/feedback',
      token: golfer.token,
      payload: { rating: 3, suggestions: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(422);
    const anonymous = await t.call({ method: 'POST', url: '/feedback', payload: { rating: 3 } });
    expect(anonymous.statusCode).toBe(401);
  });
});
