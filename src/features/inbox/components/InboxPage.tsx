import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { listQueryState, PagedList } from '@/components/ui/PagedList';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatMoney, formatRelativeTime } from '@/lib/format';
import type { InboxDeal, InboxItem } from '@/shared/schemas/rewards';
import { MODERATION_INBOX_TRIGGERS, type ModerationInboxTrigger } from '@/shared/schemas/moderation';
import { NoticeDetails } from '@/components/moderation/NoticeDetails';
import { dealRouteParams } from '@/shared/slug';
import { useInbox } from '../api/get-inbox';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { triggerText } from '../lib/trigger-text';
import styles from './Inbox.module.css';

/** Inbox (under /account): what the keyword alerts found, newest first, the last 40. */
export function InboxPage() {
  const { t } = useLingui();
  const inbox = useInbox();
  const markAllRead = useMarkAllRead();
  const unread = inbox.data?.metadata.unread_count ?? 0;

  return (
    <div className={`container ${styles.page}`}>
      <header className="page-header">
        <div>
          <h1>
            <Trans>Inbox</Trans>
          </h1>
          {inbox.data ? (
            <p className="muted-text" aria-live="polite">
              {unread > 0 ? <Trans>{unread} unread</Trans> : <Trans>Everything read</Trans>}
            </p>
          ) : null}
        </div>
        <div className="cluster">
          <ButtonLink to="/account/alerts" variant="secondary" size="s">
            <Trans>Keyword alerts</Trans>
          </ButtonLink>
          <Button size="s" onClick={() => markAllRead.mutate()} disabled={unread === 0 || markAllRead.isPending}>
            <Trans>Mark all as read</Trans>
          </Button>
        </div>
      </header>

      <PagedList
        {...listQueryState(inbox)}
        layout="rows"
        listLabel={t`Notifications`}
        retrySize="s"
        loadingLabel={t`Loading notifications`}
        skeleton={<InboxSkeleton />}
        empty={<EmptyInbox />}
      >
        {(items) =>
          items.map((item) => (
            <li key={item.id}>
              <InboxRow item={item} />
            </li>
          ))
        }
      </PagedList>
    </div>
  );
}

function InboxRow({ item }: { item: InboxItem }) {
  if (item.trigger === 'prize_outcome') return <PrizeOutcomeRow item={item} />;
  if (isModerationTrigger(item.trigger)) return <ModerationRow item={item} />;
  return item.deal === null ? null : <DealRow item={item} deal={item.deal} />;
}

/** A decided prize request: opens the member's prizes, where a rejection's reason is shown. */
function PrizeOutcomeRow({ item }: { item: InboxItem }) {
  const { i18n } = useLingui();
  const { unread, read } = useItemRead(item);
  const { prize } = item;
  return (
    <Link
      to="/account/redeem-points"
      search={{ tab: 'my-prizes' }}
      className={`${styles.item} ${unread ? styles.unread : ''}`}
      data-unread={unread || undefined}
      onClick={read}
    >
      <span className={styles.body}>
        <span className={styles.trigger}>
          <UnreadMark unread={unread} />
          {prize?.status === 'success' ? (
            <Trans>Your prize request was accepted</Trans>
          ) : prize?.status === 'rejected' ? (
            <Trans>Your prize request was rejected</Trans>
          ) : (
            triggerText(i18n, item)
          )}
        </span>
        {prize ? <span className={styles.title}>{prize.title}</span> : null}
        <span className={styles.meta}>
          {prize?.rejection_reason ? <span>{prize.rejection_reason}</span> : null}
          {prize && prize.points_returned > 0 ? (
            <span>
              <Plural value={prize.points_returned} one="# point returned" other="# points returned" />
            </span>
          ) : null}
          <time dateTime={item.created_at}>{formatRelativeTime(item.created_at, new Date(), i18n)}</time>
        </span>
      </span>
      {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
    </Link>
  );
}

function DealRow({ item, deal }: { item: InboxItem; deal: InboxDeal }) {
  const { i18n } = useLingui();
  const { unread, read } = useItemRead(item);
  const showKeyword = item.trigger !== 'created' && item.keyword !== null;
  const keyword = item.keyword;
  return (
    <Link
      to="/deals/$id/{-$slug}"
      params={dealRouteParams(deal.id, deal.slug)}
      className={`${styles.item} ${unread ? styles.unread : ''}`}
      data-unread={unread || undefined}
      // Reading happens as the deal opens; the navigation never waits for the request.
      onClick={read}
    >
      {deal.image_url ? <img className={styles.thumb} src={deal.image_url} alt="" width={56} height={56} loading="lazy" /> : null}
      <span className={styles.body}>
        <span className={styles.trigger}>
          <UnreadMark unread={unread} />
          {triggerText(i18n, item)}
        </span>
        <span className={styles.title}>{deal.title}</span>
        <span className={styles.meta}>
          {deal.new_price !== null ? <span>{formatMoney(deal.new_price, deal.currency)}</span> : null}
          {deal.shop_name ? <span>{deal.shop_name}</span> : null}
          {showKeyword ? (
            <span>
              <Trans>Alert: {keyword}</Trans>
            </span>
          ) : null}
          <time dateTime={item.created_at}>{formatRelativeTime(item.created_at, new Date(), i18n)}</time>
        </span>
      </span>
      {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
    </Link>
  );
}

/** Whether the item is unread, and marking it read as one of its links is followed (never holding up the navigation). */
function useItemRead(item: InboxItem) {
  const markRead = useMarkRead();
  const unread = item.read_at === null;
  return {
    unread,
    read: () => {
      if (unread) markRead.mutate(item.id);
    },
  };
}

/** Tells screen-reader users an item is unread before its text (sighted users see the dot). */
function UnreadMark({ unread }: { unread: boolean }) {
  return unread ? (
    <span className="visually-hidden">
      <Trans>Unread:</Trans>{' '}
    </span>
  ) : null;
}

const isModerationTrigger = (trigger: InboxItem['trigger']): trigger is ModerationInboxTrigger =>
  (MODERATION_INBOX_TRIGGERS as readonly string[]).includes(trigger);

/**
 * A moderation notice: what was decided and why, with the rule and the appeal link, so the row is not one
 * big link; its links lead to what it is about (the deal, the account or the prize requests) and mark it read.
 */
function ModerationRow({ item }: { item: InboxItem }) {
  const { i18n } = useLingui();
  const { unread, read } = useItemRead(item);
  const now = new Date();
  const aboutAccount =
    item.moderation?.entity_type === 'user' || item.trigger === 'moderation_suspended' || item.trigger === 'moderation_lifted';
  return (
    <div className={`${styles.item} ${styles.notice} ${unread ? styles.unread : ''}`} data-unread={unread || undefined}>
      <div className={styles.body}>
        <p className={styles.trigger}>
          <UnreadMark unread={unread} />
          {triggerText(i18n, item)}
        </p>
        <p className={styles.title}>
          {aboutAccount ? (
            <Link to="/account" onClick={read}>
              <Trans>Your account</Trans>
            </Link>
          ) : item.deal ? (
            <Link to="/deals/$id/{-$slug}" params={dealRouteParams(item.deal.id, item.deal.slug)} onClick={read}>
              {item.deal.title}
            </Link>
          ) : null}
        </p>
        {item.moderation ? <NoticeDetails notice={item.moderation} now={now} onFollow={read} /> : null}
        <p className={styles.meta}>
          <time dateTime={item.created_at}>{formatRelativeTime(item.created_at, now, i18n)}</time>
        </p>
      </div>
      {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
    </div>
  );
}

function EmptyInbox() {
  return (
    <>
      <p>
        <Trans>Your inbox is empty.</Trans>
      </p>
      <p>
        <Trans>Set keyword alerts and we will let you know here about new deals that match them.</Trans>
      </p>
      <ButtonLink to="/account/alerts" size="s">
        <Trans>Set keyword alerts</Trans>
      </ButtonLink>
    </>
  );
}

function InboxSkeleton() {
  return [0, 1, 2].map((key) => (
    <div key={key} className={styles.item}>
      <Skeleton width={56} height={56} />
      <span className={styles.body}>
        <Skeleton width="40%" />
        <Skeleton width="80%" />
      </span>
    </div>
  ));
}
