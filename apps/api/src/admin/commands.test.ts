import { userInfo } from 'node:os';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { and, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  outcome,
  refusal,
  type TestApp,
  type TestUser,
} from '../../test/helper';
import { accountAudit, outbox, sessions, users } from '../db/schema/index';
import { hashToken, newToken } from '../lib/tokens';
import { deliverDue } from '../modules/outbox/outbox-worker';
import { insertSession } from '../modules/session/session.repository';
import { runAdminCommand } from './commands';

describe('admin block-user, unblock-user, delete-user', () => {
  let t: TestApp;
  let lines: string[];
  let errors: string[];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const admin = (...argv: string[]) => {
    lines = [];
    errors = [];
    return runAdminCommand(
      argv,
      { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log },
      { log: (line) => lines.push(line), error: (line) => errors.push(line) },
    );
  };
  const logIn = (user: TestUser) =>
    t.api({ language: 'en' })(createSession, {
      body: { email: user.email, password: user.password, language: 'en', device_platform: 'web' },
    });
  const mailsTo = (email: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
  const auditOf = (id: number) =>
    t.database.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.subjectUserId, id))
      .orderBy(accountAudit.id);

  it('blocks: every session ends, login is refused clearly, the reason is mailed in Swedish, audited', async () => {
    const golfer = await createTestUser(t, { languageDefault: 'sv', firstName: 'Sven' });
    await insertSession(t.database.db, {
      tokenHash: hashToken(newToken()),
      userId: golfer.id,
      now: t.clock.now(),
    });

    const code = await admin(
      'block-user',
      golfer.email.toUpperCase(),
      '--reason',
      'Abusive transfer messages',
      '--actor',
      'jane',
    );
    expect(code, errors.join('\n')).toBe(0);
    expect(lines[0]).toContain(`Blocked golfer ${golfer.id}`);

    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, golfer.id))).toEqual([]);
    expect((await refusal(t.api({ token: golfer.token })(getUser))).status).toBe(403);
    const login = await refusal(logIn(golfer));
    expect(login).toMatchObject({ status: 403, code: 'ACCOUNT_BLOCKED' });
    expect(login.message).toContain('blocked by GolfWallet');

    const [mail] = await mailsTo(golfer.email);
    expect(mail).toMatchObject({
      template: 'account_blocked',
      locale: 'sv',
      subject: 'Din GolfWallet-profil har spärrats',
    });
    expect(mail!.text).toContain('Skäl: Abusive transfer messages');
    expect(mail!.text).toContain('Hej Sven,');

    const [row] = await auditOf(golfer.id);
    expect(row).toMatchObject({
      action: 'blocked',
      actor: 'jane',
      reason: 'Abusive transfer messages',
      subjectEmail: golfer.email,
    });

    expect(await admin('block-user', golfer.email, '--reason', 'Again')).toBe(1);
    expect(errors[0]).toContain('already blocked');
  });

  it('unblocks: the golfer may log in again, is told so, and the audit names the OS user by default', async () => {
    const golfer = await createTestUser(t, { languageDefault: 'de' });
    expect(await admin('unblock-user', golfer.email, '--reason', 'Not blocked')).toBe(1);
    expect(errors[0]).toContain('not blocked');
    expect(await admin('block-user', golfer.email, '--reason', 'Spam offers')).toBe(0);
    expect(await admin('unblock-user', golfer.email, '--reason', 'Cleared after review')).toBe(0);

    expect(await outcome(logIn(golfer))).toBe('ok');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, golfer.id));
    expect(row).toMatchObject({ status: 'active', blockedReason: null });
    const mails = await mailsTo(golfer.email);
    expect(mails.map((mail) => mail.template)).toEqual(['account_blocked', 'account_unblocked']);
    expect(mails[1]!.subject).toBe('Ihr GolfWallet-Profil ist wieder offen');
    const audit = await auditOf(golfer.id);
    expect(audit.map((entry) => [entry.action, entry.actor, entry.reason])).toEqual([
      ['blocked', userInfo().username, 'Spam offers'],
      ['unblocked', userInfo().username, 'Cleared after review'],
    ]);
  });

  it('deletes as the golfer’s own deletion does, mails the reason, and keeps the audit without the address', async () => {
    const golfer = await createTestUser(t, { languageDefault: 'da', firstName: 'Dorte' });
    expect(await admin('block-user', golfer.email, '--reason', 'Krænkende beskeder')).toBe(0);
    expect((await mailsTo(golfer.email)).map((mail) => mail.template)).toEqual(['account_blocked']);
    expect(await admin('delete-user', golfer.email, '--reason', 'Gentaget misbrug', '--actor', 'ops')).toBe(
      0,
    );

    expect(await t.database.db.select().from(users).where(eq(users.id, golfer.id))).toEqual([]);
    expect((await refusal(logIn(golfer))).status).toBe(401);
    const mails = await mailsTo(golfer.email);
    // Everything to the address went with the account except the deletion notice itself.
    expect(mails.map((mail) => mail.template)).toEqual(['account_deleted']);
    expect(mails[0]!.subject).toBe('Din GolfWallet-profil er slettet');
    expect(mails[0]!.text).toContain('Begrundelse: Gentaget misbrug');
    const audit = await auditOf(golfer.id);
    expect(audit.map((entry) => [entry.action, entry.actor, entry.subjectEmail])).toEqual([
      ['blocked', userInfo().username, null],
      ['deleted', 'ops', null],
    ]);
    expect(audit[1]!.reason).toBe('Gentaget misbrug');

    // Once delivered, the notice goes too: nothing addressed to the golfer is left.
    const delivered: string[] = [];
    const transport = {
      sendMail: async (message: { to: string }) => {
        delivered.push(message.to);
        return {};
      },
    } as unknown as Transporter;
    await deliverDue(
      { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log },
      { transport },
    );
    expect(delivered).toContain(golfer.email);
    expect(await mailsTo(golfer.email)).toEqual([]);

    expect(await admin('delete-user', golfer.email, '--reason', 'Twice')).toBe(1);
    expect(errors[0]).toContain('No golfer');
  });

  it('refuses without a reason or an address, and prints the usage for an unknown command', async () => {
    const golfer = await createTestUser(t);
    expect(await admin('block-user', golfer.email)).toBe(1);
    expect(errors[0]).toContain('reason');
    expect(await admin('block-user', '--reason', 'No address given')).toBe(1);
    expect(await admin('frobnicate')).toBe(2);
    expect(errors[0]).toContain('Usage');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, golfer.id), eq(users.status, 'active')));
    expect(row).toBeDefined();
  });

  it('end-sessions signs one golfer out everywhere without blocking, audited; others keep theirs', async () => {
    const golfer = await createTestUser(t);
    const bystander = await createTestUser(t);
    const phone = (await logIn(golfer)).session_id;

    expect(
      await admin('end-sessions', golfer.email, '--reason', 'Lost phone', '--actor', 'jane'),
      errors.join(),
    ).toBe(0);
    expect(lines[0]).toContain(`Ended 2 session(s) of golfer ${golfer.id}`);
    for (const token of [golfer.token, phone]) {
      expect(await refusal(t.api({ token })(getUser))).toMatchObject({
        status: 403,
        code: 'SESSION_EXPIRED',
      });
    }
    await t.api({ token: bystander.token })(getUser); // 200, checked by the client
    await logIn(golfer); // not blocked: signs in again
    expect(await auditOf(golfer.id)).toEqual([
      expect.objectContaining({ action: 'sessions_ended', actor: 'jane', reason: 'Lost phone' }),
    ]);
    expect(await auditOf(bystander.id)).toEqual([]);
    expect(await admin('end-sessions', 'nobody@example.com', '--reason', 'Lost phone')).toBe(1);
    expect(errors[0]).toContain('No golfer');
  });

  it('end-all-sessions signs every golfer out, one audit line per golfer, and they can sign in again', async () => {
    const [a, b] = [await createTestUser(t), await createTestUser(t)];
    expect(await admin('end-all-sessions', '--reason', 'Suspected leak', '--actor', 'ops')).toBe(0);
    expect(lines[0]).toMatch(/^Ended \d+ session\(s\) of \d+ golfer\(s\)/);
    expect(await t.database.db.select().from(sessions)).toEqual([]);
    for (const golfer of [a, b]) {
      expect((await refusal(t.api({ token: golfer.token })(getUser))).status).toBe(403);
      expect(await auditOf(golfer.id)).toEqual([
        expect.objectContaining({ action: 'sessions_ended', actor: 'ops', reason: 'Suspected leak' }),
      ]);
      await logIn(golfer);
    }
    expect(await admin('end-all-sessions')).toBe(1);
    expect(errors[0]).toContain('reason');
  });
});
