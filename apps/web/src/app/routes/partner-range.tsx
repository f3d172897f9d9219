import { RangePage } from '../../features/partner/components/range-page';

export function Component() {
  return <RangePage />;
}
