import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useStaffLogIn } from '../api/staff-session';
import { PORTAL } from '../model/paths';
import { useStaffToken } from '../model/staff-session';
import { PortalFrame } from './portal-shell';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useStaffToken();
  const logIn = useStaffLogIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    if (token) navigate(PORTAL.root, { replace: true });
  }, [token, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    logIn.mutate({ email, password });
  };
  return (
    <PortalFrame>
      <form className="portal-card portal-auth" onSubmit={submit} noValidate>
        <h1>{t('partner.login.title')}</h1>
        {logIn.isError && <Alert variant="error">{errorMessage(logIn.error, t)}</Alert>}
        <TextField
          label={t('partner.login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField
          label={t('partner.login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <div className="portal-actions">
          <Button type="submit" busy={logIn.isPending}>
            {t('partner.login.submit')}
          </Button>
          <Link to={PORTAL.forgot}>{t('partner.login.forgot')}</Link>
        </div>
      </form>
    </PortalFrame>
  );
}
