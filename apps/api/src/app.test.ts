import { getHealth } from '@golfwallet/core/contracts/health/get-health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { redactUrl } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('app', () => {
  it('answers health with the database kind', async () => {
    expect(await t.api()(getHealth)).toEqual({
      status: 'ok',
      database: expect.stringMatching(/pglite|postgres/),
    });
  });

  it('answers an unknown API route with the shared error shape in the caller language', async () => {
    // Raw: no contract names an unknown route.
    const res = await t.call({ method: 'GET', url: '/nope', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
  });

  it('sends a request id, no server banner and a strict CSP', async () => {
    // Raw: the headers are what is tested, and the typed client answers bodies only.
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers.server).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('serves the OpenAPI 3.1 document', async () => {
    // Raw: the OpenAPI document is served outside the contracts.
    const res = await t.call({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v1/health');
  });

  it('masks tokens and keys in logged URLs', () => {
    expect(redactUrl('/api/v1/transfer-process/abc123?locale=da')).toBe('/api/v1/transfer-process/***?***');
    expect(redactUrl('/email-verify?key=secret&x=1')).toBe('/email-verify?***');
    expect(redactUrl('/api/v1/pdf-file/abc?key=k&lang=da')).toBe('/api/v1/pdf-file/***?key=***&lang=da');
    expect(redactUrl('/vouchers?tab=2')).toBe('/vouchers?tab=2');
  });

  it('logs no query of the sign-in, verification, reset and transfer routes (issue 31)', () => {
    for (const url of [
      '/api/v1/login/oauth2/callback/dk?code=c&state=s',
      '/api/v1/login/oauth2/do-signin?countryCode=DK&callback=x',
      '/register/oauth-consumer?session_id=abc&birthDate=1992-01-01&email=a%40b.dk',
      '/oauth-consumer?updateSessionId=t',
      '/app/sign-up/oauth-consumer?result=r',
      '/password-change?key=k',
      '/partner/set-password?key=k',
      '/voucher-subtransfer/tok?lang=da',
    ]) {
      const logged = redactUrl(url);
      expect(logged.endsWith('?***'), logged).toBe(true);
      expect(logged).not.toMatch(/abc|1992|b\.dk|=t|=r|=k|tok/);
    }
  });
});
