import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, REFERENCE_ANSWERS } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { dispatchDraft, registrationDraft } from '../model/draft-store';

afterEach(() => {
  dispatchDraft({ type: 'abort' });
  window.localStorage.clear();
  vi.restoreAllMocks();
});

function dataParam(data: Record<string, unknown>): string {
  return encodeURIComponent(JSON.stringify(data));
}

async function waitForPath(router: { state: { location: { pathname: string } } }, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });
}

describe('registration prefill (?data=)', () => {
  it('keeps a union member prefill without is_member: the union step shows it', async () => {
    mockApi(REFERENCE_ANSWERS);
    const { router } = await renderRoute(
      `/register/union?data=${dataParam({ union_id: 3, member_number: '1234567' })}`,
    );
    expect(await screen.findByRole('combobox', { name: 'Golf union' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Member number (golf ID)' })).toHaveValue('1234567');
    expect(router.state.location.pathname).toBe('/register/union');
  });

  it('keeps a prefill that has chosen no flow when the golfer chooses one', async () => {
    mockApi(REFERENCE_ANSWERS);
    const { router } = await renderRoute(
      `/register/email?data=${dataParam({ first_name: 'Ingrid', last_name: 'Hansen' })}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'I am not a union member' }));
    await waitForPath(router, '/register/non-union');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Ingrid');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Hansen');
  });
});

describe('contact step', () => {
  it("starts a Norwegian union member's phone with +47, the union's calling code", async () => {
    mockApi(REFERENCE_ANSWERS);
    await renderRoute(
      `/register/non-union?data=${dataParam({
        is_member: true,
        union_id: 3,
        member_number: '1234567',
        birth_date: '1990-09-01',
      })}`,
    );
    expect(await screen.findByRole('textbox', { name: 'Country code' })).toHaveValue('+47');
  });

  it("takes a non-member's calling code from the chosen country until the golfer types one", async () => {
    mockApi(REFERENCE_ANSWERS);
    await renderRoute(`/register/non-union?data=${dataParam({ is_member: false })}`);
    const code = await screen.findByRole('textbox', { name: 'Country code' });
    expect(code).toHaveValue('+45');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NO');
    expect(code).toHaveValue('+47');
    await userEvent.clear(code);
    await userEvent.type(code, '354');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DK');
    expect(code).toHaveValue('+354');
  });

  it('focuses the first invalid field after a failed submit, not the phone', async () => {
    mockApi(REFERENCE_ANSWERS);
    await renderRoute(`/register/non-union?data=${dataParam({ is_member: false })}`);
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Please enter your first name');
    expect(first).toHaveFocus();
  });

  it('carries the union title and step on the shared steps of the union path', async () => {
    mockApi(REFERENCE_ANSWERS);
    const member = { is_member: true, union_id: 1, member_number: '12-345', birth_date: '1980-02-03' };
    const { router } = await renderRoute(`/register/non-union?data=${dataParam(member)}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign up as a union member');
    await waitFor(() => expect(document.title).toBe('Sign up as a union member – Step 2 of 3 – GolfWallet'));
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Mette');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Nielsen');
    await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), '20123456');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitForPath(router, '/register/password');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign up as a union member');
    await waitFor(() => expect(document.title).toBe('Sign up as a union member – Step 3 of 3 – GolfWallet'));
    const steps = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(within(steps).getByText('Step 3 of 3')).toBeInTheDocument();
    expect(registrationDraft.get().data).toMatchObject({ is_member: true, phone: '+4520123456' });
  });
});
