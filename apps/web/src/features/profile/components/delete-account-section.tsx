import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { accountDeletedNotice } from '../../../lib/account-deleted';
import { clearSignedInState } from '../../../lib/sign-out';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteAccount } from '../api/delete-account';
import { PATHS } from '../../../lib/paths';

/**
 * Delete account behind a confirmation (spec §4): DELETE /user/delete for the golfer's own id,
 * then signed out and back to /, which says the account was deleted.
 */
export function DeleteAccountSection({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const confirm = () => {
    remove.mutate(user.user_id, {
      onSuccess: () => {
        setConfirming(false);
        accountDeletedNotice.set(true);
        clearSignedInState(queryClient);
        navigate(PATHS.landing, { replace: true });
      },
    });
  };

  return (
    <section className="profile__delete" aria-labelledby="profile-delete">
      <h2 id="profile-delete">{t('profile.delete.title')}</h2>
      <p>{t('profile.delete.text')}</p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('profile.delete.button')}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('profile.delete.confirmTitle')}>
        <p>{t('profile.delete.confirmText')}</p>
        {remove.isError && (
          <p className="form-alert" role="alert">
            {errorMessage(remove.error, t)}
          </p>
        )}
        <div className="dialog__actions">
          <Button variant="danger" onClick={confirm} busy={remove.isPending}>
            {t('profile.delete.yes')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('profile.delete.no')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
