import { LoginPage } from '../../features/partner/components/login-page';

export function Component() {
  return <LoginPage />;
}
