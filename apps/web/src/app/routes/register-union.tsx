export { UnionStepPage as Component } from '../../features/registration/components/union-step-page';
