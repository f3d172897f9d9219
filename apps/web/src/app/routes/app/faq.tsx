import { FaqMobilePage } from '../../../features/public-pages/components/faq-mobile-page';
import { MorePageFrame } from '../../app-shell/more-page-frame';

export function Component() {
  return (
    <MorePageFrame>
      <FaqMobilePage />
    </MorePageFrame>
  );
}
