import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/http';
import { BANNER_LOCATIONS, type BannerLocation } from '@/shared/constants';
import { BannerBodySchema, type BannerForOperator, type BannerImage } from '@/shared/schemas/moderation-editorial';
import { useSaveBanner } from '../api/save-banner';
import { fieldErrors, type FieldErrors } from '../lib/issues';
import { BANNER_LOCATION_LABELS } from '../lib/labels';
import styles from './Console.module.css';
import { FormActions } from './FormActions';
import { focusFirstInvalid } from './focus-first-invalid';
import { ImageUploadField } from './ImageUploadField';

interface BannerFormProps {
  /** The banner being edited; null for a new one. */
  banner: BannerForOperator | null;
  onDone: () => void;
}

/** A banner's picture, link and slots, checked by the server's own schema before it is sent. */
export function BannerForm({ banner, onDone }: BannerFormProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const [image, setImage] = useState<BannerImage | null>(
    banner ? { image_url: banner.image_url, width: banner.width, height: banner.height } : null,
  );
  const [url, setUrl] = useState(banner?.url ?? '');
  const [locations, setLocations] = useState<BannerLocation[]>(banner?.locations ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveBanner();

  const candidate = () => ({
    image_url: image?.image_url ?? '',
    width: image?.width ?? 0,
    height: image?.height ?? 0,
    url: url.trim() === '' ? null : url,
    locations,
  });

  const validate = (values = candidate()) => {
    const result = v.safeParse(BannerBodySchema, values);
    const next = result.success ? {} : fieldErrors(i18n, result.issues);
    setErrors(next);
    return result;
  };

  const toggle = (location: BannerLocation, on: boolean) => {
    const next = on ? BANNER_LOCATIONS.filter((l) => l === location || locations.includes(l)) : locations.filter((l) => l !== location);
    setLocations(next);
    if (submitted) validate({ ...candidate(), locations: next });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const result = validate();
    if (!result.success) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    save.mutate(banner ? { id: banner.id, body: result.output } : { id: null, body: result.output }, {
      onSuccess: () => {
        showAlert({ type: 'success', message: banner ? t`Banner saved` : t`Banner added` });
        onDone();
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiError && (error.status === 400 || error.status === 422)
            ? t`The server refused the banner: ${error.message}`
            : t`The banner could not be saved. Check your connection and try again.`,
        ),
    });
  };

  const urlError = errors.url;
  const locationsError = errors.locations ?? Object.entries(errors).find(([path]) => path.startsWith('locations.'))?.[1];
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.banner}>
        <ImageUploadField
          label={t`Banner picture`}
          imageUrl={image?.image_url ?? null}
          error={errors.image_url ?? errors.width}
          onUploaded={(uploaded) => {
            setImage(uploaded);
            if (submitted) validate({ ...candidate(), ...uploaded });
          }}
        />
        <div className={styles.form}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${formId}-url`}>
              <Trans>Link (https)</Trans>
            </label>
            <input
              id={`${formId}-url`}
              className={styles.input}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              onBlur={() => validate()}
              aria-invalid={urlError !== undefined}
              aria-describedby={`${formId}-url-help${urlError ? ` ${formId}-url-error` : ''}`}
            />
            <p id={`${formId}-url-help`} className={styles.meta}>
              <Trans>Where a click leads. Leave empty for a banner without a link.</Trans>
            </p>
            {urlError ? (
              <p id={`${formId}-url-error`} className={styles.error}>
                {urlError}
              </p>
            ) : null}
          </div>
          <fieldset className={styles.checks} aria-describedby={locationsError ? `${formId}-locations-error` : undefined}>
            <legend>
              <Trans>Where it is shown</Trans>
            </legend>
            {BANNER_LOCATIONS.map((location) => (
              <label key={location} className={styles.check}>
                <input
                  type="checkbox"
                  checked={locations.includes(location)}
                  onChange={(event) => toggle(location, event.target.checked)}
                />
                {i18n._(BANNER_LOCATION_LABELS[location])}
              </label>
            ))}
            {locationsError ? (
              <p id={`${formId}-locations-error`} className={styles.error}>
                {locationsError}
              </p>
            ) : null}
          </fieldset>
        </div>
      </div>
      <FormActions
        failure={failure}
        pending={save.isPending}
        submitLabel={banner ? <Trans>Save the banner</Trans> : <Trans>Add the banner</Trans>}
        onCancel={onDone}
      />
    </form>
  );
}
