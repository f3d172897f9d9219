import { IssuePage } from '../../features/partner/components/issue-page';

export function Component() {
  return <IssuePage />;
}
