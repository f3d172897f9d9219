import { SetPasswordPage } from '../../features/partner/components/set-password-page';

export function Component() {
  return <SetPasswordPage />;
}
