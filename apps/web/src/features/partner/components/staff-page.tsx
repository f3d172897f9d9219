import type { listStaff } from '@golfwallet/core/contracts/partner/list-staff';
import type { ContractResponse } from '@golfwallet/core/contracts/define';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useInviteStaff, useStaffList } from '../api/reports';
import { type StaffChange, useStaffChange } from '../api/staff-changes';
import { usePortalFormat } from '../hooks/use-portal-format';

type StaffMember = ContractResponse<typeof listStaff>['items'][number];

/**
 * The club's staff and pending invitations. Owners change a person's role, deactivate and
 * reactivate them, remove them (asked once more), withdraw an invitation, and invite by e-mail (a
 * single-use link). The API keeps the last active owner and logs every change in the audit log.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const format = usePortalFormat();
  const staff = useStaffList();
  const invite = useInviteStaff();
  const change = useStaffChange();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'owner' | 'desk'>('desk');
  const [confirming, setConfirming] = useState<number | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  };
  const apply = (next: StaffChange) => change.mutate(next, { onSettled: () => setConfirming(null) });
  const busy = change.isPending;

  const rowActions = (row: StaffMember) => {
    if (confirming === row.staff_id) {
      return (
        <div className="portal-actions">
          <span>{t('partner.staff.removeConfirm', { email: row.email })}</span>
          <Button
            variant="danger"
            busy={busy}
            onClick={() => apply({ kind: 'remove', staffId: row.staff_id })}
          >
            {t('partner.staff.remove')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('common.cancel')}
          </Button>
        </div>
      );
    }
    const active = row.status === 'active';
    return (
      <div className="portal-actions">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            apply({ kind: 'role', staffId: row.staff_id, role: row.role === 'owner' ? 'desk' : 'owner' })
          }
        >
          {row.role === 'owner' ? t('partner.staff.makeDesk') : t('partner.staff.makeOwner')}
          <span className="visually-hidden"> {row.email}</span>
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => apply({ kind: 'active', staffId: row.staff_id, active: !active })}
        >
          {active ? t('partner.staff.deactivate') : t('partner.staff.reactivate')}
          <span className="visually-hidden"> {row.email}</span>
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => setConfirming(row.staff_id)}>
          {t('partner.staff.remove')}
          <span className="visually-hidden"> {row.email}</span>
        </Button>
      </div>
    );
  };

  return (
    <>
      <h1>{t('partner.staff.title')}</h1>
      {change.isSuccess && <Alert variant="success">{t('partner.staff.saved')}</Alert>}
      {change.isError && <Alert variant="error">{errorMessage(change.error, t)}</Alert>}
      {staff.data && (
        <>
          <table className="portal-table portal-table--stack">
            <thead>
              <tr>
                <th scope="col">{t('partner.staff.email')}</th>
                <th scope="col">{t('partner.staff.name')}</th>
                <th scope="col">{t('partner.staff.role')}</th>
                <th scope="col">{t('partner.staff.status')}</th>
                <th scope="col">{t('partner.staff.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {staff.data.items.map((row) => (
                <tr key={row.staff_id}>
                  <td data-label={t('partner.staff.email')}>{row.email}</td>
                  <td data-label={t('partner.staff.name')}>
                    {row.invited ? t('partner.staff.pending') : row.name}
                  </td>
                  <td data-label={t('partner.staff.role')}>{t(`partner.roles.${row.role}`)}</td>
                  <td data-label={t('partner.staff.status')}>
                    {row.status === 'active' ? t('partner.staff.active') : t('partner.staff.deactivated')}
                  </td>
                  <td className="portal-table__action">{rowActions(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t('partner.staff.invitations')}</h2>
          {staff.data.invitations.length === 0 ? (
            <p>{t('partner.staff.noInvitations')}</p>
          ) : (
            <table className="portal-table portal-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t('partner.staff.email')}</th>
                  <th scope="col">{t('partner.staff.role')}</th>
                  <th scope="col">{t('partner.staff.expires')}</th>
                  <th scope="col">{t('partner.staff.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {staff.data.invitations.map((row) => (
                  <tr key={row.staff_id}>
                    <td data-label={t('partner.staff.email')}>{row.email}</td>
                    <td data-label={t('partner.staff.role')}>{t(`partner.roles.${row.role}`)}</td>
                    <td data-label={t('partner.staff.expires')}>{format.dateTime(row.expires_at)}</td>
                    <td className="portal-table__action">
                      <Button
                        variant="secondary"
                        disabled={busy}
                        onClick={() => apply({ kind: 'withdraw', staffId: row.staff_id })}
                      >
                        {t('partner.staff.withdraw')}
                        <span className="visually-hidden"> {row.email}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
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
