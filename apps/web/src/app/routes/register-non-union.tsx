export { ContactStepPage as Component } from '../../features/registration/components/contact-step-page';
