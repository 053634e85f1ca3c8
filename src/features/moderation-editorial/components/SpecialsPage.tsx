import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { formatMediumDate } from '@/lib/format';
import type { SpecialForOperator } from '@/shared/schemas/moderation-editorial';
import { useOperatorSpecials } from '../api/get-operator-specials';
import { useSpecialToEdit } from '../api/get-special-to-edit';
import { useRetireSpecial } from '../api/retire-special';
import { EMPTY_SPECIAL, specialToValues } from '../lib/special-form';
import styles from './Console.module.css';
import { CardsSkeleton, EmptyList, LoadFailed } from './ListStates';
import { RetireDialog } from './RetireDialog';
import { SpecialForm } from './SpecialForm';

/** The form is for a new page (id null) or for one of the list's; closed otherwise. */
type Editing = { id: number | null } | null;

/** "Strony specjalne" of the operator console: special-offer pages, their form and retiring. */
export function SpecialsPage() {
  const { t } = useLingui();
  const specials = useOperatorSpecials();
  const retire = useRetireSpecial();
  const [editing, setEditing] = useState<Editing>(null);
  const [retiring, setRetiring] = useState<SpecialForOperator | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  const openForm = (id: number | null) => {
    setEditing({ id });
    requestAnimationFrame(() => formHeading.current?.focus());
  };

  const list = specials.data?.data ?? [];
  const live = list.filter((s) => s.retired_at === null);
  const retired = list.filter((s) => s.retired_at !== null);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>
          <Trans>Special pages</Trans>
        </h1>
        {editing === null ? (
          <Button onClick={() => openForm(null)}>
            <Trans>New special page</Trans>
          </Button>
        ) : null}
      </header>
      <p className={styles.intro}>
        <Trans>A special page gathers a shop's campaign: a description, a coupon, a button and its offers.</Trans>
      </p>

      {editing ? (
        <section className={styles.section} aria-labelledby="special-form-title">
          <h2 id="special-form-title" ref={formHeading} tabIndex={-1}>
            {editing.id === null ? <Trans>New special page</Trans> : <Trans>Edit the special page</Trans>}
          </h2>
          {editing.id === null ? (
            <SpecialForm id={null} initial={EMPTY_SPECIAL} onDone={() => setEditing(null)} />
          ) : (
            <EditSpecial key={editing.id} id={editing.id} onDone={() => setEditing(null)} />
          )}
        </section>
      ) : null}

      {specials.data ? (
        list.length === 0 ? (
          <EmptyList>
            <Trans>No special pages yet.</Trans>
          </EmptyList>
        ) : (
          <ul className={styles.list}>
            {[...live, ...retired].map((special) => (
              <SpecialCard key={special.id} special={special} onEdit={() => openForm(special.id)} onRetire={() => setRetiring(special)} />
            ))}
          </ul>
        )
      ) : specials.isError ? (
        <LoadFailed onRetry={() => void specials.refetch()} />
      ) : (
        <CardsSkeleton />
      )}

      <RetireDialog
        open={retiring !== null}
        title={t`Retire the special page?`}
        pending={retire.isPending}
        onClose={() => setRetiring(null)}
        onConfirm={() => {
          if (!retiring) return;
          const id = retiring.id;
          retire.mutate(id, {
            onSuccess: () => {
              showAlert({ type: 'success', message: t`Special page retired` });
              setEditing((current) => (current?.id === id ? null : current));
            },
            onError: alertFailure,
            onSettled: () => setRetiring(null),
          });
        }}
      >
        <Trans>Its public page stops working at once (visitors see “not found”). This cannot be undone.</Trans>
      </RetireDialog>
    </div>
  );
}

function EditSpecial({ id, onDone }: { id: number; onDone: () => void }) {
  const special = useSpecialToEdit(id);
  // The form takes the page once: a background refetch never throws away what the operator typed.
  if (special.data) return <SpecialForm id={id} initial={specialToValues(special.data)} onDone={onDone} />;
  if (special.isError) return <LoadFailed onRetry={() => void special.refetch()} />;
  return <CardsSkeleton count={1} />;
}

interface SpecialCardProps {
  special: SpecialForOperator;
  onEdit: () => void;
  onRetire: () => void;
}

function SpecialCard({ special, onEdit, onRetire }: SpecialCardProps) {
  const { t, i18n } = useLingui();
  const count = special.offers_count;
  const created = formatMediumDate(special.created_at, i18n.locale);
  const retiredAt = special.retired_at ? formatMediumDate(special.retired_at, i18n.locale) : null;
  const title = special.title;
  return (
    <li className={`${styles.card} ${retiredAt ? styles.retired : ''}`}>
      <div className={styles.cardHead}>
        <p className={styles.cardTitle}>{title}</p>
        <span className={styles.badge}>{retiredAt ? <Trans>Retired on {retiredAt}</Trans> : <Trans>Live</Trans>}</span>
      </div>
      <p className={styles.meta}>
        <Plural value={count} one="# offer" other="# offers" /> · <Trans>created on {created}</Trans>
      </p>
      {retiredAt ? null : (
        <div className={styles.actions}>
          <ButtonLink
            to="/specials/$id"
            params={{ id: String(special.id) }}
            size="s"
            variant="secondary"
            aria-label={t`Open the public page: ${title}`}
          >
            <Trans>Open the page</Trans>
          </ButtonLink>
          <Button size="s" variant="secondary" onClick={onEdit} aria-label={t`Edit: ${title}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="s" variant="ghost" onClick={onRetire} aria-label={t`Retire: ${title}`}>
            <Trans>Retire</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
