import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '@/features/static-pages/components/FaqAccordion';
import type { FaqEntry } from '@/features/static-pages/content/types';
import { renderInRouter } from '../../render';

const entries: FaqEntry[] = [
  { id: 'voting', question: 'Jak działa głosowanie?', answer: [{ kind: 'paragraph', text: 'Głos w górę albo w dół.' }] },
  { id: 'popular', question: 'Co znaczy popularna?', answer: [{ kind: 'paragraph', text: 'Wynik 25 głosów.' }] },
  {
    id: 'points',
    question: 'Jak zbierać punkty?',
    answer: [
      { kind: 'list', items: ['50 za popularną okazję', ['Więcej: ', { text: 'jak zbierać punkty', to: '/how-to-collect-points' }]] },
    ],
  },
];

const question = (name: string) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  it('starts closed, with every header a button controlling its own region', async () => {
    await renderInRouter(<FaqAccordion entries={entries} />);
    for (const entry of entries) {
      const button = question(entry.question);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('keeps one item open at a time, and clicking the open one closes it', async () => {
    const user = userEvent.setup();
    await renderInRouter(<FaqAccordion entries={entries} />);

    await user.click(question('Jak działa głosowanie?'));
    expect(question('Jak działa głosowanie?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Jak działa głosowanie?' })).toHaveTextContent('Głos w górę albo w dół.');

    await user.click(question('Co znaczy popularna?'));
    expect(question('Co znaczy popularna?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Jak działa głosowanie?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Co znaczy popularna?' })).toHaveTextContent('Wynik 25 głosów.');

    await user.click(question('Co znaczy popularna?'));
    expect(question('Co znaczy popularna?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('works from the keyboard: Enter and Space toggle, arrows, Home and End move between questions', async () => {
    const user = userEvent.setup();
    await renderInRouter(<FaqAccordion entries={entries} />);

    await user.tab();
    expect(question('Jak działa głosowanie?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question('Jak działa głosowanie?')).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(question('Co znaczy popularna?')).toHaveFocus();
    await user.keyboard(' ');
    expect(question('Co znaczy popularna?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Jak działa głosowanie?')).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{End}');
    expect(question('Jak zbierać punkty?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(question('Jak działa głosowanie?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(question('Jak zbierać punkty?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(question('Jak działa głosowanie?')).toHaveFocus();
  });

  it('renders lists and links of an answer', async () => {
    const user = userEvent.setup();
    await renderInRouter(<FaqAccordion entries={entries} />);
    await user.click(question('Jak zbierać punkty?'));
    const region = screen.getByRole('region', { name: 'Jak zbierać punkty?' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getByRole('link', { name: 'jak zbierać punkty' })).toHaveAttribute('href', '/how-to-collect-points');
  });

  it('opens the entry named by the address, and ignores an unknown one', async () => {
    const first = await renderInRouter(<FaqAccordion entries={entries} initiallyOpenId="popular" />);
    expect(question('Co znaczy popularna?')).toHaveAttribute('aria-expanded', 'true');
    first.unmount();
    await renderInRouter(<FaqAccordion entries={entries} initiallyOpenId="nope" />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});
