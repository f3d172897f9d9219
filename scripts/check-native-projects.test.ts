import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { nativeProjectProblems } from './check-native-projects';

const root = path.resolve(import.meta.dirname, '..');
const copy = mkdtempSync(path.join(os.tmpdir(), 'native-projects-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the store apps' projects (npm run cap:check)", () => {
  it('have our icons, the scanner and push plugins, the permission and entitlement, and the SDK in the docs', () => {
    expect(nativeProjectProblems(root)).toEqual([]);
  });

  it("name each thing missing: a template icon, the notification permission, the docs' SDK", () => {
    for (const dir of ['apps/web/android', 'apps/web/ios', 'docs'])
      cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    const template = path.join(copy, 'template');
    mkdirSync(template);
    execFileSync('tar', [
      '-xzf',
      path.join(root, 'node_modules/@capacitor/cli/assets/android-template.tar.gz'),
      '-C',
      template,
    ]);
    const icon = 'apps/web/android/app/src/main/res/mipmap-hdpi/ic_launcher.png';
    cpSync(path.join(template, 'app/src/main/res/mipmap-hdpi/ic_launcher.png'), path.join(copy, icon));
    const manifest = path.join(copy, 'apps/web/android/app/src/main/AndroidManifest.xml');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/.*POST_NOTIFICATIONS.*\n/, ''));
    const docs = path.join(copy, 'docs/MOBILE.md');
    writeFileSync(docs, readFileSync(docs, 'utf8').replace('Android SDK 36', 'Android SDK 35'));

    expect(nativeProjectProblems(copy)).toEqual([
      `${icon} is Capacitor's placeholder (npm run cap:assets)`,
      'AndroidManifest.xml lacks the POST_NOTIFICATIONS permission',
      'docs/MOBILE.md does not name Android SDK 36 (android/variables.gradle)',
    ]);
  });
});
