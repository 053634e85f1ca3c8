import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealList } from '@/features/deals/components/DealList';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n } from '../../render';
import { makePage, renderInRouter } from './fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

const navs = () => screen.queryAllByRole('navigation');

describe('DealList', () => {
  it('shows 3 skeleton cards while loading', async () => {
    await renderInRouter(<DealList data={undefined} isPending isError={false} page={1} />);
    expect(screen.getAllByTestId('deal-card-skeleton')).toHaveLength(3);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error message when loading failed and nothing is held', async () => {
    await renderInRouter(<DealList data={undefined} isPending={false} isError page={1} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.queryAllByTestId('deal-card-skeleton')).toHaveLength(0);
  });

  it('keeps showing held deals when a refetch fails', async () => {
    await renderInRouter(<DealList data={makePage(2, 1)} isPending={false} isError page={1} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
  });

  it('says no deals found for an empty list', async () => {
    await renderInRouter(<DealList data={makePage(0, 0)} isPending={false} isError={false} page={1} />);
    expect(screen.getByText('No deals found')).toBeInTheDocument();
    expect(navs()).toHaveLength(0);
  });

  it('renders one card per deal, the first image eager and the rest lazy', async () => {
    const { container } = await renderInRouter(
      <DealList data={makePage(30, 1)} isPending={false} isError={false} page={1} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(30);
    const images = container.querySelectorAll('img[srcset]');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('has no pagination for a single page', async () => {
    await renderInRouter(<DealList data={makePage(3, 1)} isPending={false} isError={false} page={1} />);
    expect(navs()).toHaveLength(0);
  });

  it('on page 1 of several shows pagination only at the bottom', async () => {
    await renderInRouter(<DealList data={makePage(3, 4)} isPending={false} isError={false} page={1} />);
    expect(navs()).toHaveLength(1);
    const bottom = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(bottom).getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(bottom).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/?page=2');
    expect(within(bottom).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('from page 2 shows pagination at the top too, and disables next on the last page', async () => {
    await renderInRouter(<DealList data={makePage(3, 4, 91)} isPending={false} isError={false} page={4} />, '/?page=4');
    expect(screen.getByRole('navigation', { name: 'Pages, top' })).toBeInTheDocument();
    const bottom = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(bottom).getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(bottom).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/?page=3');
  });

  it('keeps the other search params in page links and drops page for page 1', async () => {
    await renderInRouter(
      <DealList data={makePage(3, 12)} isPending={false} isError={false} page={6} />,
      '/?tab=new&categories=gaming&page=6',
    );
    const bottom = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(bottom).getByRole('link', { name: 'Page 7' })).toHaveAttribute(
      'href',
      '/?tab=new&categories=gaming&page=7',
    );
    expect(within(bottom).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/?tab=new&categories=gaming');
    expect(within(bottom).getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(bottom).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    const labels = within(bottom)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(labels).toEqual(['Previous page', 'Page 1', 'Page 5', 'Page 6', 'Page 7', 'Page 12', 'Next page']);
  });

  it('shows inserted content across the list right after the card at the given index', async () => {
    await renderInRouter(
      <DealList
        data={makePage(3, 1)}
        isPending={false}
        isError={false}
        page={1}
        insertAfter={(index) => (index === 1 ? <p>Inserted banner</p> : null)}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.textContent?.match(/Okazja numer \d|Inserted banner/)?.[0])).toEqual([
      'Okazja numer 1',
      'Okazja numer 2',
      'Inserted banner',
      'Okazja numer 3',
    ]);
  });
});
