import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useInviteStaff, useStaffList } from '../api/reports';

/** The club's staff; owners invite by e-mail (a single-use link). */
export function StaffPage() {
  const { t } = useTranslation();
  const staff = useStaffList();
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'owner' | 'desk'>('desk');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  };
  return (
    <>
      <h1>{t('partner.staff.title')}</h1>
      {staff.data && (
        <table className="portal-table">
          <thead>
            <tr>
              <th scope="col">{t('partner.staff.email')}</th>
              <th scope="col">{t('partner.staff.name')}</th>
              <th scope="col">{t('partner.staff.role')}</th>
            </tr>
          </thead>
          <tbody>
            {staff.data.items.map((row) => (
              <tr key={row.staff_id}>
                <td>{row.email}</td>
                <td>{row.invited ? t('partner.staff.pending') : row.name}</td>
                <td>{t(`partner.roles.${row.role}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="portal-card" onSubmit={submit} noValidate aria-labelledby="invite-title">
        <h2 id="invite-title">{t('partner.staff.invite')}</h2>
        {invite.isSuccess && <Alert variant="success">{t('partner.staff.invited')}</Alert>}
        {invite.isError && <Alert variant="error">{errorMessage(invite.error, t)}</Alert>}
        <div className="portal-grid">
          <TextField
            label={t('partner.staff.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SelectField
            label={t('partner.staff.role')}
            value={role}
            options={[
              { value: 'desk', label: t('partner.roles.desk') },
              { value: 'owner', label: t('partner.roles.owner') },
            ]}
            onChange={(e) => setRole(e.target.value as 'owner' | 'desk')}
          />
        </div>
        <Button type="submit" busy={invite.isPending}>
          {t('partner.staff.invite')}
        </Button>
      </form>
    </>
  );
}
