export { PasswordChangePage as Component } from '../../features/auth/components/password-change-page';
