import { APP_PATHS } from './app-paths';
import { PATHS } from './paths';
import { local } from './storage';

/**
 * Which site a mailed account link (e-mail verification, password reset) returns to: the app when
 * the sign-up or reset was started in the app on this device, else the web site.
 */
export function rememberAppAccountFlow() {
  local.set('accountFlow', 'app');
}

/** A flow started on the web site: its links stay on the web. */
export function forgetAccountFlow() {
  local.remove('accountFlow');
}

/** Whether the pending account mail belongs to a flow started in the app; forgets it once read. */
export function takeAppAccountFlow(): boolean {
  const app = local.get('accountFlow') === 'app';
  forgetAccountFlow();
  return app;
}

/** Where the confirmation of a new password leaves the golfer: the app's Log in, or the web's home. */
export function afterPasswordChangePath(): string {
  return takeAppAccountFlow() ? APP_PATHS.login : PATHS.landing;
}
