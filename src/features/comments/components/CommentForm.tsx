import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { openSignInPrompt } from '@/lib/sign-in-prompt';
import { COMMENT_MAX } from '@/shared/schemas/community';
import { withoutForbiddenCharacters } from '@/shared/validation';
import styles from './DealComments.module.css';

interface CommentFormProps {
  signedIn: boolean;
  /** Receives the trimmed, non-empty text, without control characters (tab and line breaks aside). */
  onSubmit: (content: string) => void;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onCancel?: () => void;
}

/** §5 Comment input: trimmed, an empty one ignored; a guest cannot type and is asked to sign in instead. */
export function CommentForm({ signedIn, onSubmit, label, submitLabel, autoFocus = false, onCancel }: CommentFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      openSignInPrompt();
      return;
    }
    // Pasted text may carry invisible control characters the server refuses; the form has no field error to say so.
    const content = withoutForbiddenCharacters(text).trim();
    if (!content) return;
    onSubmit(content);
    setText('');
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
        onChange={(event) => setText(event.target.value)}
        onClick={guestAttempt}
        onKeyDown={onKeyDown}
      />
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
