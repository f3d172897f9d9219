import { describe, expect, it } from 'vitest';
import { devMailboxMounted, isLoopbackAddress, mayReadDevMailbox, outboxNotice } from './dev-mailbox-access';

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8, ::1 and IPv4-mapped loopback, and nothing else', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) {
      expect(isLoopbackAddress(a), a).toBe(true);
    }
    for (const a of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', '128.0.0.1', 'fe80::1', '', undefined]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });
});

describe('mayReadDevMailbox', () => {
  it('local lets in a chain of loopback addresses only', () => {
    expect(mayReadDevMailbox('local', ['127.0.0.1'])).toBe(true);
    expect(mayReadDevMailbox('local', ['127.0.0.1', '::1'])).toBe(true);
    expect(mayReadDevMailbox('local', ['127.0.0.1', '203.0.113.7'])).toBe(false);
    expect(mayReadDevMailbox('local', ['203.0.113.7', '127.0.0.1'])).toBe(false);
    expect(mayReadDevMailbox('local', [])).toBe(false);
  });

  it('open lets everyone in, off nobody', () => {
    expect(mayReadDevMailbox('open', ['203.0.113.7'])).toBe(true);
    expect(mayReadDevMailbox('off', ['127.0.0.1'])).toBe(false);
  });
});

describe('devMailboxMounted and outboxNotice', () => {
  it('mounts the mailbox only without SMTP_URL and unless it is off', () => {
    expect(devMailboxMounted({ SMTP_URL: undefined, DEV_MAILBOX: 'local' })).toBe(true);
    expect(devMailboxMounted({ SMTP_URL: undefined, DEV_MAILBOX: 'off' })).toBe(false);
    expect(devMailboxMounted({ SMTP_URL: 'smtp://x:25', DEV_MAILBOX: 'open' })).toBe(false);
  });

  it('says who can read the outbox for each setting', () => {
    expect(outboxNotice({ DEV_MAILBOX: 'local' })).toMatch(
      /outbox.*only clients on this machine.*DEV_MAILBOX=local/,
    );
    expect(outboxNotice({ DEV_MAILBOX: 'open' })).toMatch(/anyone.*DEV_MAILBOX=open/);
    expect(outboxNotice({ DEV_MAILBOX: 'off' })).toMatch(/nobody.*DEV_MAILBOX=off/);
  });
});
