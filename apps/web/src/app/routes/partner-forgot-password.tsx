import { ForgotPasswordPage } from '../../features/partner/components/forgot-password-page';

export function Component() {
  return <ForgotPasswordPage />;
}
