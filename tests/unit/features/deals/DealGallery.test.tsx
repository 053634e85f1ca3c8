import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealGallery } from '@/features/deals/components/DealGallery';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { ApiImage } from '@/shared/schemas/common';
import { i18n, renderInRouter } from '../../render';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

const image = (id: number): ApiImage => ({
  id,
  url: `/media/${id}-960.webp`,
  width: 960,
  height: 720,
  variants: [{ width: 320, url: `/media/${id}-320.webp` }],
});

const pressed = () => screen.getAllByRole('button', { name: /^Show image/ }).map((b) => b.getAttribute('aria-pressed') === 'true');

describe('DealGallery', () => {
  it('shows one image without thumbnails or arrows', async () => {
    await renderInRouter(<DealGallery images={[image(1)]} title="Konsola" category="gaming" nsfw={false} />);
    expect(screen.getByRole('img', { name: 'Konsola' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show image/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('chooses an image with its thumbnail, the arrow buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    await renderInRouter(<DealGallery images={[image(1), image(2), image(3)]} title="Konsola" category="gaming" nsfw={false} />);
    expect(pressed()).toEqual([true, false, false]);
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(pressed()).toEqual([false, false, true]);
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(pressed()).toEqual([false, true, false]);

    const carousel = screen.getByRole('region', { name: 'Images of Konsola' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(pressed()).toEqual([true, false, false]);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(pressed()).toEqual([false, true, false]);
  });

  it('blurs nsfw images until revealed', async () => {
    const user = userEvent.setup();
    await renderInRouter(<DealGallery images={[image(1)]} title="Konsola" category="gaming" nsfw />);
    expect(screen.getByRole('img', { name: 'Konsola' }).className).toMatch(/blurred/);
    await user.click(screen.getByRole('button', { name: 'Show image (18+)' }));
    expect(screen.getByRole('img', { name: 'Konsola' }).className).not.toMatch(/blurred/);
  });
});
