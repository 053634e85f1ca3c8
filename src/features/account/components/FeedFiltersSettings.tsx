import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { useAuthorName } from '@/components/ui/Author';
import { CATEGORY_LABELS } from '@/domain/category-labels';
import { feedFiltersQueryOptions, useMuteChange } from '@/domain/feed-filters';
import { useForm } from '@/lib/forms/use-form';
import { MAIN_CATEGORIES } from '@/shared/categories';
import { FEED_FILTER_LIMITS } from '@/shared/constants';
import { normalizeKeyword } from '@/shared/normalize';
import { MuteWordFormSchema, type FeedFiltersView } from '@/shared/schemas/feed';
import styles from './Settings.module.css';

/**
 * Settings: what the member's lists leave out. Muted words are added here; shops and authors are muted from a deal
 * card's menu and unmuted here; main categories are switched on and off. Each change is saved at once (queued offline).
 * The hidden deals have their own page, linked here.
 */
export function FeedFiltersSettings() {
  const { t } = useLingui();
  const filters = useQuery(feedFiltersQueryOptions());
  return (
    <section id="feed" className={styles.card} aria-labelledby="feed-heading">
      <h2 id="feed-heading">
        <Trans>Your lists</Trans>
      </h2>
      <p className="muted-text">
        <Trans>
          Muted words, shops, categories and authors leave your lists of deals, search included. A shop, category or author still shows its
          own deals on its own page.
        </Trans>
      </p>
      <p>
        <Link to="/account/hidden-deals">
          <Trans>Hidden deals</Trans>
        </Link>
      </p>
      {filters.data ? (
        <FeedFiltersForm filters={filters.data} />
      ) : filters.isError ? (
        <div className={styles.form} role="alert">
          <p>
            <Trans>Your muted words, shops and authors could not be loaded.</Trans>
          </p>
          <div>
            <Button variant="secondary" size="s" onClick={() => void filters.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.form} aria-busy="true" aria-label={t`Loading your muted words, shops and authors`}>
          <Skeleton height={44} />
          <Skeleton height={120} />
        </div>
      )}
    </section>
  );
}

function FeedFiltersForm({ filters }: { filters: FeedFiltersView }) {
  const { t, i18n } = useLingui();
  const authorName = useAuthorName();
  const mute = useMuteChange();
  const form = useForm(MuteWordFormSchema, { word: '' });

  const onAddWord = form.handleSubmit(({ word }) => {
    if (filters.muted_words.some((muted) => normalizeKeyword(muted) === normalizeKeyword(word))) {
      form.setFieldError('word', t`This word is muted already`);
      return;
    }
    if (filters.muted_words.length >= FEED_FILTER_LIMITS.words) {
      form.setFieldError('word', t`You can mute at most ${FEED_FILTER_LIMITS.words} words: unmute one first`);
      return;
    }
    mute({ kind: 'word', value: word, muted: true });
    form.reset({ word: '' });
  });

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={(event) => void onAddWord(event)} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="muted-word">
            <Trans>Mute a word</Trans>
          </label>
          <div className={styles.inlineForm}>
            <input id="muted-word" className={styles.input} autoComplete="off" enterKeyHint="done" {...form.field('word')} />
            <Button type="submit" variant="secondary">
              <Trans>Mute</Trans>
            </Button>
          </div>
          {form.errors.word ? (
            <p id={form.errorId('word')} className={styles.error}>
              {form.errors.word}
            </p>
          ) : (
            <p className={styles.hint}>
              <Trans>A deal whose title or subtitle has it leaves your lists, whatever its case and with or without Polish letters.</Trans>
            </p>
          )}
        </div>
      </form>

      <MutedList
        title={t`Muted words`}
        empty={t`No muted words.`}
        items={filters.muted_words.map((word) => ({
          key: word,
          name: word,
          onUnmute: () => mute({ kind: 'word', value: word, muted: false }),
        }))}
      />
      <MutedList
        title={t`Muted shops`}
        empty={t`No muted shops. Mute a shop from the ⋯ menu of any of its deals.`}
        items={filters.muted_shops.map((shop) => ({
          key: String(shop.id),
          name: shop.name,
          onUnmute: () => mute({ kind: 'shop', value: shop.id, muted: false }),
        }))}
      />
      <MutedList
        title={t`Muted authors`}
        empty={t`No muted authors. Mute an author from the ⋯ menu of any of their deals.`}
        items={filters.muted_users.map((user) => ({
          key: String(user.id),
          name: authorName(user),
          onUnmute: () => mute({ kind: 'user', value: user.id, muted: false }),
        }))}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>
          <Trans>Muted categories</Trans>
        </legend>
        <div className={styles.checkGrid}>
          {MAIN_CATEGORIES.map((slug) => {
            const muted = filters.muted_category_ids.includes(slug);
            return (
              <label key={slug} className={styles.check}>
                <input type="checkbox" checked={muted} onChange={() => mute({ kind: 'category', value: slug, muted: !muted })} />
                {i18n._(CATEGORY_LABELS[slug])}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

interface MutedItem {
  key: string;
  name: string;
  onUnmute: () => void;
}

function MutedList({ title, empty, items }: { title: string; empty: string; items: readonly MutedItem[] }) {
  const { t } = useLingui();
  return (
    <div>
      <h3 className={styles.label}>{title}</h3>
      {items.length === 0 ? (
        <p className="muted-text">{empty}</p>
      ) : (
        <ul className={styles.mutedList}>
          {items.map((item) => (
            <li key={item.key} className={styles.mutedItem}>
              <span>{item.name}</span>
              <button type="button" className={styles.unmute} onClick={item.onUnmute} aria-label={t`Unmute ${item.name}`}>
                <Trans>Unmute</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
