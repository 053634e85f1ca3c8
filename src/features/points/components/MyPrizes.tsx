import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { listQueryState, PagedList } from '@/components/ui/PagedList';
import { showAlert } from '@/lib/alerts';
import { formatMediumDate } from '@/lib/format';
import { useForm } from '@/lib/forms/use-form';
import { CLAIM_INFORMATION_MAX } from '@/shared/constants';
import { ClaimInformationBodySchema, REWARDS_MESSAGES, type UserPrize, type UserPrizeStatus } from '@/shared/schemas/rewards';
import { useUserPrizes } from '../api/get-user-prizes';
import { useSendClaimInformation } from '../api/send-claim-information';
import { RowsSkeleton } from './ListStates';
import styles from './RedeemPoints.module.css';
import { alertFailure } from '@/domain/failure-alert';

/** A user prize's status as shown: success reads 'accepted'. */
const STATUS_LABELS: Record<UserPrizeStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  rejected: msg`Rejected`,
  success: msg`Accepted`,
};

const STATUS_CLASS: Record<UserPrizeStatus, string | undefined> = {
  pending: styles.pending,
  rejected: styles.rejected,
  success: styles.accepted,
};

/**
 * The claim form's shared schema messages are not among the shared validation ones the form hook translates, so they
 * are here.
 */
const CLAIM_MESSAGES: Record<string, MessageDescriptor> = {
  [REWARDS_MESSAGES.claimInformationRequired]: msg`Claim information is required`,
  [REWARDS_MESSAGES.claimInformationMax]: msg`Claim information must be at most ${CLAIM_INFORMATION_MAX} characters long`,
};

/** Redeem points, second tab: the user's prize requests and where each one stands. */
export function MyPrizes({ page }: { page: number }) {
  const { t } = useLingui();
  const prizes = useUserPrizes(page);

  return (
    <PagedList
      {...listQueryState(prizes)}
      retrySize="s"
      page={page}
      pagesLabel={t`My prizes pages`}
      layout="rows"
      listLabel={t`My prizes`}
      className={styles.panel}
      loadingLabel={t`Loading your prizes`}
      skeleton={<RowsSkeleton />}
      empty={
        <p>
          <Trans>You have no prizes yet. Pick one in the available prizes tab.</Trans>
        </p>
      }
    >
      {(userPrizes) => userPrizes.map((userPrize) => <UserPrizeRow key={userPrize.id} userPrize={userPrize} />)}
    </PagedList>
  );
}

function UserPrizeRow({ userPrize }: { userPrize: UserPrize }) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const image = userPrize.prize.prize_images[0];
  return (
    <li className={styles.row}>
      {image ? <img className={styles.thumb} src={image.url} alt="" width={56} height={56} loading="lazy" /> : null}
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{userPrize.prize.title}</p>
        <p className={styles.muted}>
          <time dateTime={userPrize.created_at}>{formatMediumDate(userPrize.created_at, i18n.locale)}</time>
        </p>
        {userPrize.claim_information ? (
          <p className={styles.muted}>
            <Trans>Claim information sent: {userPrize.claim_information}</Trans>
          </p>
        ) : null}
        {userPrize.status === 'rejected' && userPrize.rejection_reason ? (
          <p className={styles.rejectionReason}>
            <span className={styles.fieldLabel}>
              <Trans>Reason for rejection</Trans>
            </span>
            {userPrize.rejection_reason}
          </p>
        ) : null}
      </div>
      <span className={`${styles.status} ${STATUS_CLASS[userPrize.status] ?? ''}`}>{i18n._(STATUS_LABELS[userPrize.status])}</span>
      {userPrize.status === 'pending' ? (
        editing ? (
          <ClaimInformationForm userPrize={userPrize} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="secondary" size="s" onClick={() => setEditing(true)}>
            {userPrize.claim_information ? <Trans>Change claim information</Trans> : <Trans>Send claim information</Trans>}
          </Button>
        )
      ) : null}
    </li>
  );
}

/** POST /api/prizes/{id}: where and how the prize should reach the user (address, size …), only while it is pending. */
function ClaimInformationForm({ userPrize, onDone }: { userPrize: UserPrize; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const send = useSendClaimInformation();
  const form = useForm(ClaimInformationBodySchema, { claim_information: userPrize.claim_information ?? '' });
  const fieldId = `claim-${userPrize.id}`;

  const submit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync({ userPrizeId: userPrize.id, body });
      showAlert({ type: 'success', message: t`Claim information sent` });
      onDone();
    } catch (error) {
      alertFailure(error);
    }
  });

  const rawError = form.errors.claim_information;
  const known = rawError === undefined ? undefined : CLAIM_MESSAGES[rawError];
  const error = known ? i18n._(known) : rawError;
  return (
    <form className={styles.claim} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={fieldId}>
        <Trans>Claim information (delivery address, size …)</Trans>
      </label>
      <textarea id={fieldId} className={styles.claimInput} {...form.field('claim_information')} />
      {error ? (
        <p id={form.errorId('claim_information')} className="field-error">
          {error}
        </p>
      ) : null}
      <div className="end-actions">
        <Button variant="ghost" size="s" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" size="s" disabled={form.submitting}>
          <Trans>Send</Trans>
        </Button>
      </div>
    </form>
  );
}
