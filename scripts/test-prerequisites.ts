/**
 * The first step of `npm test`: prepares what the tests need from the machine, so the README's
 * `npm ci && npm test` passes on a fresh Debian machine by itself. `.ci/run` adds only what CI alone
 * needs (services, a fresh database) and then runs the same `npm test`.
 *
 * - Chromium for the end-to-end tests: installed with apt when missing and this user may install
 *   packages (root, or sudo without a password); otherwise one line says what to run.
 * - Debian's nginx for the cluster test and `npm run cluster`: installed the same way.
 * - PostgreSQL is optional: without TEST_DATABASE_URL the PostgreSQL half of the API tests is
 *   skipped, and a line says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** What ensureChromium needs from the machine (the real one below, a fake in the tests). */
export interface Machine {
  exists(path: string): boolean;
  isRoot: boolean;
  /** Whether `sudo -n true` succeeds: sudo without a password. */
  canSudo(): boolean;
  hasApt(): boolean;
  /** Runs a command with the output shown; true when it exits with 0. */
  run(command: string, args: string[]): boolean;
}

export type ChromiumResult = { ok: true; path: string; installed: boolean } | { ok: false; line: string };

const APT_ENV = ['env', 'DEBIAN_FRONTEND=noninteractive'];

/**
 * Makes sure the Chromium the end-to-end tests drive exists: CHROMIUM_PATH when set (never
 * installed over), else Debian's /usr/bin/chromium, installed with `apt-get install -y chromium`
 * as root or through `sudo -n` when missing. Answers the path, or one line saying what to run.
 */
export function ensureChromium(machine: Machine, env: Record<string, string | undefined>): ChromiumResult {
  const custom = env.CHROMIUM_PATH;
  if (custom) {
    return machine.exists(custom)
      ? { ok: true, path: custom, installed: false }
      : {
          ok: false,
          line: `Chromium is missing: CHROMIUM_PATH=${custom} does not exist; point it at a Chromium binary or unset it.`,
        };
  }
  if (machine.exists(DEFAULT_CHROMIUM)) return { ok: true, path: DEFAULT_CHROMIUM, installed: false };
  if (!machine.hasApt()) {
    return {
      ok: false,
      line: `Chromium is missing: install Chromium and set CHROMIUM_PATH to its binary (no apt-get on this machine to install ${DEFAULT_CHROMIUM}).`,
    };
  }
  return installWithApt(machine, { label: 'Chromium', pkg: 'chromium', path: DEFAULT_CHROMIUM });
}

/**
 * Installs a Debian package with `apt-get install -y` as root or through `sudo -n`, and checks that
 * `path` is there afterwards. Answers the path, or one line saying what to run.
 */
function installWithApt(
  machine: Machine,
  wanted: { label: string; pkg: string; path: string },
): ChromiumResult {
  const prefix = machine.isRoot ? [] : machine.canSudo() ? ['sudo', '-n'] : undefined;
  if (!prefix) {
    return {
      ok: false,
      line: `${wanted.label} is missing and this user may not install packages: run \`sudo apt-get install -y ${wanted.pkg}\`, then npm test again.`,
    };
  }
  const [command, ...rest] = [...prefix, ...APT_ENV];
  const apt = (...args: string[]) => machine.run(command as string, [...rest, 'apt-get', ...args]);
  const installed = apt('update', '-qq') && apt('install', '-y', '-qq', wanted.pkg);
  if (!installed || !machine.exists(wanted.path)) {
    return {
      ok: false,
      line: `${wanted.label} is missing and \`${[...prefix, `apt-get install -y ${wanted.pkg}`].join(' ')}\` did not install it (see above); install it, then npm test again.`,
    };
  }
  return { ok: true, path: wanted.path, installed: true };
}

export const DEFAULT_NGINX = '/usr/sbin/nginx';

/**
 * Makes sure Debian's nginx is there for the cluster test (scripts/cluster.test.ts: API instances
 * behind nginx, one killed under load) and `npm run cluster`: installed with
 * `apt-get install -y nginx` when missing, like Chromium.
 */
export function ensureNginx(machine: Machine): ChromiumResult {
  if (machine.exists(DEFAULT_NGINX)) return { ok: true, path: DEFAULT_NGINX, installed: false };
  if (!machine.hasApt()) {
    return { ok: false, line: 'nginx is missing: install nginx (no apt-get on this machine to install it).' };
  }
  return installWithApt(machine, { label: 'nginx', pkg: 'nginx', path: DEFAULT_NGINX });
}

/** The line that says whether the API tests run on PostgreSQL as well as on PGlite. */
export function postgresNotice(env: Record<string, string | undefined>): string {
  return env.TEST_DATABASE_URL
    ? 'PostgreSQL: TEST_DATABASE_URL is set, the API tests run on PGlite and on PostgreSQL.'
    : 'PostgreSQL: TEST_DATABASE_URL is not set, so the PostgreSQL half of the API tests is skipped (PGlite only). Set it to postgres://… of an empty database to run it.';
}

const quiet = { stdio: 'ignore' } as const;

export const thisMachine: Machine = {
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  canSudo: () => spawnSync('sudo', ['-n', 'true'], quiet).status === 0,
  hasApt: () => spawnSync('apt-get', ['--version'], quiet).status === 0,
  run: (command, args) => {
    console.log(`test set-up: ${command} ${args.join(' ')}`);
    return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const chromium = ensureChromium(thisMachine, process.env);
  if (!chromium.ok) {
    console.error(chromium.line);
    process.exit(1);
  }
  console.log(`test set-up: Chromium ${chromium.installed ? 'installed at' : 'at'} ${chromium.path}`);
  // nginx is needed only by the cluster test, which runs with TEST_DATABASE_URL and TEST_REDIS_URL.
  const nginx = ensureNginx(thisMachine);
  const clusterTest = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
  if (!nginx.ok && clusterTest) {
    console.error(nginx.line);
    process.exit(1);
  }
  console.log(
    nginx.ok
      ? `test set-up: nginx ${nginx.installed ? 'installed at' : 'at'} ${nginx.path}`
      : `test set-up: ${nginx.line} (the cluster test is skipped without TEST_DATABASE_URL and TEST_REDIS_URL anyway)`,
  );
  console.log(`test set-up: ${postgresNotice(process.env)}`);
}
