import { AppRegistrationLayout } from '../../../features/registration/components/app-registration-layout';
import { registrationLoader } from '../../../features/registration/components/registration-layout';

export const loader = registrationLoader;
export const Component = AppRegistrationLayout;
