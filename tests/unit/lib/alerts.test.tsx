import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAlert, hideAlert, showAlert, useAlert } from '@/lib/alerts';

function AlertProbe() {
  const alert = useAlert();
  return <output>{alert ? `${alert.type}: ${alert.message}` : 'none'}</output>;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  hideAlert();
  vi.useRealTimers();
});

describe('alert store', () => {
  it.each(['info', 'success', 'danger'] as const)('shows a %s alert to subscribers', (type) => {
    render(<AlertProbe />);
    act(() => showAlert({ type, message: 'Zapisano' }));
    expect(screen.getByRole('status')).toHaveTextContent(`${type}: Zapisano`);
  });

  it('hides itself after 4000 ms by default', () => {
    render(<AlertProbe />);
    act(() => showAlert({ type: 'success', message: 'Done' }));
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status')).toHaveTextContent('success: Done');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('honours a custom duration', () => {
    showAlert({ type: 'danger', message: 'Too big', durationMs: 6000 });
    vi.advanceTimersByTime(5999);
    expect(getAlert()?.message).toBe('Too big');
    vi.advanceTimersByTime(1);
    expect(getAlert()).toBeNull();
  });

  it('a newer alert replaces the current one and restarts the timer', () => {
    showAlert({ type: 'info', message: 'First' });
    vi.advanceTimersByTime(3000);
    showAlert({ type: 'success', message: 'Second' });
    vi.advanceTimersByTime(3000);
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Second' });
    vi.advanceTimersByTime(1000);
    expect(getAlert()).toBeNull();
  });
});
