import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InListBanners } from '@/features/banners/components/InListBanners';
import { SidebarBanners } from '@/features/banners/components/SidebarBanners';
import { renderInRouter } from '../../render';
import { makeBanner } from './fixtures';

/** jsdom has no layout: this observer lets a test decide when an element scrolls into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  unobserve() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static showAll() {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function sentEvents() {
  return fetchMock.mock.calls.map((call: unknown[]) => {
    const [url, init] = call as [string, RequestInit];
    return { url, keepalive: init.keepalive, event: (JSON.parse(String(init.body)) as { event: string }).event };
  });
}

describe('banners', () => {
  it('open their url in a new tab without the opener, at their intrinsic size', async () => {
    await renderInRouter(<SidebarBanners banners={[makeBanner({ id: 7, url: 'https://www.mediaexpert.pl/' })]} />);
    const link = screen.getByRole('link', { name: /Promotional banner|Baner/ });
    expect(link).toHaveAttribute('href', 'https://www.mediaexpert.pl/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    const image = screen.getByRole('img', { name: /Promotional banner|Baner/ });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '300');
  });

  it('without a url are a plain image', async () => {
    await renderInRouter(<SidebarBanners banners={[makeBanner({ url: null })]} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: /Promotional banner|Baner/ })).toBeInTheDocument();
  });

  it('show in the given order', async () => {
    await renderInRouter(
      <SidebarBanners banners={[makeBanner({ id: 1, url: 'https://a.example/' }), makeBanner({ id: 2, url: 'https://b.example/' })]} />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://a.example/', 'https://b.example/']);
  });

  it('report a click with a keepalive request', async () => {
    const user = userEvent.setup();
    await renderInRouter(<SidebarBanners banners={[makeBanner({ id: 7 })]} />);
    const link = screen.getByRole('link');
    // The new tab itself is the browser's business; the test only needs the click event.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(sentEvents()).toEqual([{ url: '/api/banners/7', keepalive: true, event: 'click' }]);
  });

  it('report one impression per banner per page view, only once visible', async () => {
    const banner = makeBanner({ id: 9 });
    const { router } = await renderInRouter(
      <>
        <SidebarBanners banners={[banner]} />
        <InListBanners banners={[banner]} />
      </>,
    );
    expect(sentEvents()).toEqual([]);
    act(() => FakeIntersectionObserver.showAll());
    act(() => FakeIntersectionObserver.showAll());
    expect(sentEvents()).toEqual([{ url: '/api/banners/9', keepalive: true, event: 'impression' }]);

    await act(async () => {
      router.history.push('/?page=2');
      await router.load();
    });
    act(() => FakeIntersectionObserver.showAll());
    expect(sentEvents().filter((e) => e.event === 'impression')).toHaveLength(2);
  });

  it('ignore a failing statistics request', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await renderInRouter(<SidebarBanners banners={[makeBanner({ id: 3 })]} />);
    act(() => FakeIntersectionObserver.showAll());
    await act(async () => undefined);
    expect(screen.getByRole('link')).toBeInTheDocument();
  });
});
