export { GolfIdPage as Component } from '../../features/registration/components/golf-id-page';
