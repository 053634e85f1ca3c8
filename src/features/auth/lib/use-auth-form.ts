import { useEffect, useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { useForm } from '@/lib/forms/use-form';

type Values = Record<string, string | boolean>;
type Schema = v.GenericSchema<unknown, unknown>;

/**
 * useForm plus what every auth form does on submit: after a failed attempt (client rules or a field error the
 * server answered) focus moves to the first invalid field, so keyboard and screen-reader users land on the problem.
 * `onValid` must handle its own API errors (map them with `form.setFieldError` or alert them).
 */
export function useAuthForm<S extends Schema, V extends Values>(schema: S, initial: V) {
  const form = useForm(schema, initial);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const onSubmit = (onValid: (output: v.InferOutput<S>) => Promise<void>) => (event: FormEvent) => {
    setAttempts((n) => n + 1);
    void form.handleSubmit(async (output) => {
      await onValid(output);
      setAttempts((n) => n + 1);
    })(event);
  };

  return { form, formRef, onSubmit };
}
