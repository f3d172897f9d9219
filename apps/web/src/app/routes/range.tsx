import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RangePage } from '../../features/range/components/range-page';
import { useCurrentUser } from '../../lib/current-user';
import { openLoginPopup } from '../../lib/login-popup';
import { useSessionToken } from '../../lib/session';
import { PATHS } from '../../lib/paths';

/** /range?club=ID (signed in): the driving-range screen of that club, by default the golfer's home club. */
export function Component() {
  const token = useSessionToken();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const user = useCurrentUser();

  useEffect(() => {
    if (token) return;
    navigate(PATHS.landing, { replace: true });
    openLoginPopup();
  }, [token, navigate]);

  if (!token) return null;
  const fromQuery = Number(search.get('club'));
  const clubId = Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : (user.data?.club_id ?? null);
  if (clubId === null) return null;
  return <RangePage clubId={clubId} />;
}
