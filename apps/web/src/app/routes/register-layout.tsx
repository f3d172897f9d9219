import {
  RegistrationLayout,
  registrationLoader,
} from '../../features/registration/components/registration-layout';

export const loader = registrationLoader;
export const Component = RegistrationLayout;
