import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type Ref } from 'react';
import { REASON_MAX } from '../lib/reason';
import styles from './ModerationPeople.module.css';

interface ReasonFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Starting points the operator can pick and then edit. */
  templates: readonly MessageDescriptor[];
  /** The translated problem with the reason, shown once the operator tried to send it. */
  error: string | null;
  hint?: string;
  /** The form moves focus here when the reason stops a submit, so keyboard and screen-reader users land on it. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** The reason a member reads about a decision: a required text, with templates that fill it for editing. */
export function ReasonField({ label, value, onChange, templates, error, hint, ref }: ReasonFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', `${id}-count`].filter(Boolean).join(' ');
  const length = value.length;
  return (
    <div className={styles.form}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="muted-text">
          {hint}
        </p>
      ) : null}
      {templates.length > 0 ? (
        <div>
          <p className="muted-text" id={`${id}-templates`}>
            <Trans>Start from a template:</Trans>
          </p>
          <ul className={styles.templates} aria-labelledby={`${id}-templates`}>
            {templates.map((template) => {
              const text = i18n._(template);
              return (
                <li key={template.id}>
                  <button type="button" className={styles.template} onClick={() => onChange(text)}>
                    {text}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        aria-required="true"
        aria-invalid={error !== null}
        aria-describedby={described}
        maxLength={REASON_MAX}
      />
      <p id={`${id}-count`} className={styles.counter}>
        <Trans>
          {length} / {REASON_MAX} characters
        </Trans>
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
