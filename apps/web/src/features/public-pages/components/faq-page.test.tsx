import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderRoute } from '../../../../test/render-route';

const categories = [
  { category_id: 1, title: 'Getting started' },
  { category_id: 3, title: 'Vouchers' },
  { category_id: 4, title: 'At the club' },
];
const items = [
  { item_id: 10, category_id: 1, question: 'What is GolfWallet?', answer: 'A wallet for golf vouchers.' },
  { item_id: 30, category_id: 3, question: 'How do I print a voucher?', answer: 'Use the print button.' },
  { item_id: 31, category_id: 3, question: 'Can I transfer a voucher?', answer: 'Yes, by e-mail or phone.' },
  { item_id: 40, category_id: 4, question: 'How do I redeem?', answer: 'Show it at the club.' },
];

// One mock for the whole file: the app's API client keeps the fetch it first saw.
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    jsonFetch({ '/api/v1/faq/categories': categories, '/api/v1/faq/items': items }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('FAQ page (desktop)', () => {
  it('opens on category 3 and shows only its questions', async () => {
    await renderRoute('/faq');
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('button', { name: 'Vouchers' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(nav).getByRole('button', { name: 'Getting started' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Vouchers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How do I print a voucher?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Can I transfer a voucher?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'What is GolfWallet?' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/faq/items?locale=en', expect.anything());
  });

  it('switches category on click and marks it active', async () => {
    await renderRoute('/faq');
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await userEvent.click(within(nav).getByRole('button', { name: 'At the club' }));
    expect(within(nav).getByRole('button', { name: 'At the club' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(nav).getByRole('button', { name: 'Vouchers' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'How do I redeem?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I print a voucher?' })).not.toBeInTheDocument();
  });

  it('opens and closes an answer', async () => {
    await renderRoute('/faq');
    const question = await screen.findByRole('button', { name: 'How do I print a voucher?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Use the print button.')).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Use the print button.')).toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when the questions cannot be loaded', async () => {
    fetchMock.mockImplementation(jsonFetch({}));
    await renderRoute('/faq');
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The questions could not be loaded',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
