import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useRecoverStaffPassword } from '../api/staff-session';
import { PORTAL } from '../model/paths';
import { PortalFrame } from './portal-shell';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const recover = useRecoverStaffPassword();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    recover.mutate(email);
  };
  return (
    <PortalFrame>
      <form className="portal-card portal-auth" onSubmit={submit} noValidate>
        <h1>{t('partner.login.forgotTitle')}</h1>
        {recover.isSuccess && <Alert variant="success">{t('partner.login.forgotSent')}</Alert>}
        {recover.isError && <Alert variant="error">{errorMessage(recover.error, t)}</Alert>}
        <TextField
          label={t('partner.login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="portal-actions">
          <Button type="submit" busy={recover.isPending}>
            {t('partner.login.forgotSubmit')}
          </Button>
          <Link to={PORTAL.login}>{t('partner.login.back')}</Link>
        </div>
      </form>
    </PortalFrame>
  );
}
