export { SwedenLoginPage as Component } from '../../features/registration/components/sweden-login-page';
