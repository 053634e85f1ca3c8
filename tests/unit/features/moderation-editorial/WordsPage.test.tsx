import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WordsPage } from '@/features/moderation-editorial/components/WordsPage';
import { hideAlert } from '@/lib/alerts';
import type { ApiHandler } from '../../api-stub';
import { renderInRouter } from '../../render';
import { errorResponse, makeUser, mockApi, signIn } from './helpers';

beforeEach(() => {
  hideAlert();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

function open(role: 'admin' | 'moderator', routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({
    'GET users': () => Response.json(makeUser({ role })),
    'GET moderation/watched-words': () =>
      Response.json({
        words: [
          { word: 'viagra', action: 'block' },
          { word: 'kasyno', action: 'review' },
        ],
      }),
    'GET moderation/banned-hosts': () => Response.json({ hosts: [{ host: 'podroby.example', reason: 'Podróbki' }] }),
    ...routes,
  });
  return { api, rendered: renderInRouter(<WordsPage />) };
}

const wordsSection = () => screen.getByRole('region', { name: 'Obserwowane słowa' });
const hostsSection = () => screen.getByRole('region', { name: 'Zablokowane sklepy' });

describe('words and shops tab', { timeout: 20_000 }, () => {
  it('explains each action in one line', async () => {
    await open('admin').rendered;
    expect(await screen.findByText(/^Blokuj: okazja, komentarz lub nazwa użytkownika/)).toBeInTheDocument();
    expect(screen.getByText(/^Do przeglądu: treść czeka na moderatora/)).toBeInTheDocument();
  });

  it('an admin adds and removes words; saving sends the whole list', async () => {
    const user = userEvent.setup();
    const { api, rendered } = open('admin', {
      'PUT moderation/watched-words': (call) => Response.json(call.body),
    });
    await rendered;
    expect(await screen.findByLabelText('Słowo 1')).toHaveValue('viagra');
    expect(screen.getByLabelText('Słowo 2')).toHaveValue('kasyno');
    await user.click(screen.getByRole('button', { name: 'Usuń słowo 1' }));
    await user.click(screen.getByRole('button', { name: 'Dodaj słowo' }));
    await user.type(screen.getByLabelText('Słowo 2'), ' Żółw ');
    const sections = within(wordsSection());
    await user.selectOptions(sections.getAllByLabelText('Co się dzieje')[1] as HTMLElement, 'Do przeglądu');
    await user.click(screen.getByRole('button', { name: 'Zapisz słowa' }));
    await waitFor(() => expect(api.requests('PUT', 'moderation/watched-words')).toHaveLength(1));
    expect(api.requests('PUT', 'moderation/watched-words')[0]?.body).toEqual({
      words: [
        { word: 'kasyno', action: 'review' },
        { word: 'Żółw', action: 'review' },
      ],
    });
  });

  it('shows row errors and sends nothing while a word is invalid', async () => {
    const user = userEvent.setup();
    const { api, rendered } = open('admin');
    await rendered;
    await user.click(await screen.findByRole('button', { name: 'Dodaj słowo' }));
    await user.type(screen.getByLabelText('Słowo 3'), 'x');
    await user.clear(screen.getByLabelText('Słowo 1'));
    await user.type(screen.getByLabelText('Słowo 1'), 'zły!');
    await user.click(screen.getByRole('button', { name: 'Zapisz słowa' }));
    expect(screen.getByLabelText('Słowo 1')).toHaveAccessibleDescription('Użyj liter, cyfr, spacji, łączników i apostrofów');
    expect(screen.getByLabelText('Słowo 2')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Słowo 3')).toHaveAccessibleDescription('Wpisz co najmniej 2 znaki');
    expect(api.requests('PUT', 'moderation/watched-words')).toHaveLength(0);
  });

  it('keeps an admin’s edits when the lists refetch in the background', async () => {
    const user = userEvent.setup();
    const { api, rendered } = open('admin');
    const { queryClient } = await rendered;
    await user.type(await screen.findByLabelText('Słowo 1'), '-plus');
    await queryClient.invalidateQueries();
    await waitFor(() => expect(api.requests('GET', 'moderation/watched-words')).toHaveLength(2));
    expect(screen.getByLabelText('Słowo 1')).toHaveValue('viagra-plus');
  });

  it('says so when the server refuses the list', async () => {
    const user = userEvent.setup();
    const { rendered } = open('admin', { 'PUT moderation/watched-words': () => errorResponse(500, 'InternalError') });
    await rendered;
    await user.click(await screen.findByRole('button', { name: 'Zapisz słowa' }));
    expect(await within(wordsSection()).findByRole('alert')).toHaveTextContent('Nie udało się zapisać listy.');
  });

  it('an admin edits banned shops: host and reason per row, checked before sending', async () => {
    const user = userEvent.setup();
    const { api, rendered } = open('admin', { 'PUT moderation/banned-hosts': (call) => Response.json(call.body) });
    await rendered;
    expect(await screen.findByLabelText('Host sklepu 1')).toHaveValue('podroby.example');
    await user.click(screen.getByRole('button', { name: 'Dodaj sklep' }));
    await user.type(screen.getByLabelText('Host sklepu 2'), 'nie host');
    await user.click(screen.getByRole('button', { name: 'Zapisz sklepy' }));
    expect(screen.getByLabelText('Host sklepu 2')).toHaveAccessibleDescription('Wpisz nazwę hosta, np. sklep.example');
    const reasons = within(hostsSection()).getAllByLabelText('Powód widoczny dla użytkownika');
    expect(reasons[1]).toHaveAccessibleDescription('To pole jest wymagane');
    expect(api.requests('PUT', 'moderation/banned-hosts')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Host sklepu 2'));
    await user.type(screen.getByLabelText('Host sklepu 2'), 'Tanio.Example');
    await user.type(reasons[1] as HTMLElement, 'Oszustwa');
    await user.click(screen.getByRole('button', { name: 'Zapisz sklepy' }));
    await waitFor(() => expect(api.requests('PUT', 'moderation/banned-hosts')).toHaveLength(1));
    expect(api.requests('PUT', 'moderation/banned-hosts')[0]?.body).toEqual({
      hosts: [
        { host: 'podroby.example', reason: 'Podróbki' },
        { host: 'tanio.example', reason: 'Oszustwa' },
      ],
    });
  });

  it('a moderator reads both lists without editing them', async () => {
    await open('moderator').rendered;
    expect(await screen.findByText('viagra')).toBeInTheDocument();
    expect(screen.getByText('podroby.example')).toBeInTheDocument();
    expect(screen.getByText(/Tylko administratorzy mogą zmieniać te listy/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz słowa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj sklep' })).not.toBeInTheDocument();
  });

  it('says when the lists are empty', async () => {
    mockApi({
      'GET users': () => Response.json(makeUser({ role: 'moderator' })),
      'GET moderation/watched-words': () => Response.json({ words: [] }),
      'GET moderation/banned-hosts': () => Response.json({ hosts: [] }),
    });
    await renderInRouter(<WordsPage />);
    expect(await screen.findByText('Brak obserwowanych słów.')).toBeInTheDocument();
    expect(await screen.findByText('Brak zablokowanych sklepów.')).toBeInTheDocument();
  });
});
