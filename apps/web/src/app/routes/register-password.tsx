export { PasswordStepPage as Component } from '../../features/registration/components/password-step-page';
