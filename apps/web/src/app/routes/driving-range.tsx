import { DrivingRangeRedirect } from '../../features/public-pages/components/driving-range-redirect';

export function Component() {
  return <DrivingRangeRedirect />;
}
