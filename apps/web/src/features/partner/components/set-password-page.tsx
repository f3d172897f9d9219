import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useSetStaffPassword } from '../api/staff-session';
import { PORTAL } from '../model/paths';
import { PortalFrame } from './portal-shell';
import { loadCommonPasswords } from '../../../lib/common-passwords';

/** The page of the invitation and reset links: choose a password (and a name). */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const save = useSetStaffPassword();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const fields = serverFieldErrors(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ token: params.get('key') ?? '', password, ...(name ? { name } : {}) });
  };
  return (
    <PortalFrame>
      <form className="portal-card portal-auth" onSubmit={submit} noValidate>
        <h1>{t('partner.setPassword.title')}</h1>
        {save.isSuccess ? (
          <Alert variant="success">
            {t('partner.setPassword.done')} <Link to={PORTAL.login}>{t('partner.login.submit')}</Link>
          </Alert>
        ) : (
          <>
            {save.isError && fields.length === 0 && (
              <Alert variant="error">{errorMessage(save.error, t)}</Alert>
            )}
            <TextField
              label={t('partner.setPassword.name')}
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label={t('partner.setPassword.password')}
              type="password"
              autoComplete="new-password"
              onFocus={() => void loadCommonPasswords()}
              value={password}
              error={fieldErrorText(fields.find((f) => f.field === 'password')?.message, t)}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" busy={save.isPending}>
              {t('partner.setPassword.submit')}
            </Button>
          </>
        )}
      </form>
    </PortalFrame>
  );
}
