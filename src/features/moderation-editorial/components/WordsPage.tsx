import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import * as v from 'valibot';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { useCurrentUser } from '@/domain/current-user';
import { ApiError } from '@/lib/http';
import {
  BannedHostsBodySchema,
  WATCHED_WORD_ACTIONS,
  WatchedWordsBodySchema,
  type BannedHost,
  type WatchedWord,
  type WatchedWordAction,
} from '@/shared/schemas/moderation-content';
import { useBannedHosts } from '../api/get-banned-hosts';
import { useWatchedWords } from '../api/get-watched-words';
import { useSaveBannedHosts } from '../api/save-banned-hosts';
import { useSaveWatchedWords } from '../api/save-watched-words';
import { fieldErrors, type FieldErrors } from '../lib/issues';
import { WORD_ACTION_HELP, WORD_ACTION_LABELS } from '../lib/labels';
import styles from './Console.module.css';
import { focusFirstInvalid } from './focus-first-invalid';
import { CardsSkeleton, EmptyList, LoadFailed } from './ListStates';

/** "Słowa i sklepy" of the operator console: watched words and banned shop hosts; admins edit, moderators read. */
export function WordsPage() {
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

/** One labelled text input of a row, with its error under it. */
function RowTextField({
  id,
  label,
  error,
  onValue,
  ...input
}: { id: string; label: ReactNode; error: string | undefined; onValue: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange'
>) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface RowFieldsProps<T> {
  row: Row<T>;
  /** The row's place in the list, as the schema's issue paths count it. */
  index: number;
  errors: FieldErrors;
  update: (patch: Partial<T>) => void;
  /** The id of the row's field `name`, unique in the form. */
  fieldId: (name: string) => string;
}

interface EditableListProps<T> {
  initial: T[];
  /** The id of the heading that names the list. */
  titleId: string;
  /** A new row, and the field that takes focus when it is added. */
  blank: T;
  firstField: string;
  empty: ReactNode;
  addLabel: ReactNode;
  saveLabel: ReactNode;
  savedMessage: string;
  removeLabel: (number: number) => string;
  fields: (props: RowFieldsProps<T>) => ReactNode;
  /** The list as the shared schema reads it (trimmed, lowercased), or the rows' errors by the schema's issue paths. */
  check: (items: T[]) => { ok: true; items: T[] } | { ok: false; errors: FieldErrors };
  /** Sends the whole list; answers it as the server stored it. */
  save: (items: T[]) => Promise<T[]>;
  saving: boolean;
}

/**
 * An admin's editable list that is saved whole (watched words, banned shops): rows added, changed and removed locally,
 * checked with the shared schema before sending, then replaced by the list as the server normalised it.
 */
function EditableList<T>(props: EditableListProps<T>) {
  const formId = useId();
  const { rows, add, update, remove, reset } = useRows<T>(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saveFailure = useSaveFailure();
  const fieldId = (key: number) => (name: string) => `${formId}-${name}-${key}`;
  // Only the row's own fields go to the schema and the server, never its local key.
  const items = () => rows.map(({ key: _key, ...item }) => item as T);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = props.check(items());
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    props.save(checked.items).then(
      (saved) => {
        reset(saved);
        showAlert({ type: 'success', message: props.savedMessage });
      },
      (error: unknown) => setFailure(saveFailure(error)),
    );
  };

  const addRow = () => {
    const key = add(props.blank);
    // The new row's field is rendered on the next paint; focusing it lets a keyboard user type at once.
    requestAnimationFrame(() => document.getElementById(fieldId(key)(props.firstField))?.focus());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={props.titleId}>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyList>{props.empty}</EmptyList>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row, index) => (
            <li key={row.key} className={styles.row}>
              {props.fields({ row, index, errors, update: (patch) => update(row.key, patch), fieldId: fieldId(row.key) })}
              <Button
                className={styles.rowRemove}
                variant="ghost"
                size="s"
                onClick={() => remove(row.key)}
                aria-label={props.removeLabel(index + 1)}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={addRow}>
          {props.addLabel}
        </Button>
        <Button type="submit" disabled={props.saving}>
          {props.saving ? <Trans>Saving…</Trans> : props.saveLabel}
        </Button>
      </div>
    </form>
  );
}

function WatchedWordsEditor({ initial, canEdit }: { initial: WatchedWord[]; canEdit: boolean }) {
  const { t, i18n } = useLingui();
  const save = useSaveWatchedWords();

  if (!canEdit) {
    return initial.length === 0 ? (
      <EmptyList>
        <Trans>No watched words.</Trans>
      </EmptyList>
    ) : (
      <ul className={styles.rows}>
        {initial.map((row) => (
          <li key={row.word} className={styles.row}>
            <span>{row.word}</span>
            <span className={styles.badge}>{i18n._(WORD_ACTION_LABELS[row.action])}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <EditableList<WatchedWord>
      initial={initial}
      titleId="watched-words-title"
      blank={{ word: '', action: 'block' }}
      firstField="word"
      empty={<Trans>No watched words yet. Add the first one.</Trans>}
      addLabel={<Trans>Add a word</Trans>}
      saveLabel={<Trans>Save words</Trans>}
      savedMessage={t`Watched words saved`}
      removeLabel={(number) => t`Remove word ${number}`}
      check={(words) => {
        const result = v.safeParse(WatchedWordsBodySchema, { words });
        return result.success ? { ok: true, items: result.output.words } : { ok: false, errors: fieldErrors(i18n, result.issues) };
      }}
      save={async (words) => (await save.mutateAsync({ words })).words}
      saving={save.isPending}
      fields={({ row, index, errors, update, fieldId }) => {
        const number = index + 1;
        return (
          <div className={`${styles.rowFields} ${styles.wordFields}`}>
            <RowTextField
              id={fieldId('word')}
              label={<Trans>Word {number}</Trans>}
              value={row.word}
              error={errors[`words.${index}.word`]}
              onValue={(word) => update({ word })}
            />
            <div className={styles.field}>
              <label className={styles.label} htmlFor={fieldId('action')}>
                <Trans>What happens</Trans>
              </label>
              <select
                id={fieldId('action')}
                className={styles.input}
                value={row.action}
                onChange={(event) => update({ action: event.target.value as WatchedWordAction })}
              >
                {WATCHED_WORD_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {i18n._(WORD_ACTION_LABELS[action])}
                  </option>
                ))}
              </select>
            </div>
          </div>
        );
      }}
    />
  );
}

function BannedHostsEditor({ initial, canEdit }: { initial: BannedHost[]; canEdit: boolean }) {
  const { t, i18n } = useLingui();
  const save = useSaveBannedHosts();

  if (!canEdit) {
    return initial.length === 0 ? (
      <EmptyList>
        <Trans>No banned shops.</Trans>
      </EmptyList>
    ) : (
      <ul className={styles.rows}>
        {initial.map((row) => (
          <li key={row.host} className={styles.row}>
            <strong className={styles.link}>{row.host}</strong>
            <span className={styles.meta}>{row.reason}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <EditableList<BannedHost>
      initial={initial}
      titleId="banned-hosts-title"
      blank={{ host: '', reason: '' }}
      firstField="host"
      empty={<Trans>No banned shops yet.</Trans>}
      addLabel={<Trans>Add a shop</Trans>}
      saveLabel={<Trans>Save shops</Trans>}
      savedMessage={t`Banned shops saved`}
      removeLabel={(number) => t`Remove shop ${number}`}
      check={(hosts) => {
        const result = v.safeParse(BannedHostsBodySchema, { hosts });
        return result.success ? { ok: true, items: result.output.hosts } : { ok: false, errors: fieldErrors(i18n, result.issues) };
      }}
      save={async (hosts) => (await save.mutateAsync({ hosts })).hosts}
      saving={save.isPending}
      fields={({ row, index, errors, update, fieldId }) => {
        const number = index + 1;
        return (
          <div className={styles.rowFields}>
            <RowTextField
              id={fieldId('host')}
              label={<Trans>Shop host {number}</Trans>}
              value={row.host}
              placeholder="sklep.example"
              inputMode="url"
              autoCapitalize="off"
              error={errors[`hosts.${index}.host`]}
              onValue={(host) => update({ host })}
            />
            <RowTextField
              id={fieldId('reason')}
              label={<Trans>Reason shown to the member</Trans>}
              value={row.reason}
              maxLength={500}
              error={errors[`hosts.${index}.reason`]}
              onValue={(reason) => update({ reason })}
            />
          </div>
        );
      }}
    />
  );
}
