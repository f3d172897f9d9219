import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testConfig, type TestApp } from '../../../test/helper';
import { outbox } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { startInProcessRunner } from '../../jobs/in-process-runner';
import { outboxJob } from '../../modules/outbox/outbox.job';
import { deliverDue } from '../../modules/outbox/outbox-worker';
import { smsAdapterFor } from './select-sms';
import { createHttpSmsGateway } from './sms-http';
import { createSmsSimulator } from './sms-simulator';

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
}

let t: TestApp;
let server: Server;
let url: string;
const received: Received[] = [];
let answerStatus = 200;

beforeAll(async () => {
  t = await createTestApp();
  server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(data) });
      response.statusCode = answerStatus;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const deps = (): Deps => ({ db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log });

async function rowsTo(recipient: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
}

describe('SMS adapters', () => {
  it('picks the HTTP gateway when SMS_GATEWAY_URL is set, else the outbox simulator', () => {
    expect(smsAdapterFor(testConfig()).kind).toBe('simulator');
    expect(smsAdapterFor(testConfig({ SMS_GATEWAY_URL: url })).kind).toBe('http');
  });

  it('the simulator writes an sms row to the outbox and leaves it there', async () => {
    const simulator = createSmsSimulator();
    await simulator.queue(t.database.db, {
      to: '+4511111111',
      text: 'Hej',
      template: 'voucher_transfer',
      locale: 'da',
    });
    expect(await rowsTo('+4511111111')).toMatchObject([
      { channel: 'sms', text: 'Hej', template: 'voucher_transfer', locale: 'da', status: 'pending' },
    ]);
    expect((await deliverDue(deps(), { sms: simulator })).sent).toBe(0);
    expect((await rowsTo('+4511111111'))[0]!.status).toBe('pending');
  });

  it('the HTTP gateway posts each due SMS and marks it sent; a refusal is retried later', async () => {
    const gateway = createHttpSmsGateway({ url, token: 'secret-token', sender: 'GolfWallet' });
    await gateway.queue(t.database.db, {
      to: '+4522222222',
      text: 'Link: x',
      template: 'voucher_transfer',
      locale: 'en',
    });

    answerStatus = 503;
    expect((await deliverDue(deps(), { sms: gateway })).sent).toBe(0);
    const [failed] = await rowsTo('+4522222222');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMS gateway answered 503' });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect((await deliverDue(deps(), { sms: gateway })).sent).toBe(0);

    answerStatus = 200;
    t.clock.advance(2 * 60_000);
    received.length = 0;
    expect((await deliverDue(deps(), { sms: gateway })).sent).toBeGreaterThanOrEqual(1);
    expect(received).toContainEqual({
      headers: expect.objectContaining({
        authorization: 'Bearer secret-token',
        'content-type': 'application/json',
      }),
      body: { to: '+4522222222', from: 'GolfWallet', text: 'Link: x' },
    });
    expect((await rowsTo('+4522222222'))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('a transfer by SMS with the gateway configured reaches the gateway after commit', async () => {
    const app = await createTestApp({ env: { SMS_GATEWAY_URL: url } });
    try {
      const sender = await createTestUser(app);
      const club = await insertClub(app);
      const voucher = await insertVoucher(app, { clubId: club.id, userId: sender.id, name: 'Range basket' });
      const res = await app.call({
        method: 'POST',
        url: `/voucher/transfer/${voucher.id}`,
        token: sender.token,
        payload: { phone: '+4733333333' },
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(201);
      received.length = 0;
      const result = await deliverDue({
        db: app.database.db,
        config: app.config,
        now: app.clock.now,
        log: app.app.log,
      });
      expect(result).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(received[0]!.body).toMatchObject({
        to: '+4733333333',
        text: expect.stringContaining('Range basket'),
      });
    } finally {
      await app.close();
    }
  });
});

describe('the outbox job with an SMS gateway', () => {
  it('is off with the SMS simulator and no SMTP_URL, and delivers SMS in the background with a gateway', async () => {
    const idle = startInProcessRunner(deps(), [outboxJob]);
    expect(idle.jobs).toEqual([]);
    await idle.stop();
    const config = testConfig({ SMS_GATEWAY_URL: url });
    const gateway = smsAdapterFor(config);
    await gateway.queue(t.database.db, {
      to: '+4544444444',
      text: 'Worker',
      template: 'voucher_transfer',
      locale: 'en',
    });
    answerStatus = 200;
    const worker = startInProcessRunner({ ...deps(), config }, [{ ...outboxJob, everySeconds: 0.02 }]);
    expect(worker.jobs).toEqual(['outbox']);
    for (let i = 0; i < 100 && (await rowsTo('+4544444444'))[0]!.status !== 'sent'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await worker.stop();
    expect((await rowsTo('+4544444444'))[0]!.status).toBe('sent');
  });
});
