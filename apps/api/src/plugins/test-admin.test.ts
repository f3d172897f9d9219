import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../test/helper';
import { users } from '../db/schema/index';

describe('POST /api/v1/test/admin (e2e only)', () => {
  let withRoute: TestApp;
  let without: TestApp;

  beforeAll(async () => {
    withRoute = await createTestApp({ env: { TEST_CLOCK_ROUTE: 'true' } });
    without = await createTestApp();
  });
  afterAll(async () => {
    await withRoute?.close();
    await without?.close();
  });

  const post = (t: TestApp, argv: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/test/admin', payload: { argv } });

  it('blocks and unblocks a golfer through the admin command', async () => {
    const golfer = await createTestUser(withRoute);
    const blocked = await post(withRoute, [
      'block-user',
      golfer.email,
      '--reason',
      'Spam offers',
      '--actor',
      'e2e',
    ]);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ code: 0, errors: [] });
    const [row] = await withRoute.database.db.select().from(users).where(eq(users.id, golfer.id));
    expect(row).toMatchObject({ status: 'blocked', blockedReason: 'Spam offers' });
    const lifted = await post(withRoute, ['unblock-user', golfer.email, '--reason', 'Cleared']);
    expect(lifted.json()).toMatchObject({ code: 0 });
  });

  it('runs no other admin command and is not mounted without TEST_CLOCK_ROUTE', async () => {
    expect((await post(withRoute, ['add-club', '--name', 'Nope'])).statusCode).toBe(400);
    expect((await post(withRoute, 'block-user')).statusCode).toBe(400);
    const golfer = await createTestUser(without);
    expect((await post(without, ['block-user', golfer.email, '--reason', 'Spam offers'])).statusCode).toBe(
      404,
    );
    const [row] = await without.database.db.select().from(users).where(eq(users.id, golfer.id));
    expect(row?.status).toBe('active');
  });
});
