export { UpdateGolfIdPage as Component } from '../../features/registration/components/update-golf-id-page';
