import { LanguagePage } from '../../../features/profile/components/language-page';
import { MorePageFrame } from '../../app-shell/more-page-frame';

export function Component() {
  return (
    <MorePageFrame>
      <LanguagePage />
    </MorePageFrame>
  );
}
