import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '@/app/pages/ErrorScreen';
import { renderWithProviders } from '../render';

describe('generic error screen', () => {
  it('shows code 500, the title and a try-again button that resets the failed area', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithProviders(<ErrorScreen onRetry={onRetry} />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nieoczekiwany błąd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
