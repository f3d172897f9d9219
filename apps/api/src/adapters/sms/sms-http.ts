import type { SmsAdapter } from './sms';
import { queueSms } from './sms';

export interface HttpSmsGatewayOptions {
  url: string;
  token?: string;
  sender: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * An HTTP SMS gateway: each queued SMS is POSTed as JSON {to, from, text} (Bearer token when
 * configured). Any answer other than 2xx, a network error or a timeout throws, so the caller keeps
 * the message queued and tries again later.
 */
export function createHttpSmsGateway(options: HttpSmsGatewayOptions): SmsAdapter {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    kind: 'http',
    queue: queueSms,
    deliver: async ({ to, text }) => {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, from: options.sender, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
