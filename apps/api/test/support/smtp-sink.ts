import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the sink received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  port: number;
  /** What arrived, in order. */
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/**
 * A local SMTP server for the mail tests (no TLS, no login): it keeps what it receives and refuses
 * recipients whose address starts with "bounce" (550), as a real server refuses an unknown user.
 * `port` 0 takes a free one; a test that stops and restarts "the mail server" passes the same port.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
