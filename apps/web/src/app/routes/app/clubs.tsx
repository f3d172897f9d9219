export { MyClubsPage as Component } from '../../../features/clubs/components/my-clubs-page';
