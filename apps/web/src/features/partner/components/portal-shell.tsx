import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useStaffLogOut, useStaffMe, useSwitchClub } from '../api/staff-session';
import { useStaffToken } from '../model/staff-session';
import { isOwnerOnlyPage } from '../model/owner-only';
import { PORTAL } from '../model/paths';
import { NotAllowedPage } from './not-allowed-page';
import './portal.css';

/**
 * The signed-in portal: club (switchable), role-based navigation, sign out, and the page. An
 * owner-only page (OWNER_ONLY_PAGE) opened by the desk is not rendered: the portal's front page
 * (the owners' overview) sends the desk on to the desk page, any other shows "not allowed".
 */
export function PortalShell() {
  const { t } = useTranslation();
  const token = useStaffToken();
  const navigate = useNavigate();
  const me = useStaffMe();
  const switchClub = useSwitchClub();
  const logOut = useStaffLogOut();
  const ownerOnly = useMatches().some((match) => isOwnerOnlyPage(match.handle));
  const atFront = useLocation().pathname.replace(/\/+$/, '') === PORTAL.root;

  useEffect(() => {
    if (!token) navigate(PORTAL.login, { replace: true });
  }, [token, navigate]);

  if (!token) return null;
  if (!me.data) return <PortalFrame>{me.isError ? null : <Spinner />}</PortalFrame>;
  const owner = me.data.club.role === 'owner';
  const links = [
    ...(owner ? [{ to: PORTAL.root, label: t('partner.nav.overview'), end: true }] : []),
    { to: PORTAL.desk, label: t('partner.nav.desk') },
    { to: PORTAL.products, label: t('partner.nav.products') },
    ...(owner ? [{ to: PORTAL.issue, label: t('partner.nav.issue') }] : []),
    { to: PORTAL.redemptions, label: t('partner.nav.redemptions') },
    { to: PORTAL.range, label: t('partner.nav.range') },
    { to: PORTAL.shopSettings, label: t('partner.nav.shopSettings') },
    ...(owner
      ? [
          { to: PORTAL.audit, label: t('partner.nav.audit') },
          { to: PORTAL.staff, label: t('partner.nav.staff') },
        ]
      : []),
  ];
  return (
    <PortalFrame
      header={
        <>
          <div className="portal__club">
            {me.data.clubs.length > 1 ? (
              <SelectField
                label={t('partner.nav.club')}
                value={String(me.data.club.club_id)}
                options={me.data.clubs.map((club) => ({ value: String(club.club_id), label: club.name }))}
                onChange={(event) => switchClub.mutate(Number(event.target.value))}
              />
            ) : (
              <span>{me.data.club.name}</span>
            )}
            <span>· {t(`partner.roles.${me.data.club.role}`)}</span>
          </div>
          <Button variant="secondary" onClick={() => logOut.mutate()} busy={logOut.isPending}>
            {t('partner.nav.signOut')}
          </Button>
        </>
      }
      nav={
        <nav className="portal__nav" aria-label={t('partner.nav.label')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      {owner || !ownerOnly ? (
        <Outlet context={me.data} />
      ) : atFront ? (
        <Navigate to={PORTAL.desk} replace />
      ) : (
        <NotAllowedPage />
      )}
    </PortalFrame>
  );
}

export function PortalFrame({
  header,
  nav,
  children,
}: {
  header?: ReactNode;
  nav?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="portal">
      <header className="portal__header">
        <p className="portal__title">GolfWallet · {t('partner.title')}</p>
        {header}
      </header>
      {nav}
      <main id="main" className="portal__main">
        {children}
      </main>
    </div>
  );
}
