export { CardsPage as Component } from '../../features/shop/components/cards-page';
