import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHROMIUM,
  DEFAULT_NGINX,
  ensureChromium,
  ensureNginx,
  type Machine,
  postgresNotice,
} from './test-prerequisites';

/** A machine with the files given; installing chromium through apt adds /usr/bin/chromium. */
function fakeMachine(options: {
  files?: string[];
  isRoot?: boolean;
  canSudo?: boolean;
  hasApt?: boolean;
  aptFails?: boolean;
}) {
  const files = new Set(options.files ?? []);
  const commands: string[] = [];
  const machine: Machine = {
    exists: (path) => files.has(path),
    isRoot: options.isRoot ?? false,
    canSudo: () => options.canSudo ?? false,
    hasApt: () => options.hasApt ?? true,
    run: (command, args) => {
      const line = [command, ...args].join(' ');
      commands.push(line);
      if (options.aptFails) return false;
      if (line.endsWith('apt-get install -y -qq chromium')) files.add(DEFAULT_CHROMIUM);
      if (line.endsWith('apt-get install -y -qq nginx')) files.add(DEFAULT_NGINX);
      return true;
    },
  };
  return { machine, commands };
}

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', () => {
    const { machine, commands } = fakeMachine({ files: [DEFAULT_CHROMIUM] });
    expect(ensureChromium(machine, {})).toEqual({ ok: true, path: DEFAULT_CHROMIUM, installed: false });
    expect(commands).toEqual([]);
  });

  it('installs Debian’s chromium with apt as root', () => {
    const { machine, commands } = fakeMachine({ isRoot: true });
    expect(ensureChromium(machine, {})).toEqual({ ok: true, path: DEFAULT_CHROMIUM, installed: true });
    expect(commands).toEqual([
      'env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
  });

  it('installs through sudo -n when the user may use sudo without a password', () => {
    const { machine, commands } = fakeMachine({ canSudo: true });
    expect(ensureChromium(machine, {})).toMatchObject({ ok: true, installed: true });
    expect(commands).toEqual([
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
  });

  it('says in one line what to run when the user may not install packages', () => {
    const { machine, commands } = fakeMachine({});
    const result = ensureChromium(machine, {});
    expect(result).toEqual({
      ok: false,
      line: 'Chromium is missing and this user may not install packages: run `sudo apt-get install -y chromium`, then npm test again.',
    });
    expect(commands).toEqual([]);
  });

  it('says so when apt did not install it', () => {
    const { machine } = fakeMachine({ isRoot: true, aptFails: true });
    const result = ensureChromium(machine, {});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.line).toMatch(
      /^Chromium is missing and `apt-get install -y chromium` did not install it/,
    );
    expect(!result.ok && result.line).not.toContain('\n');
  });

  it('asks for CHROMIUM_PATH where there is no apt', () => {
    const { machine, commands } = fakeMachine({ isRoot: true, hasApt: false });
    const result = ensureChromium(machine, {});
    expect(!result.ok && result.line).toMatch(/set CHROMIUM_PATH/);
    expect(commands).toEqual([]);
  });

  it('uses CHROMIUM_PATH as given and never installs over it', () => {
    const custom = '/opt/chrome/chrome';
    const present = fakeMachine({ files: [custom], isRoot: true });
    expect(ensureChromium(present.machine, { CHROMIUM_PATH: custom })).toEqual({
      ok: true,
      path: custom,
      installed: false,
    });
    const missing = fakeMachine({ isRoot: true });
    const result = ensureChromium(missing.machine, { CHROMIUM_PATH: custom });
    expect(!result.ok && result.line).toContain(`CHROMIUM_PATH=${custom} does not exist`);
    expect(missing.commands).toEqual([]);
  });
});

describe('ensureNginx', () => {
  it('does nothing when nginx is there', () => {
    const { machine, commands } = fakeMachine({ files: [DEFAULT_NGINX], isRoot: true });
    expect(ensureNginx(machine)).toEqual({ ok: true, path: DEFAULT_NGINX, installed: false });
    expect(commands).toEqual([]);
  });

  it('installs Debian’s nginx with apt as root', () => {
    const { machine, commands } = fakeMachine({ isRoot: true });
    expect(ensureNginx(machine)).toEqual({ ok: true, path: DEFAULT_NGINX, installed: true });
    expect(commands).toEqual([
      'env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx',
    ]);
  });

  it('says in one line what to run when the user may not install packages', () => {
    const { machine, commands } = fakeMachine({});
    expect(ensureNginx(machine)).toEqual({
      ok: false,
      line: 'nginx is missing and this user may not install packages: run `sudo apt-get install -y nginx`, then npm test again.',
    });
    expect(commands).toEqual([]);
  });
});

describe('postgresNotice', () => {
  it('says when the PostgreSQL half is skipped', () => {
    expect(postgresNotice({})).toMatch(/TEST_DATABASE_URL is not set, so the PostgreSQL half .* is skipped/);
    expect(postgresNotice({ TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1/x' })).toMatch(
      /run on PGlite and on PostgreSQL/,
    );
  });
});
