import { useParams } from 'react-router';
import { ClubShopPage } from '../../features/shop/components/club-shop-page';

export function Component() {
  const { clubId } = useParams();
  return <ClubShopPage clubId={Number(clubId)} />;
}
