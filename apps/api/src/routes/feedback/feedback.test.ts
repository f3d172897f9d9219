import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedback } from '@golfwallet/core/contracts/feedback/create-feedback';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
import { feedback } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /feedback', () => {
  it('stores the rating and suggestions as the caller’s own', async () => {
    const golfer = await createTestUser(t);
    const { feedback_id: id } = await t.api({ token: golfer.token })(createFeedback, {
      body: { rating: 5, suggestions: '  Scan works great  ', platform: 'pwa' },
    });
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
      const refused = await refusal(
        t.api({ token: golfer.token, language: 'en' })(createFeedback, { body: { rating } }),
      );
      expect(refused).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
      expect(refused.fields).toEqual([{ field: 'rating', message: 'Please choose a rating from 1 to 5' }]);
    }
    const rows = await t.database.db.select().from(feedback).where(eq(feedback.userId, golfer.id));
    expect(rows).toEqual([]);
  });

  it('refuses suggestions that are too long, and callers without a session', async () => {
    const golfer = await createTestUser(t);
    const long = t.api({ token: golfer.token })(createFeedback, {
      body: { rating: 3, suggestions: 'x'.repeat(2001) },
    });
    expect((await refusal(long)).status).toBe(422);
    expect((await refusal(t.api()(createFeedback, { body: { rating: 3 } }))).status).toBe(401);
  });
});
