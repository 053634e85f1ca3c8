import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAlert, hideAlert } from '@/lib/alerts';
import { OnDemand } from '@/lib/OnDemand';
import { renderWithProviders } from '../render';

function Greeting({ name }: { name: string }) {
  return <p>Cześć, {name}</p>;
}

afterEach(() => hideAlert());

describe('OnDemand', () => {
  it('shows nothing until the component has loaded, then renders it with the props', async () => {
    let finish: (component: typeof Greeting) => void = () => undefined;
    const load = () => new Promise<typeof Greeting>((resolve) => (finish = resolve));
    renderWithProviders(<OnDemand load={load} props={{ name: 'Ola' }} />);
    expect(screen.queryByText(/Cześć/)).not.toBeInTheDocument();
    finish(Greeting);
    expect(await screen.findByText('Cześć, Ola')).toBeInTheDocument();
  });

  it('tells the user when the code cannot be loaded and lets the caller drop the request; a new mount tries again', async () => {
    const onFailure = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { rerender } = renderWithProviders(<OnDemand load={failing} props={{ name: 'Ola' }} onFailure={onFailure} />);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(getAlert()).toMatchObject({ type: 'danger', message: 'Nie udało się tego otworzyć. Sprawdź połączenie i spróbuj ponownie.' });

    rerender(<OnDemand key="again" load={() => Promise.resolve(Greeting)} props={{ name: 'Ola' }} onFailure={onFailure} />);
    expect(await screen.findByText('Cześć, Ola')).toBeInTheDocument();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
