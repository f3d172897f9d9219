import type { Config } from '../../config';
import type { SmsAdapter } from './sms';
import { createHttpSmsGateway } from './sms-http';
import { createSmsSimulator } from './sms-simulator';

const chosen = new WeakMap<Config, SmsAdapter>();

/** The HTTP gateway when SMS_GATEWAY_URL is set, otherwise the outbox simulator; one per configuration. */
export function smsAdapterFor(config: Config): SmsAdapter {
  let adapter = chosen.get(config);
  if (!adapter) {
    adapter = config.SMS_GATEWAY_URL
      ? createHttpSmsGateway({
          url: config.SMS_GATEWAY_URL,
          token: config.SMS_GATEWAY_TOKEN,
          sender: config.SMS_SENDER,
        })
      : createSmsSimulator();
    chosen.set(config, adapter);
  }
  return adapter;
}
