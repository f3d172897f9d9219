import { LegalPage } from '../../../features/public-pages/components/legal-page';
import { MorePageFrame } from '../../app-shell/more-page-frame';

export function Component() {
  return (
    <MorePageFrame>
      <LegalPage kind="privacy" />
    </MorePageFrame>
  );
}
