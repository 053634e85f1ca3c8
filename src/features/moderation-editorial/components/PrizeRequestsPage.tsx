import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Pagination, usePageInRange } from '@/components/ui/Pagination';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { formatMediumDate } from '@/lib/format';
import { ApiError } from '@/lib/http';
import { PrizeDecisionBodySchema, type PrizeRequestForOperator } from '@/shared/schemas/moderation-editorial';
import type { UserPrizeStatus } from '@/shared/schemas/rewards';
import { useDecidePrizeRequest } from '../api/decide-prize-request';
import { usePrizeRequests } from '../api/get-prize-requests';
import { PRIZE_STATUS_LABELS } from '../lib/labels';
import styles from './Console.module.css';
import { CardsSkeleton, EmptyList, LoadFailed } from './ListStates';
import * as v from 'valibot';

/** The queue first, then what was decided, in the order a request moves through. */
const FILTER_ORDER: readonly UserPrizeStatus[] = ['pending', 'success', 'rejected'];

export interface PrizeRequestsPageProps {
  status: UserPrizeStatus;
  page: number;
  onStatusChange: (status: UserPrizeStatus) => void;
}

/** "Nagrody" of the operator console: members' prize requests, fulfilled or rejected with a reason. */
export function PrizeRequestsPage({ status, page, onStatusChange }: PrizeRequestsPageProps) {
  const { t, i18n } = useLingui();
  const requests = usePrizeRequests({ status, page });
  usePageInRange(page, requests.data?.metadata.pages_count);
  const [rejecting, setRejecting] = useState<PrizeRequestForOperator | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const decide = useDecidePrizeRequest();

  const onDecisionFailed = (request: PrizeRequestForOperator, error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      const title = request.prize.title;
      const username = request.user.username;
      setConflict(t`Someone else has already decided the request for “${title}” by ${username}. The list has been refreshed.`);
    } else {
      alertFailure(error);
    }
  };

  const fulfil = (request: PrizeRequestForOperator) => {
    setConflict(null);
    decide.mutate(
      { id: request.id, body: { status: 'success' } },
      {
        onSuccess: () => showAlert({ type: 'success', message: t`Marked as fulfilled. The member is told in their inbox.` }),
        onError: (error) => onDecisionFailed(request, error),
      },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>
          <Trans>Prize requests</Trans>
        </h1>
        <fieldset className="segmented">
          <legend className="visually-hidden">
            <Trans>Show requests</Trans>
          </legend>
          <div className={`segmented-options ${styles.filterOptions}`}>
            {FILTER_ORDER.map((option) => (
              <label key={option} className="segmented-option">
                <input
                  type="radio"
                  name="prize-request-status"
                  value={option}
                  checked={status === option}
                  onChange={() => {
                    setConflict(null);
                    onStatusChange(option);
                  }}
                />
                <span>{i18n._(PRIZE_STATUS_LABELS[option])}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </header>
      <p className={styles.intro}>
        <Trans>Send the prize, then mark it fulfilled. A rejection needs a reason the member reads, and gives their points back.</Trans>
      </p>

      {conflict ? (
        <div role="alert">
          <Alert tone="warning" title={t`Already decided`}>
            {conflict}
          </Alert>
        </div>
      ) : null}

      {requests.data ? (
        requests.data.data.length === 0 ? (
          <EmptyList>
            {status === 'pending' ? (
              <Trans>No prize requests are waiting. Nice work!</Trans>
            ) : status === 'success' ? (
              <Trans>No fulfilled prize requests yet.</Trans>
            ) : (
              <Trans>No rejected prize requests.</Trans>
            )}
          </EmptyList>
        ) : (
          <>
            <ul className={styles.list}>
              {requests.data.data.map((request) => (
                <PrizeRequestCard
                  key={request.id}
                  request={request}
                  busy={decide.isPending && decide.variables.id === request.id}
                  onFulfil={() => fulfil(request)}
                  onReject={() => {
                    setConflict(null);
                    setRejecting(request);
                  }}
                />
              ))}
            </ul>
            <Pagination page={page} pagesCount={requests.data.metadata.pages_count} label={t`Prize request pages`} />
          </>
        )
      ) : requests.isError ? (
        <LoadFailed onRetry={() => void requests.refetch()} />
      ) : (
        <CardsSkeleton />
      )}

      <RejectDialog
        request={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(request, reason) =>
          decide.mutateAsync({ id: request.id, body: { status: 'rejected', reason } }).then(
            () => {
              setRejecting(null);
              showAlert({ type: 'success', message: t`Request rejected. The member gets their points back.` });
            },
            (error: unknown) => {
              setRejecting(null);
              onDecisionFailed(request, error);
            },
          )
        }
      />
    </div>
  );
}

interface PrizeRequestCardProps {
  request: PrizeRequestForOperator;
  busy: boolean;
  onFulfil: () => void;
  onReject: () => void;
}

function PrizeRequestCard({ request, busy, onFulfil, onReject }: PrizeRequestCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const image = request.prize.prize_images[0]?.url;
  const username = request.user.username;
  const points = request.points;
  const requestedAt = formatMediumDate(request.created_at, i18n.locale);
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <div className={styles.prize}>
          {image ? <img className={styles.thumb} src={image} alt="" width={64} height={64} /> : null}
          <div>
            <p id={titleId} className={styles.cardTitle}>
              {request.prize.title}
            </p>
            <p className={styles.meta}>
              <Plural value={points} one="# point" other="# points" /> ·{' '}
              <Trans>
                requested by <strong>{username}</strong> on {requestedAt}
              </Trans>
            </p>
          </div>
        </div>
        <span className={styles.badge}>{i18n._(PRIZE_STATUS_LABELS[request.status])}</span>
      </div>
      <div>
        <p className={styles.claimLabel}>
          <Trans>Claim information</Trans>
        </p>
        {request.claim_information ? (
          <pre className={styles.claim}>{request.claim_information}</pre>
        ) : (
          <p className={styles.meta}>
            <Trans>The member has not given claim information yet.</Trans>
          </p>
        )}
      </div>
      {request.status === 'rejected' && request.rejection_reason ? (
        <p className={styles.meta}>
          <Trans>Reason given to the member: {request.rejection_reason}</Trans>
        </p>
      ) : null}
      {request.status === 'pending' ? (
        <div className={styles.actions}>
          <Button size="s" onClick={onFulfil} disabled={busy} aria-label={t`Fulfilled: ${request.prize.title} for ${username}`}>
            <Trans>Fulfilled</Trans>
          </Button>
          <Button
            size="s"
            variant="secondary"
            onClick={onReject}
            disabled={busy}
            aria-label={t`Reject: ${request.prize.title} for ${username}`}
          >
            <Trans>Reject</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

interface RejectDialogProps {
  request: PrizeRequestForOperator | null;
  onClose: () => void;
  onReject: (request: PrizeRequestForOperator, reason: string) => Promise<void>;
}

function RejectDialog({ request, onClose, onReject }: RejectDialogProps) {
  const { t } = useLingui();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request || sending) return;
    // The shared schema is the server's own rule: a rejection without a reason is refused there too.
    const parsed = v.safeParse(PrizeDecisionBodySchema, { status: 'rejected', reason });
    if (!parsed.success) {
      setError(reason.trim() === '' ? t`Write the reason: the member reads it.` : t`Enter at most 1000 characters`);
      return;
    }
    setSending(true);
    try {
      await onReject(request, parsed.output.reason);
      setReason('');
      setError(null);
    } finally {
      setSending(false);
    }
  };

  const points = request?.points ?? 0;
  const username = request?.user.username ?? '';
  return (
    <Modal open={request !== null} onClose={close} title={t`Reject the prize request`} closeLabel={t`Close`}>
      <form className="dialog-stack" onSubmit={(event) => void submit(event)} noValidate>
        <p>
          <Trans>
            The points ({points}) go back to {username}, and they read your reason in their inbox and on their prize.
          </Trans>
        </p>
        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.label}>
            <Trans>Reason for the member</Trans>
          </label>
          <textarea
            id={fieldId}
            className={styles.input}
            rows={4}
            maxLength={1000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            aria-invalid={error !== null}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
          {error ? (
            <p id={`${fieldId}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="end-actions">
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={sending}>
            <Trans>Reject and return the points</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
