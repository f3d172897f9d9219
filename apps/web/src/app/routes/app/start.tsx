export { AppStartPage as Component } from '../../../features/auth/components/app-start-page';
