import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/Button';
import { CommunityField } from '@/components/ui/CommunityField';
import styles from '@/components/ui/CommunityForms.module.css';
import { Modal } from '@/components/ui/Modal';
import { useForm } from '@/lib/forms/use-form';
import { useReport } from '@/domain/report';
import { REPORT_DESCRIPTION_MAX } from '@/shared/constants';
import { COMMENT_REPORT_REASONS } from '@/shared/schemas/community';
import { REPORT_REASON_LABELS, ReportFormSchema } from '../lib/report-form';

interface ReportCommentModalProps {
  dealId: number;
  /** The comment being reported; null keeps the dialog closed. */
  commentId: number | null;
  onClose: () => void;
}

/** Reporting a comment: one of the offered reasons and a description of 8-500 characters; 'report sent' on success. */
export function ReportCommentModal({ dealId, commentId, onClose }: ReportCommentModalProps) {
  const { t } = useLingui();
  return (
    <Modal open={commentId !== null} onClose={onClose} title={t`Report comment`} closeLabel={t`Close`}>
      {commentId !== null && <ReportForm dealId={dealId} commentId={commentId} onDone={onClose} />}
    </Modal>
  );
}

function ReportForm({ dealId, commentId, onDone }: { dealId: number; commentId: number; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { report, pending } = useReport(dealId);
  const form = useForm(ReportFormSchema, { reason: '', description: '' });
  const { errors, field, errorId, values } = form;

  const submit = form.handleSubmit(async ({ reason, description }) => {
    try {
      await report({ entity_id: commentId, entity_type: 'comment', reason, description });
      onDone();
    } catch {
      // The mutation's defaults already showed the 'unexpected error' toast; the form stays open so the user can try
      // again.
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset} aria-describedby={errors.reason ? errorId('reason') : undefined}>
        <legend className={styles.label}>
          <Trans>Reason</Trans>
        </legend>
        {COMMENT_REPORT_REASONS.map((reason) => (
          <label key={reason} className={styles.radio}>
            <input
              type="radio"
              name="reason"
              value={reason}
              checked={values.reason === reason}
              onChange={() => form.setValue('reason', reason)}
              onBlur={field('reason').onBlur}
            />
            {i18n._(REPORT_REASON_LABELS[reason])}
          </label>
        ))}
        {errors.reason && (
          <p id={errorId('reason')} className={styles.error}>
            {errors.reason}
          </p>
        )}
      </fieldset>
      <CommunityField
        id="report-description"
        label={<Trans>Description</Trans>}
        form={form}
        name="description"
        multiline
        rows={4}
        maxLength={REPORT_DESCRIPTION_MAX}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {t`Send report`}
        </Button>
      </div>
    </form>
  );
}
