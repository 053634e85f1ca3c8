import { screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddDealPage } from '@/features/deals/components/AddDealPage';
import { sharedLink } from '@/features/deals/lib/shared-link';
import { DealPage } from '@/features/deals/components/DealPage';
import { getAlert, hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n, renderInRouter } from '../../render';
import { createCommunityClient, error, fakeApi, makeDetail, signIn } from './community-fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => {
  hideAlert();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('AddDealPage', () => {
  it('validates the link, title and description with the shared validation messages before sending anything', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => error(500, 'InternalError'));
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    expect(screen.getByText(/reaches the Best tab, you earn 50 points/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit deal' }));
    expect(screen.getByText('Link is required')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();

    const link = screen.getByRole('textbox', { name: 'Link' });
    await user.type(link, 'http://shop.example/deal');
    await user.tab();
    expect(screen.getByText('Enter a valid link e.g: https://www.x-kom.pl')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('counts title and description characters against their limits', async () => {
    const user = userEvent.setup();
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    expect(screen.getByText('0/256')).toBeInTheDocument();
    expect(screen.getByText('0/5000')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Konsola');
    expect(screen.getByText('7/256')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('maxLength', '256');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxLength', '5000');
  });

  it('submits the deal, says so and opens the new deal at its canonical address', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ method }) =>
      method === 'POST' ? { status: 201, body: makeDetail({ id: 77, title: 'Konsola & pad' }) } : { status: 200, body: { data: [] } },
    );
    const { router } = await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.type(screen.getByRole('textbox', { name: 'Link' }), ' https://shop.example/konsola ');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Konsola & pad');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Dobra cena');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '1 299,99');
    await user.type(screen.getByRole('textbox', { name: 'Regular price' }), '1999');
    expect(screen.getByText('Discount: −35%')).toBeInTheDocument();
    const lowest30d = screen.getByRole('textbox', { name: 'Lowest price of the 30 days before the reduction (optional)' });
    expect(lowest30d).toHaveAccessibleDescription(/Omnibus directive/);
    await user.type(lowest30d, '1 479');
    // 1 299,99 against 1 479: what the deal page will show as the real discount.
    expect(screen.getByText(/against the lowest price of 30 days: −12%/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Free shipping' }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'PAD10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'gaming-hardware-playstation_5');
    await user.type(screen.getByLabelText('Ends'), '2099-12-31T18:30');
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/77/konsola-and-pad'));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/deals/',
      body: {
        url: 'https://shop.example/konsola',
        title: 'Konsola & pad',
        description: 'Dobra cena',
        new_price: 129_999,
        old_price: 199_900,
        lowest_price_30d: 147_900,
        currency: 'PLN',
        shipping: 'free',
        coupon_code: 'PAD10',
        category: 'gaming-hardware-playstation_5',
        released_at: null,
        // 18:30 in Warsaw in winter is 17:30 UTC.
        expires_at: '2099-12-31T17:30:00.000Z',
        image_ids: [],
      },
    });
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Deal submitted' });
  });
});

describe('the same product as an earlier deal', () => {
  it('offers earlier deals whose titles share the product words, and files the new deal under the one picked', async () => {
    signIn();
    const user = userEvent.setup();
    const earlier = makeDetail({
      id: 41,
      title: 'Konsola Sony PlayStation 5 Slim za 1999 zł',
      new_price: 199_900,
      direct_url: 'https://shop.example/ps5-slim-earlier',
    });
    // Another member's deal of another shop: the server would refuse it as the product, so it is not offered.
    const elsewhere = makeDetail({
      id: 42,
      title: 'Konsola Sony PlayStation 5 Slim w innym sklepie',
      direct_url: 'https://inny.example/ps5',
    });
    const api = fakeApi(({ method, path, search }) => {
      if (method === 'POST') return { status: 201, body: makeDetail({ id: 78, title: 'Konsola Sony PlayStation 5 Slim' }) };
      if (path === '/api/deals/' && new URLSearchParams(search).get('search') === 'Konsola Sony PlayStation') {
        return { status: 200, body: { data: [elsewhere, earlier], metadata: { count: 2, pages_count: 1 } } };
      }
      return { status: 200, body: { data: [], metadata: { count: 0, pages_count: 0 } } };
    });
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://shop.example/ps5-slim');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Konsola Sony PlayStation 5 Slim');
    const group = await screen.findByRole('group', { name: 'Is it the same product as an earlier deal? (optional)' }, { timeout: 3000 });
    expect(screen.getByRole('radio', { name: 'No, another product' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /w innym sklepie/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Konsola Sony PlayStation 5 Slim za 1999 zł/ }));
    expect(group).toHaveAccessibleDescription("Pick it and this deal's price joins that product's price history.");
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Dobra cena');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'gaming-hardware-playstation_5');
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));
    await waitFor(() => expect(api.writes()[0]).toMatchObject({ method: 'POST', path: '/api/deals/', body: { same_product_as: 41 } }));
  });
});

describe('AddDealPage failures', () => {
  it('keeps the form and shows the unexpected-error alert when the server refuses', async () => {
    signIn();
    const user = userEvent.setup();
    fakeApi(() => error(500, 'InternalError'));
    const { router } = await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://shop.example/konsola');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Konsola');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Dobra cena');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'electronics');
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger', message: 'An unexpected error occurred' }));
    expect(router.state.location.pathname).toBe('/add-deal');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Konsola');
  });
});

describe('AddDealPage member fields', () => {
  it('says which rule a price, the dates or the category break, on blur', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 200, body: { deal: null } }));
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '12,345');
    await user.tab();
    expect(screen.getByText('Enter a price like 1299,99')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Price' }));
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'Regular price' }), '90');
    await user.tab();
    expect(screen.getByText('The regular price must be higher than the price')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ends'), '2001-01-01T10:00');
    await user.tab();
    expect(screen.getByText('The end date must be in the future')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));
    expect(screen.getByText('Category is required')).toBeInTheDocument();
  });

  it('shows the deal already posted for the link while the member types, before the rest of the form', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ path }) =>
      path === '/api/deals/duplicate'
        ? { status: 200, body: { deal: { id: 9, title: 'Pad DualSense', path: '/deals/9/pad-dualsense' }, previous_deal: null } }
        : { status: 200, body: { data: [] } },
    );
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://shop.example/pad?utm_source=x');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This deal is already here: Pad DualSense');
    expect(screen.getByRole('link', { name: 'Pad DualSense' })).toHaveAttribute('href', '/deals/9/pad-dualsense');
    expect(api.requests.find((r) => r.path === '/api/deals/duplicate')?.search).toContain('url=https');
  });

  it('says an expired deal had the link, that it may be posted again and that the new deal will link to it', async () => {
    signIn();
    const user = userEvent.setup();
    const previous = { id: 8, title: 'Pad DualSense za 199 zł', slug: 'pad-dualsense-za-199-zl', expired_at: '2026-10-01T10:00:00.000Z' };
    fakeApi(({ path }) =>
      path === '/api/deals/duplicate'
        ? { status: 200, body: { deal: null, previous_deal: previous } }
        : { status: 200, body: { data: [] } },
    );
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://shop.example/pad');
    const notice = await screen.findByText(/This link was already posted/);
    expect(notice).toHaveTextContent(
      'This link was already posted (the deal is no longer current). You can post it again — the new deal will link to it: Pad DualSense za 199 zł',
    );
    expect(screen.getByRole('link', { name: 'Pad DualSense za 199 zł' })).toHaveAttribute('href', '/deals/8/pad-dualsense-za-199-zl');
    // Information, not a refusal: nothing stands in the way of the post.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit deal' })).toBeEnabled();
  });

  it('keeps what was typed as a draft that a reload brings back', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 200, body: { deal: null } }));
    const first = await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Robot sprzątający');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'home');
    first.unmount();
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Robot sprzątający');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('home');
  });

  it('uploads chosen pictures, lets the member make one the main picture, and sends them in that order', async () => {
    signIn();
    const user = userEvent.setup();
    let next = 0;
    const api = fakeApi(({ method, path }) => {
      if (path === '/api/deals/images') {
        next += 1;
        return { status: 201, body: { id: next, url: `/media/deals/p${next}-960.webp`, width: 960, height: 720 } };
      }
      if (method === 'POST') return { status: 201, body: makeDetail({ id: 5, title: 'Kamera' }) };
      return { status: 200, body: { deal: null, data: [] } };
    });
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    const files = ['a.jpg', 'b.png'].map((name) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText('Add pictures'), files);
    await screen.findByRole('img', { name: 'Picture 2' });
    await user.click(screen.getByRole('button', { name: 'Make main' }));
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://shop.example/kamera');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Kamera');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Tania');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'electronics');
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));
    await waitFor(() => expect(api.writes().find((r) => r.path === '/api/deals/')?.body).toMatchObject({ image_ids: [2, 1] }));
  });

  it('refuses a HEIC photo with a way out, before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = fakeApi(() => ({ status: 200, body: { deal: null } }));
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.upload(screen.getByLabelText('Add pictures'), new File([new Uint8Array([1])], 'IMG_1.HEIC', { type: 'image/heic' }));
    expect(screen.getByRole('alert')).toHaveTextContent('HEIC photos cannot be read');
    expect(api.requests.filter((r) => r.path === '/api/deals/images')).toHaveLength(0);
  });
});

describe('AddDealPage editing', () => {
  it('opens the author’s deal with its fields as typed and saves them with PUT, then shows the deal', async () => {
    signIn();
    const user = userEvent.setup();
    const deal = makeDetail({
      id: 61,
      title: 'Pad & ładowarka',
      direct_url: 'https://shop.example/pad',
      description: '<p>Linia &lt;1&gt;<br>druga</p><p>Akapit</p>',
      new_price: 12_999,
      old_price: 19_900,
      lowest_price_30d: 14_999,
      currency: 'PLN',
      shipping: '9,99\u00a0zł',
      coupon_code: 'PAD',
      category: 'gaming',
      expires_at: '2099-06-01T10:00:00.000Z',
    });
    const api = fakeApi(({ method }) =>
      method === 'PUT' ? { status: 200, body: { ...deal, title: 'Pad i ładowarka' } } : { status: 200, body: { deal: null, data: [] } },
    );
    const { router } = await renderInRouter(<AddDealPage editing={deal} />, '/add-deal', createCommunityClient());
    expect(screen.getByRole('heading', { name: 'Edit deal' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Linia <1>\ndruga\n\nAkapit');
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('129,99');
    expect(screen.getByRole('textbox', { name: 'Lowest price of the 30 days before the reduction (optional)' })).toHaveValue('149,99');
    expect(screen.getByRole('textbox', { name: 'Shipping cost' })).toHaveValue('9,99');
    // 10:00 UTC on 1 June is 12:00 in Warsaw (summer time).
    expect(screen.getByLabelText('Ends')).toHaveValue('2099-06-01T12:00');
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pad i ładowarka');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/61/pad-i-ladowarka'));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/deals/61',
      body: {
        title: 'Pad i ładowarka',
        new_price: 12_999,
        lowest_price_30d: 14_999,
        shipping: '9,99\u00a0zł',
        category: 'gaming',
        expires_at: '2099-06-01T10:00:00.000Z',
      },
    });
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Changes saved' });
    expect(localStorage.getItem('okazje:deal-draft')).toBeNull();
  });
});

describe('sharing into the app', () => {
  it('finds the shared product link in url, text or title, without the sentence around it', () => {
    expect(sharedLink({ url: 'https://shop.example/a', text: undefined, title: undefined })).toBe('https://shop.example/a');
    expect(sharedLink({ url: undefined, text: 'Zobacz to: https://allegro.pl/oferta/123?x=1.', title: 'Allegro' })).toBe(
      'https://allegro.pl/oferta/123?x=1',
    );
    expect(sharedLink({ url: undefined, text: 'bez linku', title: 'http://shop.example/b)' })).toBe('http://shop.example/b');
    expect(sharedLink({ url: 'javascript:alert(1)', text: undefined, title: undefined })).toBeNull();
  });

  it('fills the link and reads the shop page at once, then lets the member check the filled fields', async () => {
    signIn();
    const api = fakeApi(({ path }) =>
      path === '/api/deals/import'
        ? {
            status: 200,
            body: {
              url: 'https://shop.example/kamera',
              title: 'Kamera sportowa 4K',
              description: null,
              image_url: 'https://shop.example/kamera.jpg',
              image: { id: 12, url: '/media/deals/k-960.webp', width: 960, height: 720 },
              new_price: 49_900,
              old_price: 69_900,
              lowest_price_30d: 54_900,
              currency: 'PLN',
            },
          }
        : { status: 200, body: { deal: null, data: [] } },
    );
    await renderInRouter(<AddDealPage sharedLink="https://shop.example/kamera?utm_source=app" />, '/add-deal', createCommunityClient());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Kamera sportowa 4K'));
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue('https://shop.example/kamera');
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('499');
    expect(screen.getByRole('textbox', { name: 'Regular price' })).toHaveValue('699');
    expect(screen.getByRole('textbox', { name: 'Lowest price of the 30 days before the reduction (optional)' })).toHaveValue('549');
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', '/media/deals/k-960.webp');
    expect(screen.getByText("Filled in from the shop's page. Check every field before sending.")).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/deals/import')).toHaveLength(1);
    expect(api.requests.find((r) => r.path === '/api/deals/import')?.body).toEqual({ url: 'https://shop.example/kamera?utm_source=app' });
  });
});

describe('AddDealPage: the shop name the link import found', () => {
  it('sends the shop the import named along with the imported link', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ path, method }) =>
      path === '/api/deals/import'
        ? {
            status: 200,
            body: {
              url: 'https://shop.example/kamera',
              title: 'Kamera sportowa 4K',
              description: 'Nagrywa w 4K',
              image_url: null,
              image: null,
              new_price: 49_900,
              old_price: null,
              lowest_price_30d: null,
              currency: 'PLN',
              shop_name: 'Sklep z Kamerami',
            },
          }
        : method === 'POST'
          ? { status: 201, body: makeDetail({ id: 41, title: 'Kamera sportowa 4K' }) }
          : { status: 200, body: { deal: null, previous_deal: null, data: [] } },
    );
    await renderInRouter(<AddDealPage sharedLink="https://shop.example/kamera" />, '/add-deal', createCommunityClient());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Kamera sportowa 4K'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'electronics');
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));
    await waitFor(() => expect(api.writes().find((r) => r.path === '/api/deals/')?.body).toMatchObject({ shop_name: 'Sklep z Kamerami' }));
  });
});

describe('AddDealPage offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('queues a deal sent offline, says so, clears the draft, and sends it once when the connection returns', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ method }) =>
      method === 'POST' ? { status: 201, body: makeDetail({ id: 31, title: 'Rower' }) } : { status: 200, body: { deal: null, data: [] } },
    );
    const queryClient = createCommunityClient();
    const { router } = await renderInRouter(<AddDealPage />, '/add-deal', queryClient);
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://shop.example/rower');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Rower');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Tani rower');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'sport');
    onlineManager.setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getAlert()).toMatchObject({ type: 'info', message: 'You are offline. We will send your deal as soon as you are back online.' });
    expect(api.writes()).toHaveLength(0);
    expect(localStorage.getItem('okazje:deal-draft')).toBeNull();
    expect(queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true);

    onlineManager.setOnline(true);
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Deal submitted' }));
    const posts = api.writes().filter((request) => request.path === '/api/deals/');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ title: 'Rower', category: 'sport' });
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
  });
});

describe('report as expired', () => {
  it('reports the deal as expired (reason expired, description "deal is expired") and says the report was sent', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ method }) => (method === 'POST' ? { status: 201, body: { id: 1 } } : { status: 200, body: { data: [] } }));
    await renderInRouter(<DealPage deal={makeDetail({ id: 42 })} />, '/', createCommunityClient());
    await user.click(screen.getByRole('button', { name: 'Report as expired' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Report sent' }));
    expect(api.writes()[0]).toMatchObject({
      path: '/api/reports/',
      body: { entity_id: 42, entity_type: 'deal', reason: 'expired', description: 'deal is expired' },
    });
  });
});
