import { NotFoundPage } from '../../features/public-pages/components/not-found-page';

export function Component() {
  return <NotFoundPage />;
}
