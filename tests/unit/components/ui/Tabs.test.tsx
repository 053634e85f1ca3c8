import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '@/components/ui/Tabs';
import { renderWithProviders } from '../../render';

type Tab = 'available' | 'mine' | 'history';
const ITEMS = [
  { value: 'available', label: 'Dostępne nagrody' },
  { value: 'mine', label: 'Moje nagrody' },
  { value: 'history', label: 'Historia punktów' },
] as const;

function Harness({ initial }: { initial: Tab }) {
  const [value, setValue] = useState<Tab>(initial);
  return <Tabs label="Nagrody i punkty" idPrefix="t" items={ITEMS} value={value} onChange={setValue} />;
}

/**
 * jsdom has no layout: a 300 px wide strip whose tabs are 140 px wide each, moved left by the strip's scroll, as a
 * phone lays out three tabs that do not fit.
 */
function layOutStrip(): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const list = this.closest<HTMLElement>('[role="tablist"]');
    if (this.getAttribute('role') === 'tablist') return new DOMRect(0, 0, 300, 40);
    const index = ITEMS.findIndex((item) => this.id === `t-tab-${item.value}`);
    return new DOMRect(index * 140 - (list?.scrollLeft ?? 0), 0, 140, 40);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Tabs', () => {
  it('scrolls a selected tab that starts off-screen into the strip', async () => {
    layOutStrip();
    renderWithProviders(<Harness initial="history" />);
    // The third tab spans 280–420 px: the strip scrolls by the 120 px that stick out.
    expect(screen.getByRole('tablist').scrollLeft).toBe(120);
  });

  it('leaves the strip where it is when the selected tab is visible, and follows the keyboard to the end and back', async () => {
    layOutStrip();
    renderWithProviders(<Harness initial="available" />);
    const list = screen.getByRole('tablist');
    expect(list.scrollLeft).toBe(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Dostępne nagrody' }));
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Historia punktów' })).toHaveAttribute('aria-selected', 'true');
    expect(list.scrollLeft).toBe(120);

    await userEvent.keyboard('{Home}');
    expect(list.scrollLeft).toBe(0);
  });
});
