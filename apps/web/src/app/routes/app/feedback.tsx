import { FeedbackPage } from '../../../features/feedback/components/feedback-page';
import { MorePageFrame } from '../../app-shell/more-page-frame';

export function Component() {
  return (
    <MorePageFrame>
      <FeedbackPage />
    </MorePageFrame>
  );
}
