import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/Button';
import { alertFailure } from '@/domain/failure-alert';
import { errorCodeOf } from '../lib/auth-errors';
import { CodeFormSchema } from '../lib/schemas';
import { useAuthForm } from '../lib/use-auth-form';
import { CodeField, SubmitButton } from './fields';
import styles from './AuthForm.module.css';

export interface CodeStepProps {
  /** Sends the code (and whatever follows it); rejects with the API error. */
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
  /** Back to the previous step, e.g. to correct the e-mail address. */
  onBack?: () => void;
}

/** Every "enter the 6-digit code" step: validated on blur and submit, InvalidCode on the field, the rest alerted. */
export function CodeStep({ onCode, submitLabel, onBack }: CodeStepProps) {
  const { t } = useLingui();
  const { form, formRef, onSubmit } = useAuthForm(CodeFormSchema, { code: '' });

  const submit = onSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      if (errorCodeOf(error) === 'InvalidCode') form.setFieldError('code', t`Verification code is invalid`);
      else alertFailure(error);
    }
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <CodeField
        label={t`Verification code`}
        field={form.field('code')}
        error={form.errors.code}
        errorId={form.errorId('code')}
        autoFocus
      />
      <SubmitButton submitting={form.submitting}>{submitLabel}</SubmitButton>
      {onBack ? (
        <Button variant="ghost" className={styles.secondaryAction} onClick={onBack}>
          <Trans>Use a different e-mail address</Trans>
        </Button>
      ) : null}
    </form>
  );
}
