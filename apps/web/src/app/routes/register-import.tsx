export { ImportAccountPage as Component } from '../../features/registration/components/import-account-page';
