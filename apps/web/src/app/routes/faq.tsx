import { FaqPage } from '../../features/public-pages/components/faq-page';

export function Component() {
  return <FaqPage />;
}
