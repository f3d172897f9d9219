import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('OpenAPI document', () => {
  it('lists every session and user operation', async () => {
    // Raw by design: the OpenAPI document is not an operation of its own contracts.
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/v1/session',
        'GET /api/v1/session',
        'DELETE /api/v1/session',
        'POST /api/v1/user',
        'GET /api/v1/user',
        'PATCH /api/v1/user',
        'GET /api/v1/user/member/{union}/{member_number}/{birth_date}',
        'DELETE /api/v1/user/delete',
        'PATCH /api/v1/user/club',
        'POST /api/v1/user/resend/email',
        'POST /api/v1/user/email-verify',
        'POST /api/v1/user/recover-password',
        'POST /api/v1/user/change-password',
        'POST /api/v1/user/check-pin',
        'POST /api/v1/user/golfids',
        'POST /api/v1/transfer-referral/',
      ]),
    );
  });
});
