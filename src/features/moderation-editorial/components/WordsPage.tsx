import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { useCurrentUser } from '@/lib/current-user';
import { ApiError } from '@/lib/http';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  BannedHostsBodySchema,
  WATCHED_WORD_ACTIONS,
  WatchedWordsBodySchema,
  type BannedHost,
  type WatchedWord,
  type WatchedWordAction,
} from '@/shared/schemas/moderation-content';
import { useBannedHosts, useSaveBannedHosts, useSaveWatchedWords, useWatchedWords } from '../api/content-rules';
import { fieldErrors, type FieldErrors } from '../lib/issues';
import { WORD_ACTION_HELP, WORD_ACTION_LABELS } from '../lib/labels';
import styles from './Console.module.css';
import { focusFirstInvalid } from './focus-first-invalid';
import { CardsSkeleton, EmptyList, LoadFailed } from './ListStates';

/** "Słowa i sklepy" of the operator console (issue 31): watched words and banned shop hosts; admins edit, moderators read. */
export function WordsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Words and shops`);
  const viewer = useCurrentUser();
  const canEdit = viewer.data?.role === 'admin';
  // Until the role is known the lists wait too: an admin should not see them flip from read-only to editable.
  const roleKnown = viewer.data !== undefined || viewer.isError;
  const words = useWatchedWords();
  const hosts = useBannedHosts();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>
          <Trans>Words and shops</Trans>
        </h1>
      </header>
      {viewer.data && !canEdit ? (
        <Alert tone="info">
          <Trans>Only admins can change these lists. You can read them to know what members are refused or held for.</Trans>
        </Alert>
      ) : null}
      <div className={styles.twoColumns}>
        <section className={styles.section} aria-labelledby="watched-words-title">
          <h2 id="watched-words-title">
            <Trans>Watched words</Trans>
          </h2>
          <ul className={styles.help}>
            {WATCHED_WORD_ACTIONS.map((action) => (
              <li key={action}>
                <ActionHelp action={action} />
              </li>
            ))}
          </ul>
          {words.data && roleKnown ? (
            <WatchedWordsEditor initial={words.data.words} canEdit={canEdit} />
          ) : words.isError ? (
            <LoadFailed onRetry={() => void words.refetch()} />
          ) : (
            <CardsSkeleton count={2} />
          )}
        </section>
        <section className={styles.section} aria-labelledby="banned-hosts-title">
          <h2 id="banned-hosts-title">
            <Trans>Banned shops</Trans>
          </h2>
          <p className={styles.meta}>
            <Trans>Links to these hosts (and their subdomains) are refused in deals; the member reads the reason.</Trans>
          </p>
          {hosts.data && roleKnown ? (
            <BannedHostsEditor initial={hosts.data.hosts} canEdit={canEdit} />
          ) : hosts.isError ? (
            <LoadFailed onRetry={() => void hosts.refetch()} />
          ) : (
            <CardsSkeleton count={2} />
          )}
        </section>
      </div>
    </div>
  );
}

function ActionHelp({ action }: { action: WatchedWordAction }) {
  const { i18n } = useLingui();
  return <>{i18n._(WORD_ACTION_HELP[action])}</>;
}

/**
 * A row being edited keeps a key of its own, so removing one row never moves another's focus or errors. The rows are
 * taken from the list once: a background refetch (the window regaining focus) never throws away an admin's edits.
 */
type Row<T> = T & { key: number };

function useRows<T>(initial: T[]) {
  const nextKey = useRef(initial.length);
  const [rows, setRows] = useState<Row<T>[]>(() => initial.map((item, index) => ({ ...item, key: index })));
  const add = (item: T) => {
    const key = nextKey.current++;
    setRows((prev) => [...prev, { ...item, key }]);
    return key;
  };
  const update = (key: number, patch: Partial<T>) => setRows((prev) => prev.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const remove = (key: number) => setRows((prev) => prev.filter((row) => row.key !== key));
  /** The saved list as the server normalised it (trimmed, lowercased hosts). */
  const reset = (items: T[]) => setRows(items.map((item) => ({ ...item, key: nextKey.current++ })));
  return { rows, add, update, remove, reset };
}

/** Turns a 400/422 from a save into a line above the list; the rows' own errors come from the shared schema. */
function useSaveFailure() {
  const { t } = useLingui();
  return (error: unknown): string =>
    error instanceof ApiError && (error.status === 400 || error.status === 422)
      ? t`The server refused the list: ${error.message}`
      : error instanceof ApiError && error.status === 403
        ? t`Only admins can change this list.`
        : t`The list could not be saved. Check your connection and try again.`;
}

function WatchedWordsEditor({ initial, canEdit }: { initial: WatchedWord[]; canEdit: boolean }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const { rows, add, update, remove, reset } = useRows<WatchedWord>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveWatchedWords();
  const saveFailure = useSaveFailure();

  if (!canEdit) {
    return rows.length === 0 ? (
      <EmptyList>
        <Trans>No watched words.</Trans>
      </EmptyList>
    ) : (
      <ul className={styles.rows}>
        {rows.map((row) => (
          <li key={row.key} className={styles.row}>
            <span>{row.word}</span>
            <span className={styles.badge}>{i18n._(WORD_ACTION_LABELS[row.action])}</span>
          </li>
        ))}
      </ul>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = v.safeParse(WatchedWordsBodySchema, { words: rows.map(({ word, action }) => ({ word, action })) });
    if (!result.success) {
      setErrors(fieldErrors(i18n, result.issues));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    save.mutate(result.output, {
      onSuccess: (saved) => {
        reset(saved.words);
        showAlert({ type: 'success', message: t`Watched words saved` });
      },
      onError: (error) => setFailure(saveFailure(error)),
    });
  };

  const addRow = () => {
    const key = add({ word: '', action: 'block' });
    // The new row's field is rendered on the next paint; focusing it lets a keyboard user type at once.
    requestAnimationFrame(() => document.getElementById(`${formId}-word-${key}`)?.focus());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="watched-words-title">
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyList>
          <Trans>No watched words yet. Add the first one.</Trans>
        </EmptyList>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row, index) => {
            const error = errors[`words.${index}.word`];
            const number = index + 1;
            return (
              <li key={row.key} className={styles.row}>
                <div className={`${styles.rowFields} ${styles.wordFields}`}>
                  <div className={styles.field}>
                    <label className={styles.label} htmlFor={`${formId}-word-${row.key}`}>
                      <Trans>Word {number}</Trans>
                    </label>
                    <input
                      id={`${formId}-word-${row.key}`}
                      className={styles.input}
                      value={row.word}
                      onChange={(event) => update(row.key, { word: event.target.value })}
                      aria-invalid={error !== undefined}
                      aria-describedby={error ? `${formId}-word-${row.key}-error` : undefined}
                    />
                    {error ? (
                      <p id={`${formId}-word-${row.key}-error`} className={styles.error}>
                        {error}
                      </p>
                    ) : null}
                  </div>
                  <div className={styles.field}>
                    <label className={styles.label} htmlFor={`${formId}-action-${row.key}`}>
                      <Trans>What happens</Trans>
                    </label>
                    <select
                      id={`${formId}-action-${row.key}`}
                      className={styles.input}
                      value={row.action}
                      onChange={(event) => update(row.key, { action: event.target.value as WatchedWordAction })}
                    >
                      {WATCHED_WORD_ACTIONS.map((action) => (
                        <option key={action} value={action}>
                          {i18n._(WORD_ACTION_LABELS[action])}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <Button
                  className={styles.rowRemove}
                  variant="ghost"
                  size="s"
                  onClick={() => remove(row.key)}
                  aria-label={t`Remove word ${number}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={addRow}>
          <Trans>Add a word</Trans>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save words</Trans>}
        </Button>
      </div>
    </form>
  );
}

function BannedHostsEditor({ initial, canEdit }: { initial: BannedHost[]; canEdit: boolean }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const { rows, add, update, remove, reset } = useRows<BannedHost>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveBannedHosts();
  const saveFailure = useSaveFailure();

  if (!canEdit) {
    return rows.length === 0 ? (
      <EmptyList>
        <Trans>No banned shops.</Trans>
      </EmptyList>
    ) : (
      <ul className={styles.rows}>
        {rows.map((row) => (
          <li key={row.key} className={styles.row}>
            <strong className={styles.link}>{row.host}</strong>
            <span className={styles.meta}>{row.reason}</span>
          </li>
        ))}
      </ul>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = v.safeParse(BannedHostsBodySchema, { hosts: rows.map(({ host, reason }) => ({ host, reason })) });
    if (!result.success) {
      setErrors(fieldErrors(i18n, result.issues));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    save.mutate(result.output, {
      onSuccess: (saved) => {
        reset(saved.hosts);
        showAlert({ type: 'success', message: t`Banned shops saved` });
      },
      onError: (error) => setFailure(saveFailure(error)),
    });
  };

  const addRow = () => {
    const key = add({ host: '', reason: '' });
    requestAnimationFrame(() => document.getElementById(`${formId}-host-${key}`)?.focus());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="banned-hosts-title">
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyList>
          <Trans>No banned shops yet.</Trans>
        </EmptyList>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row, index) => {
            const number = index + 1;
            const hostError = errors[`hosts.${index}.host`];
            const reasonError = errors[`hosts.${index}.reason`];
            return (
              <li key={row.key} className={styles.row}>
                <div className={styles.rowFields}>
                  <div className={styles.field}>
                    <label className={styles.label} htmlFor={`${formId}-host-${row.key}`}>
                      <Trans>Shop host {number}</Trans>
                    </label>
                    <input
                      id={`${formId}-host-${row.key}`}
                      className={styles.input}
                      value={row.host}
                      placeholder="sklep.example"
                      inputMode="url"
                      autoCapitalize="off"
                      onChange={(event) => update(row.key, { host: event.target.value })}
                      aria-invalid={hostError !== undefined}
                      aria-describedby={hostError ? `${formId}-host-${row.key}-error` : undefined}
                    />
                    {hostError ? (
                      <p id={`${formId}-host-${row.key}-error`} className={styles.error}>
                        {hostError}
                      </p>
                    ) : null}
                  </div>
                  <div className={styles.field}>
                    <label className={styles.label} htmlFor={`${formId}-reason-${row.key}`}>
                      <Trans>Reason shown to the member</Trans>
                    </label>
                    <input
                      id={`${formId}-reason-${row.key}`}
                      className={styles.input}
                      value={row.reason}
                      maxLength={500}
                      onChange={(event) => update(row.key, { reason: event.target.value })}
                      aria-invalid={reasonError !== undefined}
                      aria-describedby={reasonError ? `${formId}-reason-${row.key}-error` : undefined}
                    />
                    {reasonError ? (
                      <p id={`${formId}-reason-${row.key}-error`} className={styles.error}>
                        {reasonError}
                      </p>
                    ) : null}
                  </div>
                </div>
                <Button
                  className={styles.rowRemove}
                  variant="ghost"
                  size="s"
                  onClick={() => remove(row.key)}
                  aria-label={t`Remove shop ${number}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={addRow}>
          <Trans>Add a shop</Trans>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save shops</Trans>}
        </Button>
      </div>
    </form>
  );
}
