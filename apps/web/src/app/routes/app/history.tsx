import { HistoryPage } from '../../../features/history/components/history-page';
import { MorePageFrame } from '../../app-shell/more-page-frame';

export function Component() {
  return (
    <MorePageFrame>
      <HistoryPage />
    </MorePageFrame>
  );
}
