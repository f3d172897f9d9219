import { createServer } from 'node:net';
import { buildApp } from '../../src/app';
import { openTestDatabase, testClock, testConfig, type TestClock } from '../helper';
import type { Database } from '../../src/db/client';
import type { Config } from '../../src/config';
import type { FastifyInstance } from 'fastify';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface HttpTestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The app listening on a free port over real HTTP, its public address that port: the union
 * sign-in talks to the embedded provider through it (discovery, code exchange).
 */
export async function startHttpApp(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void } } = {},
): Promise<HttpTestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await openTestDatabase();
  const config = testConfig({ PUBLIC_URL: baseUrl, PORT: String(port), ...env });
  const clock = testClock();
  const app = await buildApp({ config, db: database.db, now: clock.now, logStream: options.logStream });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    clock,
    baseUrl,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A minimal browser over fetch: keeps cookies per host and follows redirects one by one, so a
 * test can stop at any hop (the union's pages, our callback, the return page).
 */
export class TestBrowser {
  readonly #cookies = new Map<string, Map<string, string>>();
  /** Every address this browser asked for or was sent to, in order. */
  readonly visited: string[] = [];

  constructor(readonly language = 'en') {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const target = new URL(url);
    this.visited.push(target.href);
    const jar = this.#cookies.get(target.host) ?? new Map<string, string>();
    const headers: Record<string, string> = { 'accept-language': this.language, accept: 'text/html' };
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.#cookies.set(target.host, jar);
    const location = response.headers.get('location');
    if (location) this.visited.push(new URL(location, target).href);
    return {
      status: response.status,
      location: location ? new URL(location, target).href : undefined,
      text: await response.text(),
    };
  }

  /** Follows redirects until one leaves for a URL starting with `stop`, or a page answers. */
  async follow(url: string, stop?: string) {
    let current = url;
    for (let hop = 0; hop < 15; hop++) {
      const answer = await this.request(current);
      if (!answer.location || (stop && answer.location.startsWith(stop))) return { ...answer, url: current };
      current = answer.location;
    }
    throw new Error('too many redirects');
  }
}

/** The action of the first form on a page, made absolute. */
export function formAction(html: string, base: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no form on the page: ${html.slice(0, 300)}`);
  return new URL(match[1]!.replace(/&#38;/g, '&'), base).href;
}
