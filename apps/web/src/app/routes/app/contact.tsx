import { ContactPage } from '../../../features/public-pages/components/contact-page';
import { MorePageFrame } from '../../app-shell/more-page-frame';

export function Component() {
  return (
    <MorePageFrame>
      <ContactPage />
    </MorePageFrame>
  );
}
