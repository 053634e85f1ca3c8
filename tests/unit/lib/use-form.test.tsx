import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useForm } from '@/lib/forms/use-form';
import { renderWithProviders } from '../render';

const Schema = v.object({ word: v.pipe(v.string(), v.minLength(3, 'Too short')), choice: v.picklist(['a', 'b']) });

function Form() {
  const form = useForm(Schema, { word: '', choice: 'a' as 'a' | 'b' });
  return (
    <form>
      <label htmlFor="word">Word</label>
      <input id="word" {...form.field('word')} />
      {form.errors.word ? <p id={form.errorId('word')}>{form.errors.word}</p> : null}
      <label>
        <input type="radio" name="choice" checked={form.values.choice === 'b'} onChange={() => form.setValue('choice', 'b')} />B
      </label>
    </form>
  );
}

describe('useForm', () => {
  it("shows a field's message when it loses the focus, but only once the press that took the focus is over", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    await user.type(screen.getByLabelText('Word'), 'ab');
    const radio = screen.getByRole('radio', { name: 'B' });
    // The finger goes down on the next control: the field loses its focus, and its message would push the radio away.
    await user.pointer({ keys: '[MouseLeft>]', target: radio });
    expect(screen.getByLabelText('Word')).not.toHaveFocus();
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: radio });
    expect(radio).toBeChecked();
    await waitFor(() => expect(screen.getByText('Too short')).toBeInTheDocument());
    expect(screen.getByLabelText('Word')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows it at once when the focus leaves by the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    await user.type(screen.getByLabelText('Word'), 'ab');
    await user.tab();
    expect(screen.getByText('Too short')).toBeInTheDocument();
  });
});
