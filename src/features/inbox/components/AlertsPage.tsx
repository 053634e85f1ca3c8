import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { showAlert } from '@/lib/alerts';
import { useForm } from '@/lib/forms/use-form';
import { ApiError } from '@/lib/http';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ALERT_VOTE_THRESHOLDS, KEYWORD_ALERTS_PER_USER } from '@/shared/constants';
import { normalizeKeyword } from '@/shared/normalize';
import { CreateAlertBodySchema, type KeywordAlert } from '@/shared/schemas/rewards';
import { useAlerts, useCreateAlert, useDeleteAlert } from '../api/alerts';
import styles from './Inbox.module.css';
import { alertFailure } from '@/lib/failure-alert';

/** Keyword alerts (issue 5, under /account): add, list and delete the keywords whose deals land in the inbox. */
export function AlertsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Keyword alerts`);
  const alerts = useAlerts();
  const [toDelete, setToDelete] = useState<KeywordAlert | null>(null);

  return (
    <div className={`container ${styles.page}`}>
      <header className="page-header">
        <h1>
          <Trans>Keyword alerts</Trans>
        </h1>
        <ButtonLink to="/account/inbox" variant="secondary" size="s">
          <Trans>Inbox</Trans>
        </ButtonLink>
      </header>

      <AddAlertForm existing={alerts.data?.data} />

      <section className={styles.card} aria-labelledby="alerts-list-title">
        <h2 id="alerts-list-title">
          <Trans>Your alerts</Trans>
        </h2>
        {alerts.data ? (
          alerts.data.data.length === 0 ? (
            <EmptyAlerts />
          ) : (
            <ul className={styles.list}>
              {alerts.data.data.map((alert) => (
                <AlertRow key={alert.id} alert={alert} onDelete={() => setToDelete(alert)} />
              ))}
            </ul>
          )
        ) : alerts.isError ? (
          <div className={styles.empty} role="alert">
            <p>
              <Trans>An error occurred</Trans>
            </p>
            <Button variant="secondary" size="s" onClick={() => void alerts.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <div className={styles.list} aria-busy="true" aria-label={t`Loading your alerts`}>
            <Skeleton height={44} />
            <Skeleton height={44} />
          </div>
        )}
      </section>

      <DeleteAlertModal alert={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

function AlertRow({ alert, onDelete }: { alert: KeywordAlert; onDelete: () => void }) {
  const { t } = useLingui();
  const keyword = alert.keyword;
  return (
    <li className={styles.alertRow}>
      <span className={styles.keyword}>{alert.keyword}</span>
      <Button variant="ghost" size="s" onClick={onDelete} aria-label={t`Delete the alert "${keyword}"`}>
        <Trans>Delete</Trans>
      </Button>
    </li>
  );
}

function EmptyAlerts() {
  const [first, second, third] = ALERT_VOTE_THRESHOLDS;
  return (
    <div className={styles.empty}>
      <p>
        <Trans>You have no keyword alerts yet.</Trans>
      </p>
      <p>
        <Trans>
          Add a keyword, for example a product or a brand. When a new deal matches it, or a matching deal reaches {first}, {second} or{' '}
          {third} votes, you will find it in your inbox.
        </Trans>
      </p>
    </div>
  );
}

/** A 409 from the server is either a duplicate (ignoring case and Polish letters) or the per-user limit. */
function AddAlertForm({ existing }: { existing: KeywordAlert[] | undefined }) {
  const { t } = useLingui();
  const create = useCreateAlert();
  const form = useForm(CreateAlertBodySchema, { keyword: '' });
  const inputId = useId();
  const hintId = useId();
  const limit = KEYWORD_ALERTS_PER_USER;
  const duplicateMessage = t`You already have an alert for this keyword`;
  const limitMessage = t`You can have at most ${limit} keyword alerts`;

  const submit = form.handleSubmit(async ({ keyword }) => {
    const normalized = normalizeKeyword(keyword);
    if (existing?.some((alert) => normalizeKeyword(alert.keyword) === normalized)) {
      form.setFieldError('keyword', duplicateMessage);
      return;
    }
    try {
      await create.mutateAsync({ keyword });
      form.reset();
      showAlert({ type: 'success', message: t`Alert added` });
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'Conflict') {
        form.setFieldError('keyword', (existing?.length ?? 0) >= limit ? limitMessage : duplicateMessage);
      } else {
        alertFailure(error);
      }
    }
  });

  const error = form.errors.keyword;
  const fieldProps = form.field('keyword');
  return (
    <section className={styles.card} aria-labelledby="alerts-add-title">
      <h2 id="alerts-add-title">
        <Trans>Add an alert</Trans>
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId}>
          <Trans>Keyword</Trans>
        </label>
        <p id={hintId} className="muted-text">
          <Trans>Letter case and Polish letters do not matter: "sluchawki" also finds "Słuchawki".</Trans>
        </p>
        <div className="cluster">
          <input
            id={inputId}
            className={styles.keywordInput}
            type="text"
            autoComplete="off"
            enterKeyHint="done"
            {...fieldProps}
            aria-describedby={[hintId, fieldProps['aria-describedby']].filter(Boolean).join(' ')}
          />
          <Button type="submit" disabled={form.submitting}>
            <Trans>Add</Trans>
          </Button>
        </div>
        {error ? (
          <p id={form.errorId('keyword')} className="field-error">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}

/** Deleting cannot be undone, so it is confirmed first. */
function DeleteAlertModal({ alert, onClose }: { alert: KeywordAlert | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteAlert();
  const keyword = alert?.keyword ?? '';

  const confirm = () => {
    if (!alert) return;
    remove.mutate(alert.id, {
      onSuccess: () => showAlert({ type: 'success', message: t`Alert deleted` }),
      onError: alertFailure,
      onSettled: onClose,
    });
  };

  return (
    <Modal
      open={alert !== null}
      onClose={() => (remove.isPending ? undefined : onClose())}
      title={t`Delete this alert?`}
      closeLabel={t`Close`}
    >
      <div className="dialog-stack">
        <p>
          <Trans>You will no longer be told about new deals matching "{keyword}".</Trans>
        </p>
        <div className="end-actions">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={confirm} disabled={remove.isPending}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>
    </Modal>
  );
}
