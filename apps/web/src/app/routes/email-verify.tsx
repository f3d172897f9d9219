export { EmailVerifyPage as Component } from '../../features/auth/components/email-verify-page';
