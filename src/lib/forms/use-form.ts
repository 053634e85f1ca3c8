import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { afterPress, watchPresses } from './after-press';
import { translateValidationMessage } from './validation-messages';

type Values = Record<string, string | boolean>;
type Schema = v.GenericSchema<unknown, unknown>;

export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface UseFormResult<V extends Values, Out> {
  values: V;
  /** Translated message per field, shown once the field was blurred or the form submitted. */
  errors: Partial<Record<keyof V & string, string>>;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /**
   * Puts a server-side error (e.g. UserAlreadyExists on the e-mail field) on a field; typing in the field clears it.
   */
  setFieldError: (name: keyof V & string, message: string) => void;
  /** Props for a text input, textarea or select bound to `name`; `errorId(name)` is its message's id. */
  field: (name: keyof V & string) => FieldProps;
  errorId: (name: keyof V & string) => string;
  /** Validates everything; calls `onValid` with the schema's output (trimmed, lowercased …) only when it passes. */
  handleSubmit: (onValid: (output: Out) => void | Promise<void>) => (event?: FormEvent) => Promise<void>;
  submitting: boolean;
  /** Starts the form over (no messages) with `next`, or the current values when given `(current) => current`. */
  reset: (next?: V | ((current: V) => V)) => void;
}

/**
 * First failing rule per field, keyed by the top-level field name. Issues come in rule order, so keeping the
 * first per field is enough; aborting pipes early would also skip cross-field checks (Passwords must match) while
 * any other field is still invalid.
 */
function firstIssues(schema: Schema, values: Values): Record<string, string> {
  const result = v.safeParse(schema, values);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)?.split('.')[0];
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

/**
 * Forms driven by the shared valibot schemas (the server validates with the same ones): a field is validated when it
 * loses focus (once the press that took the focus away is over) and the whole form on submit, showing the first failing rule in the active language.
 */
export function useForm<S extends Schema, V extends Values>(schema: S, initial: V): UseFormResult<V, v.InferOutput<S>> {
  const { i18n } = useLingui();
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const schemaErrors = useMemo(() => firstIssues(schema, values), [schema, values]);
  useEffect(watchPresses, []);

  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const name of Object.keys(values)) {
      const server = serverErrors[name];
      const local = schemaErrors[name];
      if (server !== undefined) out[name] = server;
      else if (local !== undefined && (submitted || touched[name])) out[name] = translateValidationMessage(i18n, local);
    }
    return out as Partial<Record<keyof V & string, string>>;
  }, [values, serverErrors, schemaErrors, submitted, touched, i18n]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setServerErrors((prev) => {
      if (!(name in prev)) return prev;
      const rest = { ...prev };
      delete rest[name];
      return rest;
    });
  }, []);

  const setFieldError = useCallback((name: keyof V & string, message: string) => {
    setServerErrors((prev) => ({ ...prev, [name]: message }));
  }, []);

  const errorId = useCallback((name: keyof V & string) => `${formId}-${name}-error`, [formId]);

  const field = (name: keyof V & string): FieldProps => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event) => setValue(name, event.target.value as V[typeof name]),
    // Shown after a press that moved the focus: the message must not move the pressed control away (after-press.ts).
    onBlur: () => afterPress(() => setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true }))),
    // A blank server message (InvalidCredentials on the e-mail field) still marks the field invalid.
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });

  const handleSubmit = (onValid: (output: v.InferOutput<S>) => void | Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const result = v.safeParse(schema, values, { abortPipeEarly: true });
    if (!result.success || submitting) return;
    setSubmitting(true);
    try {
      await onValid(result.output);
    } finally {
      setSubmitting(false);
    }
  };

  const reset = (next: V | ((current: V) => V) = initial) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
    setSubmitted(false);
  };

  return { values, errors, setValue, setFieldError, field, errorId, handleSubmit, submitting, reset };
}
