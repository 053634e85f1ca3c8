import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { showAlert } from '@/lib/alerts';
import { useForm } from '@/lib/forms/use-form';
import { ApiError } from '@/lib/http';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { categoryLabel } from '@/domain/category-labels';
import { MAIN_CATEGORIES } from '@/shared/categories';
import { ALERT_PRICE_RULES, ALERT_VOTE_THRESHOLDS, KEYWORD_ALERTS_PER_USER, type AlertPriceRule } from '@/shared/constants';
import { formatMoney } from '@/shared/money';
import { normalizeKeyword } from '@/shared/normalize';
import {
  ALERT_FORM_MOMENTS,
  AlertFormSchema,
  type AlertFormMoment,
  type AlertFormValues,
  type AlertRules,
  type KeywordAlert,
} from '@/shared/schemas/rewards';
import { useCreateAlert } from '../api/create-alert';
import { useDeleteAlert } from '../api/delete-alert';
import { useAlerts } from '../api/get-alerts';
import { useUpdateAlert } from '../api/update-alert';
import styles from './Inbox.module.css';
import { alertFailure } from '@/domain/failure-alert';
import { NotificationsSection } from './NotificationsSection';

const NOTIFY_AT_LABELS: Record<AlertFormMoment, MessageDescriptor> = {
  created: msg`as soon as it is posted`,
  votes_10: msg`when it reaches 10 votes`,
  votes_25: msg`when it reaches 25 votes`,
  votes_100: msg`when it reaches 100 votes`,
  rising: msg`when it rises fast`,
};

/** What "rising fast" offers before the member picks: 10 votes within the first hour. */
const RISING_DEFAULT = { votes: 10, minutes: 60 };

/** Each price rule and the line that explains it in the form. */
const PRICE_RULE_LABELS: Record<AlertPriceRule, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  any: { label: msg`any price`, hint: msg`Every deal that matches the rules above.` },
  at_30d_low: {
    label: msg`at the 30-day low`,
    hint: msg`The price is at or below the lowest price of the last 30 days that the shop states.`,
  },
  historic_low: {
    label: msg`a new lowest price`,
    hint: msg`The price is below every earlier price of the product in its history (not for a product seen for the first time).`,
  },
};

/**
 * Keyword alerts (under /account): add, list and delete the keywords whose deals land in the inbox, and how
 * they reach the user besides (push on this device, quiet hours, the e-mail digest).
 */
export function AlertsPage() {
  const { t } = useLingui();
  const alerts = useAlerts();
  const [toDelete, setToDelete] = useState<KeywordAlert | null>(null);
  const [toEdit, setToEdit] = useState<KeywordAlert | null>(null);

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

      <section className={styles.card} aria-labelledby="alerts-add-title">
        <h2 id="alerts-add-title">
          <Trans>Add an alert</Trans>
        </h2>
        <AlertRulesForm existing={alerts.data?.data} />
      </section>

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
                <AlertRow key={alert.id} alert={alert} onDelete={() => setToDelete(alert)} onEdit={() => setToEdit(alert)} />
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

      <NotificationsSection />

      <DeleteAlertModal alert={toDelete} onClose={() => setToDelete(null)} />
      <Modal open={toEdit !== null} onClose={() => setToEdit(null)} title={t`Edit the alert`} closeLabel={t`Close`}>
        {toEdit ? <AlertRulesForm key={toEdit.id} existing={alerts.data?.data} editing={toEdit} onSaved={() => setToEdit(null)} /> : null}
      </Modal>
    </div>
  );
}

/** The rules beside the keyword, in words: "without: etui · up to 2 000 zł · Electronics · at 25 votes". */
function RuleSummary({ alert }: { alert: KeywordAlert }) {
  const { t, i18n } = useLingui();
  const parts: string[] = [];
  if (alert.exclude_words.length > 0) {
    const words = alert.exclude_words.join(', ');
    parts.push(t`without: ${words}`);
  }
  if (alert.max_price !== null) {
    const price = formatMoney(alert.max_price, 'PLN');
    parts.push(t`up to ${price}`);
  }
  if (alert.categories.length > 0) parts.push(alert.categories.map((slug) => categoryLabel(slug, i18n._.bind(i18n))).join(', '));
  if (alert.min_real_discount !== null) {
    const percent = alert.min_real_discount;
    parts.push(t`really ${percent}% off or more`);
  }
  if (alert.price_rule !== 'any') parts.push(i18n._(PRICE_RULE_LABELS[alert.price_rule].label));
  if (alert.min_votes_in) {
    const { votes, minutes } = alert.min_votes_in;
    parts.push(t`${plural(votes, { one: '# vote', other: '# votes' })} within ${minutes} min of posting`);
  } else parts.push(i18n._(NOTIFY_AT_LABELS[alert.notify_at]));
  return <span className={styles.rules}>{parts.join(' · ')}</span>;
}

function AlertRow({ alert, onDelete, onEdit }: { alert: KeywordAlert; onDelete: () => void; onEdit: () => void }) {
  const { t } = useLingui();
  const keyword = alert.keyword;
  const update = useUpdateAlert(alert.id);
  const togglePause = () =>
    update.mutate(
      { ...alertRules(alert), paused: !alert.paused },
      {
        onSuccess: (saved) => showAlert({ type: 'success', message: saved.paused ? t`Alert paused` : t`Alert resumed` }),
        onError: alertFailure,
      },
    );
  return (
    <li className={`${styles.alertRow} ${alert.paused ? styles.paused : ''}`}>
      <span className={styles.alertText}>
        <span className={styles.keyword}>{alert.keyword}</span>
        {alert.paused ? (
          <span className={styles.pausedLabel}>
            <Trans>Paused</Trans>
          </span>
        ) : null}
        <RuleSummary alert={alert} />
      </span>
      <span className={styles.alertActions}>
        <Button variant="ghost" size="s" onClick={onEdit} aria-label={t`Edit the alert "${keyword}"`}>
          <Trans>Edit</Trans>
        </Button>
        <Button
          variant="ghost"
          size="s"
          onClick={togglePause}
          disabled={update.isPending}
          aria-label={alert.paused ? t`Resume the alert "${keyword}"` : t`Pause the alert "${keyword}"`}
        >
          {alert.paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
        </Button>
        <Button variant="ghost" size="s" onClick={onDelete} aria-label={t`Delete the alert "${keyword}"`}>
          <Trans>Delete</Trans>
        </Button>
      </span>
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
          Add a keyword, for example a product or a brand, and if you like a highest price, words to leave out and categories. You will find
          each matching deal in your inbox once: as soon as it is posted, or when it reaches {first}, {second} or {third} votes, as you
          choose.
        </Trans>
      </p>
    </div>
  );
}

/** The rules an alert has now, as the API body (PUT replaces the whole alert). */
const alertRules = (alert: KeywordAlert): AlertRules => ({
  keyword: alert.keyword,
  exclude_words: alert.exclude_words,
  max_price: alert.max_price,
  categories: alert.categories,
  notify_at: alert.notify_at,
  min_real_discount: alert.min_real_discount,
  price_rule: alert.price_rule,
  min_votes_in: alert.min_votes_in,
  paused: alert.paused,
});

const EMPTY_ALERT_FORM: AlertFormValues = {
  keyword: '',
  exclude_words: '',
  max_price: '',
  categories: '',
  notify_at: 'created',
  rising_votes: String(RISING_DEFAULT.votes),
  rising_minutes: String(RISING_DEFAULT.minutes),
  min_real_discount: '',
  price_rule: 'any',
};

const formValuesOf = (alert: KeywordAlert): AlertFormValues => ({
  keyword: alert.keyword,
  exclude_words: alert.exclude_words.join(', '),
  max_price: alert.max_price === null ? '' : formatMoney(alert.max_price, 'PLN').replace(/\s*zł$/, ''),
  categories: alert.categories.join(','),
  notify_at: alert.min_votes_in ? 'rising' : alert.notify_at,
  rising_votes: String(alert.min_votes_in?.votes ?? RISING_DEFAULT.votes),
  rising_minutes: String(alert.min_votes_in?.minutes ?? RISING_DEFAULT.minutes),
  min_real_discount: alert.min_real_discount === null ? '' : String(alert.min_real_discount),
  price_rule: alert.price_rule,
});

/**
 * Adds an alert, or edits one (`editing`). A 409 from the server is either a duplicate (ignoring case and Polish
 * letters) or the per-user limit.
 */
function AlertRulesForm({
  existing,
  editing,
  onSaved,
}: {
  existing: KeywordAlert[] | undefined;
  editing?: KeywordAlert;
  onSaved?: () => void;
}) {
  const { t, i18n } = useLingui();
  const create = useCreateAlert();
  const update = useUpdateAlert(editing?.id ?? 0);
  const form = useForm(AlertFormSchema, editing ? formValuesOf(editing) : EMPTY_ALERT_FORM);
  const formId = useId();
  const limit = KEYWORD_ALERTS_PER_USER;
  const duplicateMessage = t`You already have an alert for this keyword`;
  const limitMessage = t`You can have at most ${limit} keyword alerts`;
  const chosen = new Set(form.values.categories.split(',').filter(Boolean));
  const toggleCategory = (slug: string) => {
    const next = new Set(chosen);
    if (next.has(slug)) next.delete(slug);
    else next.add(slug);
    form.setValue('categories', MAIN_CATEGORIES.filter((main) => next.has(main)).join(','));
  };

  const submit = form.handleSubmit(async (rules) => {
    const normalized = normalizeKeyword(rules.keyword);
    if (existing?.some((alert) => alert.id !== editing?.id && normalizeKeyword(alert.keyword) === normalized)) {
      form.setFieldError('keyword', duplicateMessage);
      return;
    }
    try {
      if (editing) {
        await update.mutateAsync({ ...rules, paused: editing.paused });
        showAlert({ type: 'success', message: t`Alert saved` });
      } else {
        await create.mutateAsync(rules);
        form.reset();
        showAlert({ type: 'success', message: t`Alert added` });
      }
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'Conflict') {
        form.setFieldError('keyword', !editing && (existing?.length ?? 0) >= limit ? limitMessage : duplicateMessage);
      } else {
        alertFailure(error);
      }
    }
  });

  const id = (name: string) => `${formId}-${name}`;
  const errorOf = (name: keyof AlertFormValues) =>
    form.errors[name] ? (
      <p id={form.errorId(name)} className="field-error">
        {form.errors[name]}
      </p>
    ) : null;
  const described = (name: keyof AlertFormValues, hint?: string) =>
    [hint, form.field(name)['aria-describedby']].filter(Boolean).join(' ') || undefined;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id('keyword')}>
        <Trans>Keyword</Trans>
      </label>
      <p id={id('keyword-hint')} className="muted-text">
        <Trans>Letter case and Polish letters do not matter: "sluchawki" also finds "Słuchawki".</Trans>
      </p>
      <input
        id={id('keyword')}
        className={styles.keywordInput}
        type="text"
        autoComplete="off"
        {...form.field('keyword')}
        aria-describedby={described('keyword', id('keyword-hint'))}
      />
      {errorOf('keyword')}

      <label htmlFor={id('exclude')}>
        <Trans>Leave out deals with these words (optional)</Trans>
      </label>
      <input
        id={id('exclude')}
        className={styles.keywordInput}
        type="text"
        autoComplete="off"
        placeholder={t`e.g. case, refurbished`}
        {...form.field('exclude_words')}
        aria-describedby={described('exclude_words')}
      />
      {errorOf('exclude_words')}

      <label htmlFor={id('price')}>
        <Trans>Highest price in zł (optional)</Trans>
      </label>
      <input
        id={id('price')}
        className={styles.priceInput}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        {...form.field('max_price')}
        aria-describedby={described('max_price')}
      />
      {errorOf('max_price')}

      <label htmlFor={id('real-discount')}>
        <Trans>Least real discount in % (optional)</Trans>
      </label>
      <p id={id('real-discount-hint')} className="muted-text">
        <Trans>
          Counted against the lowest price of the last 30 days that the shop states; when it states none, against the advertised discount.
        </Trans>
      </p>
      <input
        id={id('real-discount')}
        className={styles.priceInput}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        {...form.field('min_real_discount')}
        aria-describedby={described('min_real_discount', id('real-discount-hint'))}
      />
      {errorOf('min_real_discount')}

      <RadioChoices
        name={id('price-rule')}
        legend={<Trans>Price</Trans>}
        className={styles.ruleChoices}
        options={ALERT_PRICE_RULES}
        value={form.values.price_rule}
        onChange={(rule) => form.setValue('price_rule', rule)}
        label={(rule) => i18n._(PRICE_RULE_LABELS[rule].label)}
        hint={(rule) => i18n._(PRICE_RULE_LABELS[rule].hint)}
      />

      <fieldset className={styles.choices}>
        <legend>
          <Trans>Categories (none chosen: all)</Trans>
        </legend>
        {MAIN_CATEGORIES.map((slug) => (
          <label key={slug} className={styles.choice}>
            <input type="checkbox" checked={chosen.has(slug)} onChange={() => toggleCategory(slug)} />
            {categoryLabel(slug, i18n._.bind(i18n))}
          </label>
        ))}
      </fieldset>

      <RadioChoices
        name={id('notify-at')}
        legend={<Trans>Tell me</Trans>}
        options={ALERT_FORM_MOMENTS}
        value={form.values.notify_at}
        onChange={(moment) => form.setValue('notify_at', moment)}
        label={(moment) => i18n._(NOTIFY_AT_LABELS[moment])}
      />
      {form.values.notify_at === 'rising' && (
        <div className={styles.risingRow} role="group" aria-labelledby={id('rising-hint')}>
          <p id={id('rising-hint')} className="muted-text">
            <Trans>Votes of established members count; a new account's vote does not.</Trans>
          </p>
          <span className={styles.risingField}>
            <label htmlFor={id('rising-votes')}>
              <Trans>Votes</Trans>
            </label>
            <input
              id={id('rising-votes')}
              className={styles.priceInput}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...form.field('rising_votes')}
            />
          </span>
          <span className={styles.risingField}>
            <label htmlFor={id('rising-minutes')}>
              <Trans>within minutes of posting</Trans>
            </label>
            <input
              id={id('rising-minutes')}
              className={styles.priceInput}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...form.field('rising_minutes')}
            />
          </span>
          {errorOf('rising_votes') ?? errorOf('rising_minutes')}
        </div>
      )}

      <div className="end-actions">
        <Button type="submit" disabled={form.submitting}>
          {editing ? <Trans>Save</Trans> : <Trans>Add</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** One choice of a few, as radios under a legend; each may carry a line that explains it (read out with it). */
function RadioChoices<T extends string>({
  name,
  legend,
  className,
  options,
  value,
  onChange,
  label,
  hint,
}: {
  name: string;
  legend: ReactNode;
  className?: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => string;
  hint?: (option: T) => string;
}) {
  return (
    <fieldset className={className ? `${styles.choices} ${className}` : styles.choices}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            aria-describedby={hint ? `${name}-${option}` : undefined}
          />
          {hint ? (
            <span>
              {label(option)}
              <span id={`${name}-${option}`} className={`muted-text ${styles.choiceHint}`}>
                {hint(option)}
              </span>
            </span>
          ) : (
            label(option)
          )}
        </label>
      ))}
    </fieldset>
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
