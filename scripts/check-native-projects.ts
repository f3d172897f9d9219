/**
 * What the store apps need beyond a synced project (issue 34, item 20), for `npm run cap:check`:
 * launcher icons and splash screens of our own (none byte-identical to Capacitor's template), the
 * scanner and push plugins in both projects (iOS by Swift Package Manager), the notification
 * permission and entitlement, and docs/MOBILE.md naming the Android SDK the project compiles with.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NATIVE_ASSETS } from './native-assets-list';

const PLUGINS = ['@capacitor/barcode-scanner', '@capacitor/push-notifications'];

/** The template's own copy of a committed asset (its path inside the Capacitor CLI's tarballs). */
function templatePath(templates: string, file: string): string {
  const android = 'apps/web/android/';
  return file.startsWith(android)
    ? path.join(templates, 'android', file.slice(android.length))
    : path.join(templates, 'ios', file.slice('apps/web/ios/'.length));
}

function placeholderAssets(root: string): string[] {
  const assets = path.join(root, 'node_modules/@capacitor/cli/assets');
  const templates = mkdtempSync(path.join(os.tmpdir(), 'cap-templates-'));
  try {
    for (const [name, dir] of [
      ['android-template.tar.gz', 'android'],
      ['ios-spm-template.tar.gz', 'ios'],
    ] as const) {
      const target = path.join(templates, dir);
      execFileSync('mkdir', ['-p', target]);
      execFileSync('tar', ['-xzf', path.join(assets, name), '-C', target]);
    }
    return NATIVE_ASSETS.filter(({ file }) => {
      const template = templatePath(templates, file);
      return existsSync(template) && readFileSync(template).equals(readFileSync(path.join(root, file)));
    }).map(({ file }) => `${file} is Capacitor's placeholder (npm run cap:assets)`);
  } finally {
    rmSync(templates, { recursive: true, force: true });
  }
}

export function nativeProjectProblems(root: string): string[] {
  const read = (file: string) => {
    const full = path.join(root, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : '';
  };
  const problems = placeholderAssets(root);
  const packageSwift = read('apps/web/ios/App/CapApp-SPM/Package.swift');
  const androidPlugins = read('apps/web/android/capacitor.settings.gradle');
  for (const plugin of PLUGINS) {
    if (!packageSwift.includes(`node_modules/${plugin}"`))
      problems.push(`ios/App/CapApp-SPM/Package.swift lacks ${plugin}`);
    if (!androidPlugins.includes(`node_modules/${plugin}/android`))
      problems.push(`android/capacitor.settings.gradle lacks ${plugin}`);
  }
  if (
    !read('apps/web/android/app/src/main/AndroidManifest.xml').includes(
      'android.permission.POST_NOTIFICATIONS',
    )
  )
    problems.push('AndroidManifest.xml lacks the POST_NOTIFICATIONS permission');
  if (!read('apps/web/ios/App/App/App.entitlements').includes('<key>aps-environment</key>'))
    problems.push('ios/App/App/App.entitlements lacks aps-environment');
  if (
    !read('apps/web/ios/App/App.xcodeproj/project.pbxproj').includes(
      'CODE_SIGN_ENTITLEMENTS = App/App.entitlements;',
    )
  )
    problems.push('the iOS target does not sign with App/App.entitlements');
  const sdk = /compileSdkVersion = (\d+)/.exec(read('apps/web/android/variables.gradle'))?.[1];
  if (!sdk || !read('docs/MOBILE.md').includes(`Android SDK ${sdk}`))
    problems.push(`docs/MOBILE.md does not name Android SDK ${sdk ?? '?'} (android/variables.gradle)`);
  return problems;
}
