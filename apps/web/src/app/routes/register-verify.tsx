export { VerifyAccountPage as Component } from '../../features/registration/components/verify-account-page';
