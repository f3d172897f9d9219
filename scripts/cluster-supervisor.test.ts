import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertPortsFree, freePort, REPO, stopLeftovers, whoAnswers } from './cluster';

/** How `npm run cluster` tells its own processes from others (issue 37): no database needed. */
const workDir = mkdtempSync(path.join(os.tmpdir(), 'gw-supervisor-'));
const servers: net.Server[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(workDir, { recursive: true, force: true });
});

/** A server on a loopback port answering every request with `body`; its address. */
async function answering(body: unknown): Promise<{ url: string; port: number }> {
  const server = http.createServer((_, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('npm run cluster knows its own processes', () => {
  it('counts an instance as started only when it echoes this start’s token', async () => {
    const ours = await answering({ status: 'ok', instance: 'token-a' });
    expect(await whoAnswers(ours.url, 'token-a')).toBe('ours');
    expect(await whoAnswers(ours.url, 'token-b')).toBe('foreign');
    const untokened = await answering({ status: 'ok' });
    expect(await whoAnswers(untokened.url, 'token-a')).toBe('foreign');
    expect(await whoAnswers(`http://127.0.0.1:${await freePort()}`, 'token-a')).toBe('none');
  });

  it('refuses a taken port, and npm run cluster exits 1 with one line saying which', async () => {
    const taken = await answering({ status: 'ok' });
    await expect(assertPortsFree({ apiPorts: [taken.port], port: await freePort() })).rejects.toThrow(
      `port ${taken.port} is already in use`,
    );
    const run = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
      cwd: REPO,
      env: {
        ...process.env,
        CLUSTER_PORT: String(taken.port),
        CLUSTER_FIRST_API_PORT: String(await freePort()),
        API_INSTANCES: '1',
        CLUSTER_WORK_DIR: workDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(run);
    let stderr = '';
    run.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    expect(await exited(run)).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^cluster: port ${taken.port} is already in use`)),
    ]);
  }, 30_000);

  it('stops the children a killed run left behind, only those, and never under a running one', async () => {
    const marker = `gw-leftover-${process.pid}`;
    const spawnIdle = (env: Record<string, string>) => {
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
        env: { ...process.env, ...env },
        stdio: 'ignore',
      });
      children.push(child);
      return child;
    };
    const leftover = spawnIdle({ LEFTOVER_MARK: marker });
    const stranger = spawnIdle({});
    const leftoverExit = exited(leftover);
    const file = path.join(workDir, 'cluster.pids');
    // A pid no process has (beyond pid_max): the supervisor that wrote the file is gone.
    const record = (supervisor: number, supervisorStart?: string) =>
      writeFileSync(
        file,
        JSON.stringify({
          supervisor,
          supervisorStart,
          children: [
            { pid: leftover.pid, marker },
            { pid: stranger.pid, marker },
          ],
        }),
      );
    record(4_194_304 + 1);
    expect(await stopLeftovers(workDir)).toBe(1);
    await leftoverExit;
    expect(stranger.exitCode).toBeNull();
    expect(stranger.signalCode).toBeNull();

    // A supervisor still running (this test's parent process stands for it): refused.
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'latin1');
    record(process.ppid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    await expect(stopLeftovers(workDir)).rejects.toThrow(`another npm run cluster (pid ${process.ppid})`);
  });
});
