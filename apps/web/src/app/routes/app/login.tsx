export { AppLoginPage as Component } from '../../../features/auth/components/app-login-page';
