import { gzipSync } from 'node:zlib';
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * The bare floor (issue 10): a plain `node:http` server, in a process of its own like the API,
 * that answers each benchmarked route with the very bytes the API answered it (status, headers and
 * body captured once before the run). It does no work but reading the request and writing those
 * bytes, so a route's share of it is the share of the machine's HTTP limit our own code leaves.
 */

export interface CapturedResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as base64, byte for byte. */
  body: string;
}

export interface BareServer {
  url: string;
  /** Makes `method path` answer these bytes from now on. */
  answer(method: string, path: string, response: CapturedResponse): Promise<void>;
  stop(): Promise<void>;
}

/** Headers node:http writes itself (or that belong to one connection) are not copied. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Captures a response as the bare server will replay it. */
export async function capture(response: Response): Promise<CapturedResponse> {
  // fetch hands over a gzip answer decoded: the floor sends it compressed again, as the API did.
  const decoded = Buffer.from(await response.arrayBuffer());
  const body = response.headers.get('content-encoding') === 'gzip' ? gzipSync(decoded) : decoded;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers[name] = value;
  });
  headers['content-length'] = String(body.length);
  return { status: response.status, headers, body: body.toString('base64') };
}

type Message = { kind: 'answer'; key: string; response: CapturedResponse; seq: number } | { kind: 'stop' };

/** The child's side: serve, and learn answers over IPC. */
function serve() {
  const answers = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
  const server = http.createServer((request, response) => {
    const key = `${request.method} ${request.url}`;
    // Read the request body (a POST's) before answering, as the API must.
    request.resume();
    request.on('end', () => {
      const found = answers.get(key);
      if (!found) {
        response.writeHead(404, { 'content-length': '0' });
        response.end();
        return;
      }
      response.writeHead(found.status, found.headers);
      response.end(found.body);
    });
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ kind: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.on('message', (message: Message) => {
    if (message.kind === 'stop') {
      server.close();
      server.closeAllConnections();
      process.exit(0);
    }
    answers.set(message.key, {
      status: message.response.status,
      headers: message.response.headers,
      body: Buffer.from(message.response.body, 'base64'),
    });
    process.send?.({ kind: 'ok', seq: message.seq });
  });
}

/** Starts the bare server in a child process. */
export function startBareServer(): Promise<BareServer> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let seq = 0;
  const waiting = new Map<number, () => void>();
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
    child.on('message', (message: { kind: string; port?: number; seq?: number }) => {
      if (message.kind === 'ok') waiting.get(message.seq!)?.();
      if (message.kind !== 'listening') return;
      resolve({
        url: `http://127.0.0.1:${message.port}`,
        answer: (method, path, response) =>
          new Promise<void>((done) => {
            const id = ++seq;
            waiting.set(id, () => {
              waiting.delete(id);
              done();
            });
            child.send({ kind: 'answer', key: `${method} ${path}`, response, seq: id } satisfies Message);
          }),
        stop: () =>
          new Promise<void>((done) => {
            process.off('exit', killOnExit);
            if (child.exitCode !== null) return done();
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.send({ kind: 'stop' } satisfies Message);
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }),
      });
    });
  });
}

if (process.argv.includes('--serve') && process.argv[1] === fileURLToPath(import.meta.url)) serve();
