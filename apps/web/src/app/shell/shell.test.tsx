import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginPopup } from '../../lib/login-popup';
import { sessionToken, setSessionToken } from '../../lib/session';
import { jsonFetch, renderRoute } from '../../../test/render-route';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(jsonFetch({})));
});

afterEach(() => {
  setSessionToken(null);
  loginPopup.set({ open: false, tab: 'golfbox' });
  vi.unstubAllGlobals();
});

describe('site header', () => {
  it('offers language, sign-up and login when signed out', async () => {
    await renderRoute('/contact-us');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'GolfWallet, front page' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: /Choose language/ })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(header).queryByRole('link', { name: 'My vouchers' })).not.toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: 'Log in' }));
    expect(loginPopup.get()).toEqual({ open: true, tab: 'golfbox' });
  });

  it('shows my vouchers, my profile and sign out when signed in, and the logo leads to /vouchers', async () => {
    setSessionToken('session-1');
    await renderRoute('/contact-us');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'GolfWallet, my vouchers' })).toHaveAttribute(
      'href',
      '/vouchers',
    );
    expect(within(header).getByRole('link', { name: 'My vouchers' })).toHaveAttribute('href', '/vouchers');
    expect(within(header).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Choose language/ })).not.toBeInTheDocument();
  });

  it('has a skip link to the main content and the footer links', async () => {
    await renderRoute('/contact-us');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact-us');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it.each(['/faq-mobile', '/privacy-policy-mobile', '/terms-and-conditions-mobile'])(
    'hides header and footer on %s',
    async (path) => {
      await renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument();
    },
  );

  it('shows the page spinner overlay while a page asks for it', async () => {
    const { showPageSpinner } = await import('../../lib/page-spinner');
    await renderRoute('/contact-us');
    await screen.findByRole('heading', { name: 'Contact us' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const release = showPageSpinner();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});

describe('language drop-down', () => {
  it('lists Danish, English, Norwegian and Swedish, linking with ?lang= on a host that is no country site', async () => {
    await renderRoute('/contact-us');
    const button = await screen.findByRole('button', { name: 'Choose language. Current language: English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link', { name: /^(Dansk|English|Norsk|Svenska)$/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dansk', '/contact-us?lang=da'],
      ['English', '/contact-us?lang=en'],
      ['Norsk', '/contact-us?lang=no'],
      ['Svenska', '/contact-us?lang=sv'],
    ]);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('sign out', () => {
  it('asks first; No keeps the golfer signed in', async () => {
    setSessionToken('session-2');
    await renderRoute('/contact-us');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionToken.get()).toBe('session-2');
    expect(fetch).not.toHaveBeenCalledWith('/api/v1/session', expect.anything());
  });

  it('Yes ends the session on the server, forgets the token and the cache, and goes to the front page', async () => {
    setSessionToken('session-3');
    const { router, queryClient } = await renderRoute('/contact-us');
    queryClient.setQueryData(['private'], { secret: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/session'));
    expect(call?.[1]?.method).toBe('DELETE');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Basic ${btoa('session-3:')}`);
    expect(sessionToken.get()).toBeNull();
    expect(window.localStorage.getItem('userToken')).toBeNull();
    expect(queryClient.getQueryData(['private'])).toBeUndefined();
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' }),
    ).toBeInTheDocument();
  });
});
