import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { formatMediumDate } from '@/lib/format';
import type { BannerForOperator } from '@/shared/schemas/moderation-editorial';
import { useOperatorBanners } from '../api/get-operator-banners';
import { useOrderBanners } from '../api/order-banners';
import { useRetireBanner } from '../api/retire-banner';
import { BANNER_LOCATION_LABELS } from '../lib/labels';
import { BannerForm } from './BannerForm';
import styles from './Console.module.css';
import { CardsSkeleton, EmptyList, LoadFailed } from './ListStates';
import { RetireDialog } from './RetireDialog';

/** The form is for a new banner or for one of the list's; closed otherwise. */
type Editing = { banner: BannerForOperator | null } | null;

/** "Banery" of the operator console: live banners in slot order, their form, reordering and retiring. */
export function BannersPage() {
  const { t } = useLingui();
  const banners = useOperatorBanners();
  const order = useOrderBanners();
  const retire = useRetireBanner();
  const [editing, setEditing] = useState<Editing>(null);
  const [retiring, setRetiring] = useState<BannerForOperator | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formHeading = useRef<HTMLHeadingElement>(null);

  const live = (banners.data?.data ?? []).filter((b) => b.retired_at === null).sort((a, b) => a.position - b.position);
  const retired = (banners.data?.data ?? []).filter((b) => b.retired_at !== null);

  const openForm = (banner: BannerForOperator | null) => {
    setEditing({ banner });
    // The form opens above the list; moving focus there keeps keyboard and screen-reader users with it.
    requestAnimationFrame(() => formHeading.current?.focus());
  };

  const move = (index: number, to: number) => {
    const ids = live.map((b) => b.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(to, 0, id);
    const position = to + 1;
    setAnnouncement(t`Banner moved to position ${position} of ${ids.length}.`);
    order.mutate(ids, { onError: alertFailure });
    // A moved card's button is re-inserted in the list; focus follows it (or its twin once it reaches an end).
    requestAnimationFrame(() => {
      const direction = to < index ? 'up' : 'down';
      const atEnd = to === 0 || to === ids.length - 1;
      const other = direction === 'up' ? 'down' : 'up';
      document.getElementById(`banner-${id}-${atEnd ? other : direction}`)?.focus();
    });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>
          <Trans>Banners</Trans>
        </h1>
        {editing === null ? (
          <Button onClick={() => openForm(null)}>
            <Trans>New banner</Trans>
          </Button>
        ) : null}
      </header>
      <p className={styles.intro}>
        <Trans>Live banners are shown in this order in every slot they are placed in; the first is shown first.</Trans>
      </p>

      {editing ? (
        <section className={styles.section} aria-labelledby="banner-form-title">
          <h2 id="banner-form-title" ref={formHeading} tabIndex={-1}>
            {editing.banner ? <Trans>Edit the banner</Trans> : <Trans>New banner</Trans>}
          </h2>
          <BannerForm key={editing.banner?.id ?? 'new'} banner={editing.banner} onDone={() => setEditing(null)} />
        </section>
      ) : null}

      <p role="status" className="visually-hidden">
        {announcement}
      </p>

      {banners.data ? (
        <>
          <section className={styles.section} aria-labelledby="live-banners-title">
            <h2 id="live-banners-title">
              <Trans>Live banners</Trans>
            </h2>
            {live.length === 0 ? (
              <EmptyList>
                <Trans>No live banners. Visitors see the slots empty until you add one.</Trans>
              </EmptyList>
            ) : (
              <ol className={styles.list}>
                {live.map((banner, index) => (
                  <BannerCard
                    key={banner.id}
                    banner={banner}
                    number={index + 1}
                    actions={
                      <>
                        <Button
                          id={`banner-${banner.id}-up`}
                          size="s"
                          variant="secondary"
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                          aria-label={t`Move banner ${index + 1} up`}
                        >
                          ↑ <Trans>Up</Trans>
                        </Button>
                        <Button
                          id={`banner-${banner.id}-down`}
                          size="s"
                          variant="secondary"
                          disabled={index === live.length - 1}
                          onClick={() => move(index, index + 1)}
                          aria-label={t`Move banner ${index + 1} down`}
                        >
                          ↓ <Trans>Down</Trans>
                        </Button>
                        <Button size="s" variant="secondary" onClick={() => openForm(banner)} aria-label={t`Edit banner ${index + 1}`}>
                          <Trans>Edit</Trans>
                        </Button>
                        <Button size="s" variant="ghost" onClick={() => setRetiring(banner)} aria-label={t`Retire banner ${index + 1}`}>
                          <Trans>Retire</Trans>
                        </Button>
                      </>
                    }
                  />
                ))}
              </ol>
            )}
          </section>
          {retired.length > 0 ? (
            <section className={styles.section} aria-labelledby="retired-banners-title">
              <h2 id="retired-banners-title">
                <Trans>Retired banners</Trans>
              </h2>
              <ul className={styles.list}>
                {retired.map((banner) => (
                  <BannerCard key={banner.id} banner={banner} number={null} actions={null} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : banners.isError ? (
        <LoadFailed onRetry={() => void banners.refetch()} />
      ) : (
        <CardsSkeleton />
      )}

      <RetireDialog
        open={retiring !== null}
        title={t`Retire the banner?`}
        pending={retire.isPending}
        onClose={() => setRetiring(null)}
        onConfirm={() => {
          if (!retiring) return;
          retire.mutate(retiring.id, {
            onSuccess: () => showAlert({ type: 'success', message: t`Banner retired` }),
            onError: alertFailure,
            onSettled: () => setRetiring(null),
          });
        }}
      >
        <Trans>It leaves every slot at once and stays listed below as retired. This cannot be undone.</Trans>
      </RetireDialog>
    </div>
  );
}

interface BannerCardProps {
  banner: BannerForOperator;
  /** Its place among the live banners; null for a retired one. */
  number: number | null;
  actions: ReactNode;
}

function BannerCard({ banner, number, actions }: BannerCardProps) {
  const { t, i18n } = useLingui();
  const clicks = banner.clicks_30d;
  const retiredAt = banner.retired_at ? formatMediumDate(banner.retired_at, i18n.locale) : null;
  return (
    <li className={`${styles.card} ${retiredAt ? styles.retired : ''}`}>
      <div className={styles.banner}>
        <img
          className={styles.preview}
          src={banner.image_url}
          width={banner.width}
          height={banner.height}
          alt={number === null ? t`Retired banner` : t`Banner ${number}`}
          loading="lazy"
        />
        <div className={styles.form}>
          <div className={styles.cardHead}>
            <p className={styles.cardTitle}>{number === null ? <Trans>Retired on {retiredAt}</Trans> : <Trans>Position {number}</Trans>}</p>
            <span className={styles.badge}>
              <Plural value={clicks} one="# click in 30 days" other="# clicks in 30 days" />
            </span>
          </div>
          {banner.url ? (
            <a className={styles.link} href={banner.url} target="_blank" rel="noopener noreferrer">
              {banner.url}
            </a>
          ) : (
            <p className={styles.meta}>
              <Trans>No link</Trans>
            </p>
          )}
          <ul className={styles.chips} aria-label={t`Shown in`}>
            {banner.locations.map((location) => (
              <li key={location} className={styles.badge}>
                {i18n._(BANNER_LOCATION_LABELS[location])}
              </li>
            ))}
          </ul>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
    </li>
  );
}
