import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/Button';
import { useForm } from '@/lib/forms/use-form';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import { COMMENT_MAX, CommentBodySchema } from '@/shared/schemas/community';
import { withoutForbiddenCharacters } from '@/shared/validation';
import { RefusalMessage } from '@/components/moderation/RefusalMessage';
import { forgetRefusedComment, type RefusedComment } from '../lib/refused-comment';
import styles from './DealComments.module.css';

interface CommentFormProps {
  signedIn: boolean;
  /** Receives the trimmed, non-empty text, without control characters (tab and line breaks aside). */
  onSubmit: (content: string) => void;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  /** A comment of this form the server refused: its text comes back with the reason and the rule. */
  refused?: RefusedComment | null;
}

/**
 * The server's comment rule, after taking out the invisible control characters pasted text may carry (the server
 * refuses them, and the box has no field message to say so). An empty comment is ignored, so no message is shown.
 */
const CommentFormSchema = v.object({
  content: v.pipe(v.string(), v.transform(withoutForbiddenCharacters), CommentBodySchema.entries.content),
});

/** Comment input: trimmed, an empty one ignored; a guest cannot type and is asked to sign in instead. */
export function CommentForm({ signedIn, onSubmit, label, submitLabel, autoFocus = false, onCancel, refused = null }: CommentFormProps) {
  const { t } = useLingui();
  const form = useForm(CommentFormSchema, { content: '' });
  const text = form.values.content;
  const id = useId();
  const refusalId = `${id}-refusal`;
  // The refused text replaces the emptied box once, when the refusal arrives (React's "adjust state on prop change").
  const [restored, setRestored] = useState<RefusedComment | null>(null);
  if (refused !== restored) {
    setRestored(refused);
    if (refused) form.setValue('content', refused.content);
  }

  const send = form.handleSubmit(({ content }) => {
    forgetRefusedComment();
    onSubmit(content);
    form.reset();
  });
  const submit = (event: FormEvent) => {
    if (signedIn) return void send(event);
    event.preventDefault();
    openSignInPrompt();
  };

  // Prompting on focus would reopen the prompt each time it hands focus back; a click or a key press is an attempt.
  const guestAttempt = signedIn ? undefined : () => openSignInPrompt();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!signedIn && event.key !== 'Tab' && event.key !== 'Shift') {
      event.preventDefault();
      openSignInPrompt();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        rows={2}
        value={text}
        maxLength={COMMENT_MAX}
        readOnly={!signedIn}
        placeholder={signedIn ? label : t`Sign in to comment`}
        // Only the reply box the user just opened takes focus.
        autoFocus={autoFocus}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? refusalId : undefined}
        onChange={(event) => form.setValue('content', event.target.value)}
        onClick={guestAttempt}
        onKeyDown={onKeyDown}
      />
      {refused ? <RefusalMessage refusal={refused.refusal} id={refusalId} /> : null}
      <div className={styles.formActions}>
        {onCancel && (
          <Button variant="ghost" size="s" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
        <Button type="submit" size="s">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
