import type { TreeLevel, TreeNode } from '@app/libs';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { GenealogyCard } from './genealogy-card';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const node = (n: number): TreeNode => ({
  id: `r${n}`,
  fullName: `Referral ${n}`,
  profile: null,
  balance_units: n * 2,
  children_count: n - 1,
  referrals: [],
});

const level = (total: number): TreeLevel => ({
  referrals: Array.from({ length: Math.min(total, 50) }, (_, i) => node(i + 1)),
  total,
  page: 1,
  per_page: 50,
});

function renderCard(answer: { status: number; body: unknown }) {
  const stub = installRoutedFetchStub({ 'user/get-user-tree': answer });
  const view = renderWithProviders(<GenealogyCard />, {
    session: { user: makeUser(), expiresAt: '2999-01-01T00:00:00Z' },
    path: '/home',
  });
  return { stub, ...view };
}

describe('GenealogyCard', () => {
  it('names the first direct referrals with their units and referrals, and how many more there are', async () => {
    const { stub } = renderCard({ status: 200, body: { data: level(6) } });
    const list = await screen.findByRole('list', { name: 'Your direct referrals' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Referral 1Referred 0 members2 units',
      'Referral 2Referred 1 member4 units',
      'Referral 3Referred 2 members6 units',
      'Referral 4Referred 3 members8 units',
    ]);
    expect(screen.getByText('Direct referrals: 6')).toBeTruthy();
    expect(screen.getByText('And 2 more')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Genealogy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Genealogy/ }).getAttribute('href')).toBe('/geneology');
    // The member's own level: no parent asked for.
    expect(stub.calls('user/get-user-tree').map((r) => new URL(r.url, 'http://x').search)).toEqual([
      '?page=1',
    ]);
  });

  it('says nothing of more when every direct referral is named', async () => {
    renderCard({ status: 200, body: { data: level(2) } });
    await screen.findByText('Referral 2');
    expect(screen.getByText('Direct referrals: 2')).toBeTruthy();
    expect(screen.queryByText(/^And /)).toBeNull();
  });

  it('shows a skeleton while the tree loads', async () => {
    const { container } = renderCard({ status: 200, body: { data: level(1) } });
    expect(container.querySelector('.ant-skeleton-active')).not.toBeNull();
    await screen.findByText('Referral 1');
    expect(container.querySelector('.ant-skeleton')).toBeNull();
  });

  it('without referrals, says so and offers the referral link to share', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderCard({ status: 200, body: { data: level(0) } });
    expect(await screen.findByText('No one has joined through your referral link yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Copy Referral/ }));
    expect(writeText).toHaveBeenCalledWith(makeUser().referralLink);
    expect(screen.getByRole('link', { name: /View Genealogy/ })).toBeTruthy();
  });

  it('offers to read again when the tree cannot be loaded', async () => {
    const { stub } = renderCard({ status: 500, body: { message: 'down' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Reload page' }));
    stub.routes['user/get-user-tree'] = { status: 200, body: { data: level(1) } };
    expect(await screen.findByText('Referral 1')).toBeTruthy();
  });
});
