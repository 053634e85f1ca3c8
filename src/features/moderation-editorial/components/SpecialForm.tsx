import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/http';
import { CURRENCIES, type Currency } from '@/shared/constants';
import { useSaveSpecial } from '../api/save-special';
import type { FieldErrors } from '../lib/issues';
import { checkSpecial, emptyOffer, type OfferValues, type SpecialValues } from '../lib/special-form';
import styles from './Console.module.css';
import { FormActions } from './FormActions';
import { focusFirstInvalid } from './focus-first-invalid';
import { ImageUploadField } from './ImageUploadField';

interface SpecialFormProps {
  /** The page being edited; null for a new one. */
  id: number | null;
  initial: SpecialValues;
  onDone: () => void;
}

type TextKey = Exclude<keyof SpecialValues, 'offers'>;

/** A special-offer page: its texts, pictures, button and offers, checked by the server's SpecialBodySchema. */
export function SpecialForm({ id, initial, onDone }: SpecialFormProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const [values, setValues] = useState<SpecialValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nextOfferKey = useRef(initial.offers.length);
  const save = useSaveSpecial();

  // After a first submit the errors follow every change, so a fixed field loses its message at once.
  const change = (next: SpecialValues) => {
    setValues(next);
    if (submitted) {
      const check = checkSpecial(i18n, next);
      setErrors(check.ok ? {} : check.errors);
    }
  };
  const setText = (key: TextKey, text: string) => change({ ...values, [key]: text });
  const setOffer = (key: number, patch: Partial<OfferValues>) =>
    change({ ...values, offers: values.offers.map((offer) => (offer.key === key ? { ...offer, ...patch } : offer)) });

  const moveOffer = (from: number, to: number) => {
    const offers = [...values.offers];
    const [offer] = offers.splice(from, 1);
    if (!offer) return;
    offers.splice(to, 0, offer);
    change({ ...values, offers });
  };

  const addOffer = () => {
    const key = nextOfferKey.current++;
    change({ ...values, offers: [...values.offers, emptyOffer(key)] });
    requestAnimationFrame(() => document.getElementById(`${formId}-offer-${key}-title`)?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const check = checkSpecial(i18n, values);
    if (!check.ok) {
      setErrors(check.errors);
      setFailure(t`Correct the marked fields.`);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    save.mutate(
      { id, body: check.body },
      {
        onSuccess: () => {
          showAlert({ type: 'success', message: id === null ? t`Special page created` : t`Special page saved` });
          onDone();
        },
        onError: (error) =>
          setFailure(
            error instanceof ApiError && (error.status === 400 || error.status === 422)
              ? t`The server refused the page: ${error.message}`
              : error instanceof ApiError && error.status === 404
                ? t`This page has been retired in the meantime.`
                : t`The page could not be saved. Check your connection and try again.`,
          ),
      },
    );
  };

  const text = (key: TextKey) => ({
    id: `${formId}-${key}`,
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(key, event.target.value),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t`Title`} required {...text('title')} />
      <TextField
        label={t`Description`}
        help={t`HTML is allowed (paragraphs, lists, links); the server removes anything unsafe.`}
        multiline
        rows={6}
        {...text('description')}
      />
      <div className={styles.grid2}>
        <div className={styles.form}>
          <TextField label={t`Desktop picture (link)`} type="url" {...text('desktop_image_url')} />
          <ImageUploadField
            label={t`Or upload the desktop picture`}
            imageUrl={values.desktop_image_url || null}
            onUploaded={(image) => setText('desktop_image_url', image.image_url)}
          />
        </div>
        <div className={styles.form}>
          <TextField label={t`Phone picture (link)`} type="url" {...text('mobile_image_url')} />
          <ImageUploadField
            label={t`Or upload the phone picture`}
            imageUrl={values.mobile_image_url || null}
            onUploaded={(image) => setText('mobile_image_url', image.image_url)}
          />
        </div>
      </div>
      <div className={styles.grid2}>
        <TextField label={t`Coupon code`} {...text('coupon_code')} />
        <TextField label={t`Button text`} {...text('button_text')} />
      </div>
      <TextField label={t`Button link (https)`} type="url" placeholder="https://" {...text('button_url')} />
      <TextField label={t`Instructions`} multiline rows={3} {...text('instructions')} />

      <fieldset className={styles.checks}>
        <legend>
          <Trans>Offers</Trans>
        </legend>
        {values.offers.length === 0 ? (
          <p className={styles.meta}>
            <Trans>No offers yet. Each offer is a product with its link and price.</Trans>
          </p>
        ) : (
          <ol className={styles.rows}>
            {values.offers.map((offer, index) => {
              const number = index + 1;
              const base = `${formId}-offer-${offer.key}`;
              const path = `offers.${index}`;
              const field = (key: 'title' | 'url' | 'image_url' | 'new_price' | 'old_price') => ({
                id: `${base}-${key}`,
                value: offer[key],
                error: errors[`${path}.${key}`],
                onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                  setOffer(offer.key, { [key]: event.target.value }),
              });
              return (
                <li key={offer.key} className={styles.card} aria-label={t`Offer ${number}`}>
                  <div className={styles.grid2}>
                    <TextField label={t`Offer ${number}: title`} required {...field('title')} />
                    <TextField label={t`Offer ${number}: link (https)`} type="url" placeholder="https://" required {...field('url')} />
                    <TextField label={t`Offer ${number}: price`} inputMode="decimal" placeholder="1299,99" {...field('new_price')} />
                    <TextField
                      label={t`Offer ${number}: regular price`}
                      inputMode="decimal"
                      placeholder="1499,99"
                      {...field('old_price')}
                    />
                    <div className={styles.field}>
                      <label className={styles.label} htmlFor={`${base}-currency`}>
                        <Trans>Offer {number}: currency</Trans>
                      </label>
                      <select
                        id={`${base}-currency`}
                        className={styles.input}
                        value={offer.currency}
                        onChange={(event) => setOffer(offer.key, { currency: event.target.value as Currency })}
                      >
                        {CURRENCIES.map((currency) => (
                          <option key={currency} value={currency}>
                            {currency}
                          </option>
                        ))}
                      </select>
                    </div>
                    <TextField label={t`Offer ${number}: picture (link)`} type="url" {...field('image_url')} />
                  </div>
                  <div className={styles.actions}>
                    <Button
                      size="s"
                      variant="secondary"
                      disabled={index === 0}
                      onClick={() => moveOffer(index, index - 1)}
                      aria-label={t`Move offer ${number} up`}
                    >
                      ↑
                    </Button>
                    <Button
                      size="s"
                      variant="secondary"
                      disabled={index === values.offers.length - 1}
                      onClick={() => moveOffer(index, index + 1)}
                      aria-label={t`Move offer ${number} down`}
                    >
                      ↓
                    </Button>
                    <Button
                      size="s"
                      variant="ghost"
                      onClick={() => change({ ...values, offers: values.offers.filter((o) => o.key !== offer.key) })}
                      aria-label={t`Remove offer ${number}`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={addOffer}>
            <Trans>Add an offer</Trans>
          </Button>
        </div>
      </fieldset>

      <FormActions
        failure={failure}
        pending={save.isPending}
        submitLabel={id === null ? <Trans>Create the page</Trans> : <Trans>Save the page</Trans>}
        onCancel={onDone}
      />
    </form>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  help?: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'url';
  placeholder?: string;
  inputMode?: 'decimal' | 'url';
  required?: boolean;
}

function TextField({
  id,
  label,
  value,
  error,
  onChange,
  help,
  multiline,
  rows,
  type = 'text',
  placeholder,
  inputMode,
  required,
}: TextFieldProps) {
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: styles.input,
    value,
    onChange,
    placeholder,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy,
    'aria-required': required,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea rows={rows} {...common} /> : <input type={type} inputMode={inputMode} {...common} />}
      {help ? (
        <p id={`${id}-help`} className={styles.meta}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
