import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { DealboxesPage } from '@/features/static-pages/components/DealboxesPage';
import { FaqPage } from '@/features/static-pages/components/FaqPage';
import { TermsPage } from '@/features/static-pages/components/TermsPage';
import { TrustedPartnersPage } from '@/features/static-pages/components/TrustedPartnersPage';
import { faqEn } from '@/features/static-pages/content/en/faq';
import { faqPl } from '@/features/static-pages/content/pl/faq';
import { partnersPl } from '@/features/static-pages/content/pl/partners';
import { i18n, renderInRouter } from '../../render';

afterEach(() => {
  act(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
});

describe('static pages', () => {
  it('the FAQ shows every Polish question as a closed accordion item', async () => {
    await renderInRouter(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const entry of faqPl.entries) {
      expect(screen.getByRole('button', { name: entry.question })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByRole('link', { name: /Contact us|Skontaktuj/ })).toHaveAttribute('href', '/contact');
  });

  it('switches the FAQ content to English when the locale changes, keeping the open item', async () => {
    const user = userEvent.setup();
    await renderInRouter(<FaqPage />);
    await user.click(screen.getByRole('button', { name: faqPl.entries[1]?.question }));
    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    const english = faqEn.entries[1]?.question ?? '';
    expect(screen.getByRole('button', { name: english })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: faqPl.entries[1]?.question })).not.toBeInTheDocument();
  });

  it('the terms show the date they took effect and a table of contents linking to each section', async () => {
    await renderInRouter(<TermsPage />);
    expect(screen.getAllByText(/30\.06\.2025/).length).toBeGreaterThan(0);
    const contents = screen.getByRole('navigation');
    const links = contents.querySelectorAll('a');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('SECTION');
    }
  });

  it('the dealboxes banner has a mobile image up to 576 px and alt text', async () => {
    await renderInRouter(<DealboxesPage />);
    const source = document.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 576px)');
    expect(source).toHaveAttribute('srcset', '/static/dealboxes-banner-mobile.svg');
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', '/static/dealboxes-banner.svg');
    expect(image.getAttribute('alt')).not.toBe('');
  });

  it('trusted partners lists every partner shop with its note', async () => {
    await renderInRouter(<TrustedPartnersPage />);
    for (const partner of partnersPl.partners) {
      expect(screen.getByRole('link', { name: partner.name })).toHaveAttribute('href', partner.url);
      expect(screen.getByText(partner.note)).toBeInTheDocument();
    }
  });
});
