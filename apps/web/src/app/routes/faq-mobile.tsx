import { FaqMobilePage } from '../../features/public-pages/components/faq-mobile-page';

export function Component() {
  return <FaqMobilePage />;
}
