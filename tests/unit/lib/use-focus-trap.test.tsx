import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusTrap } from '@/lib/use-focus-trap';

function Dialog({ onEscape, takeFocus, children }: { onEscape: () => void; takeFocus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(ref, { onEscape, takeFocus });
  return (
    <div ref={ref} role="dialog" aria-label="Trap" tabIndex={-1} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

function Harness({
  takeFocus = true,
  outerKeyDown = () => {},
  children,
}: {
  takeFocus?: boolean;
  outerKeyDown?: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div onKeyDown={outerKeyDown}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog onEscape={() => setOpen(false)} takeFocus={takeFocus}>
          {children}
        </Dialog>
      )}
      <button type="button">After</button>
    </div>
  );
}

describe('useFocusTrap', () => {
  it('focuses the first control, wraps Tab both ways past controls out of the tab order, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    const outerKeyDown = vi.fn();
    render(
      <Harness outerKeyDown={outerKeyDown}>
        <button type="button" disabled>
          Disabled
        </button>
        <input aria-label="Name" />
        <a href="#last">Last</a>
        <button type="button" tabIndex={-1}>
          Roving
        </button>
      </Harness>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();

    outerKeyDown.mockClear();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(outerKeyDown).not.toHaveBeenCalled();
  });

  it('keeps focus on a dialog with no controls', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <p>Nothing to press</p>
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Trap' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('leaves focus alone when the dialog places it itself', async () => {
    const user = userEvent.setup();
    render(
      <Harness takeFocus={false}>
        <button type="button">Inside</button>
      </Harness>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(opener).toHaveFocus();

    screen.getByRole('button', { name: 'Inside' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).not.toHaveFocus();
  });
});
