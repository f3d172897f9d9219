import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useSignOut } from '../../lib/sign-out';
import { PATHS } from '../../lib/paths';

/**
 * The sign-out confirmation (spec §2): Yes ends the session, forgets the token, the login data and
 * every cached answer, and goes to the front page; No closes.
 */
export function SignOutDialog({
  open,
  onClose,
  afterSignOut = PATHS.landing,
}: {
  open: boolean;
  onClose: () => void;
  /** Where to go once signed out: the front page on the web, the start screen in the app. */
  afterSignOut?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
    }
    onClose();
    navigate(afterSignOut);
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('common.signOut.title')} className="dialog--small">
      <p>{t('common.signOut.question')}</p>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.no')}
        </Button>
        <Button onClick={confirm} busy={busy}>
          {t('common.yes')}
        </Button>
      </div>
    </Dialog>
  );
}
