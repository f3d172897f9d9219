import { recordPageView } from '@golfwallet/core/contracts/statistics/record-page-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { pageViews } from '../../db/schema/index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function counts() {
  const rows = await t.database.db.select().from(pageViews);
  return Object.fromEntries(rows.map((row) => [row.path, row.views]));
}

describe('POST /statistics/page-view', () => {
  it('counts views per day and page, without tokens, queries or unknown paths', async () => {
    for (const path of ['/faq?lang=en', '/faq', '/voucher-subtransfer/secret-token-123', '/no/such/page']) {
      // 200, checked by the typed client.
      expect(await t.api()(recordPageView, { body: { path } })).toEqual({ success: true });
    }
    expect(await counts()).toEqual({ '/faq': 2, '/voucher-subtransfer/:token': 1, '/*': 1 });
    const [row] = await t.database.db.select().from(pageViews);
    expect(row?.day).toBe(t.clock.now().toISOString().slice(0, 10));
  });

  it('refuses a body that is not a path, in the error format', async () => {
    // Raw: bodies the contract forbids (no path, an unknown field), beside strings it refuses.
    for (const payload of [{}, { path: 'faq' }, { path: '/faq', user: 7 }, { path: 'x'.repeat(400) }]) {
      const res = await t.call({ method: 'POST', url: '/statistics/page-view', payload });
      expect(res.statusCode).toBe(422);
    }
  });
});
