import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { enqueueMessage } from '../modules/outbox/outbox.repository';
import { keyFromLatestMail, nonMemberBody, registerThroughApi, uniqueEmail } from '../../test/builders/user';
import { linkify, linksIn } from './dev-mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('development mailbox', () => {
  it('lists sign-up mail and SMS rows as JSON with their links, newest first', async () => {
    const created = await registerThroughApi(t, nonMemberBody(), 'en');
    const phone = '+4511112222';
    await enqueueMessage(t.database.db, {
      channel: 'sms',
      recipient: phone,
      subject: '',
      text: 'Your voucher: http://localhost:3000/voucher-subtransfer/abc',
      template: 'voucher_transfer',
      locale: 'da',
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { messages } = res.json();
    expect(messages[0]).toMatchObject({ channel: 'sms', recipient: phone });
    const key = await keyFromLatestMail(t, created.email, 'verify_email');
    const verification = messages.find((m: { recipient: string }) => m.recipient === created.email);
    expect(verification).toMatchObject({
      channel: 'email',
      template: 'verify_email',
      status: 'pending',
      links: [`http://localhost:3000/email-verify?key=${key}`],
    });

    const filtered = await t.app.inject({
      method: 'GET',
      url: `/dev/mail.json?to=${created.email.toUpperCase()}`,
    });
    expect(filtered.json().messages.map((m: { recipient: string }) => m.recipient)).toEqual([created.email]);
    const limited = await t.app.inject({ method: 'GET', url: '/dev/mail.json?limit=1' });
    expect(limited.json().messages).toHaveLength(1);
  });

  it('shows an accessible page with clickable links, everything escaped and no script', async () => {
    const recipient = uniqueEmail('html');
    await enqueueMessage(t.database.db, {
      channel: 'email',
      recipient,
      subject: '<script>alert(1)</script> Subject',
      text: 'Click http://localhost:3000/password-change?key=abc&x="y" or <b>not</b> javascript:alert(1)',
      template: 'test',
      locale: 'en',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/dev/mail?to=${recipient}`,
      headers: { 'accept-language': 'da' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="da">');
    expect(html).toContain('<h1>Udviklingspostkasse</h1>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Subject');
    expect(html).toContain(
      '<a href="http://localhost:3000/password-change?key=abc&amp;x=">http://localhost:3000/password-change?key=abc&amp;x=</a>&quot;y&quot;',
    );
    expect(html).toContain('&lt;b&gt;not&lt;/b&gt; javascript:alert(1)');
    expect(html).not.toContain('href="javascript');
  });

  it('says so when there is no mail', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/mail?to=nobody-at-all@example.com',
      headers: { 'accept-language': 'en' },
    });
    expect(res.body).toContain('<p>No messages yet.</p>');
  });

  it('is not mounted when SMTP_URL is set', async () => {
    const withSmtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect((await withSmtp.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
      expect((await withSmtp.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});

describe('linkify', () => {
  it('links only http(s) URLs and escapes the rest', () => {
    expect(linkify('a <i> https://x.dk/p?q=1&r=2 b')).toBe(
      'a &lt;i&gt; <a href="https://x.dk/p?q=1&amp;r=2">https://x.dk/p?q=1&amp;r=2</a> b',
    );
    expect(linkify("javascript:alert('x')")).toBe('javascript:alert(&#39;x&#39;)');
    expect(linksIn('see http://a.dk/1 and https://b.dk/2.')).toEqual(['http://a.dk/1', 'https://b.dk/2.']);
  });
});
