import type { StaffMe } from '@golfwallet/core/contracts/partner/shapes';
import { useOutletContext } from 'react-router';

/** The signed-in staff member and current club, as the portal shell loaded them. */
export function usePortalContext(): StaffMe {
  return useOutletContext<StaffMe>();
}
