export { ChooseMembershipPage as Component } from '../../features/registration/components/choose-membership-page';
