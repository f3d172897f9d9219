import type { ContractInput } from '@golfwallet/core/contracts/define';
import { recordConsent } from '@golfwallet/core/contracts/user/record-consent';
import { updateUser } from '@golfwallet/core/contracts/user/update-user';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
import { consents } from '../../db/schema/index';

describe('consents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const answers = async (userId: number) =>
    (
      await t.database.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id))
    ).map((row) => [row.kind, row.granted, row.source, row.textVersion]);

  it('stores the newsletter popup’s answers, then only the profile changes that change something', async () => {
    const golfer = await createTestUser(t);
    // Each patch answered 200, checked by the typed client.
    const patch = (body: ContractInput<typeof updateUser>['body']) =>
      t.api({ token: golfer.token })(updateUser, { body });

    await patch({ accept_newsletter: 1, accept_offers: 0, newsletter_asked: true });
    expect(await answers(golfer.id)).toEqual([
      ['newsletter', true, 'newsletter_popup', '2025-02'],
      ['club_offers', false, 'newsletter_popup', '2025-02'],
    ]);

    await patch({ accept_offers: 0, first_name: 'Same' });
    expect(await answers(golfer.id)).toHaveLength(2);

    await patch({ accept_offers: 1 });
    expect((await answers(golfer.id)).at(-1)).toEqual(['club_offers', true, 'profile', '2025-02']);
  });

  it('stores the cookie choice with the time of the answer, and only for the caller', async () => {
    t.clock.set(new Date('2026-05-01T12:00:00Z'));
    const golfer = await createTestUser(t);
    const other = await createTestUser(t);
    const body = { kind: 'cookie_statistics', granted: true, source: 'cookie_banner' } as const;
    const answer = await t.api({ token: golfer.token })(recordConsent, { body }); // 201, checked by the client
    expect(answer).toEqual({
      kind: 'cookie_statistics',
      granted: true,
      text_version: '2025-02',
      at: '2026-05-01T12:00:00.000Z',
    });
    expect(await answers(golfer.id)).toEqual([['cookie_statistics', true, 'cookie_banner', '2025-02']]);
    expect(await answers(other.id)).toEqual([]);
    const unauthenticated = await refusal(t.api()(recordConsent, { body }));
    expect(unauthenticated.status).toBe(401);
  });
});
