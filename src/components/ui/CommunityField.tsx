import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldProps } from '@/lib/forms/use-form';
import styles from './CommunityForms.module.css';

type ControlProps =
  | ({ multiline?: false } & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>)
  | { multiline: true; rows: number };

/** The counter shows "typed/maxLength" under the control, which then describes the control together with any error. */
type LimitProps = { maxLength?: number; counter?: false } | { maxLength: number; counter: true };

/** The part of useForm's result a field reads. */
interface FormFields<N extends string> {
  field: (name: N) => FieldProps;
  errors: Partial<Record<N, string>>;
  errorId: (name: N) => string;
}

interface BaseProps<N extends string> {
  form: FormFields<N>;
  name: N;
  /** The control's id: the label and the e2e tests address it. */
  id: string;
  label: ReactNode;
  /** A sentence under the control saying what to enter and why; the control is described by it. */
  description?: ReactNode;
  /** Shown under the field's error, e.g. the link to the publication rule a refused text broke. */
  after?: ReactNode;
}

type CommunityFieldProps<N extends string> = BaseProps<N> & ControlProps & LimitProps;

/** A labelled input or textarea of the community forms (add deal, report) with its error and optional character counter. */
export function CommunityField<N extends string>(props: CommunityFieldProps<N>) {
  const { form, name, id, label, description } = props;
  const field = form.field(name);
  const error = form.errors[name];
  const errorId = form.errorId(name);
  const counterId = `${id}-counter`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, props.counter ? counterId : null, error ? errorId : null].filter(Boolean);
  const control = {
    ...field,
    id,
    maxLength: props.maxLength,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
  const message = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {props.multiline ? (
        <textarea {...control} className={styles.textarea} rows={props.rows} />
      ) : (
        <input
          {...control}
          className={styles.input}
          type={props.type}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
        />
      )}
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {props.counter ? (
        <div className={styles.hint}>
          {message}
          <span id={counterId} className={styles.counter}>
            {field.value.length}/{props.maxLength}
          </span>
        </div>
      ) : (
        message
      )}
      {props.after}
    </div>
  );
}
