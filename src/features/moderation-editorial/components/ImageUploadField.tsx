import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { ApiError } from '@/lib/http';
import { DEAL_IMAGE_MAX_BYTES } from '@/shared/constants';
import type { BannerImage } from '@/shared/schemas/moderation-editorial';
import { uploadBannerImage } from '../api/upload-banner-image';
import styles from './Console.module.css';

const isHeic = (file: File) => /hei[cf]$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

interface ImageUploadFieldProps {
  label: string;
  /** The chosen picture's address, shown as a preview; null before one is chosen. */
  imageUrl: string | null;
  onUploaded: (image: BannerImage) => void;
  /** A schema error for the field (no picture yet), shown under it. */
  error?: string;
}

/**
 * One picture sent at once to POST /api/moderation/banners/images with the deal pictures' checks and messages (type,
 * HEIC, 10 MB), so an operator hears the same thing a member does.
 */
export function ImageUploadField({ label, imageUrl, onUploaded, error }: ImageUploadFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shownError = failure ?? error;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setFailure(null);
    if (!file) return;
    if (isHeic(file)) {
      setFailure(
        t`HEIC photos cannot be read. Choose a JPG, PNG or WebP picture (on iPhone: Settings › Camera › Formats › Most Compatible).`,
      );
      return;
    }
    if (file.size > DEAL_IMAGE_MAX_BYTES) {
      setFailure(t`Maximum file size is 10MB`);
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadBannerImage(file));
    } catch (caught) {
      setFailure(
        caught instanceof ApiError && (caught.status === 400 || caught.status === 422)
          ? t`${file.name} is not a picture we can read. Choose a JPG, PNG or WebP file.`
          : caught instanceof ApiError && caught.status === 413
            ? t`Maximum file size is 10MB`
            : t`The picture could not be sent. Check your connection and try again.`,
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.upload}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
      </span>
      {imageUrl ? <img className={styles.preview} src={imageUrl} alt={t`Preview: ${label}`} /> : null}
      <label htmlFor={inputId} className={styles.fileLabel}>
        {imageUrl ? <Trans>Choose another picture</Trans> : <Trans>Choose a picture</Trans>}
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-labelledby={`${inputId}-label`}
          aria-invalid={shownError !== undefined && shownError !== null}
          aria-describedby={shownError ? `${inputId}-error` : undefined}
          onChange={(event) => void choose(event)}
        />
      </label>
      <p role="status" className={styles.meta}>
        {uploading ? <Trans>Sending the picture…</Trans> : null}
      </p>
      {shownError ? (
        <p id={`${inputId}-error`} role="alert" className={styles.error}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
