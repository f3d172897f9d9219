import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { RangePage } from '../../../features/range/components/range-page';
import { useCurrentUser } from '../../../lib/current-user';

/**
 * /app/range?club=ID: the driving-range screen in the app shell (reached from My clubs), by
 * default at the golfer's home club. The shell sends a signed-out visitor to Start.
 */
export function Component() {
  const [search] = useSearchParams();
  const user = useCurrentUser();
  const fromQuery = Number(search.get('club'));
  const clubId = Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : (user.data?.club_id ?? null);
  if (clubId === null) return user.isPending ? <Spinner /> : null;
  return <RangePage clubId={clubId} />;
}
