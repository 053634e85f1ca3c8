import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { ApiError } from '@/lib/http';
import { DEAL_IMAGE_MAX_BYTES, DEAL_IMAGES_MAX } from '@/shared/constants';
import { uploadDealPicture, type UploadedPicture } from '../api/upload-deal-picture';
import formStyles from '@/components/ui/CommunityForms.module.css';
import styles from './AddDealPage.module.css';

interface DealPicturesFieldProps {
  pictures: UploadedPicture[];
  onChange: (next: UploadedPicture[]) => void;
}

const isHeic = (file: File) => /hei[cf]$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/**
 * Up to DEAL_IMAGES_MAX pictures, uploaded as soon as they are chosen (the server keeps them until the deal claims
 * them), shown in gallery order: the first is the main one. Each can be moved, made the main one or removed.
 */
export function DealPicturesField({ pictures, onChange }: DealPicturesFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const room = DEAL_IMAGES_MAX - pictures.length - uploading;

  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [picture] = next.splice(from, 1);
    if (!picture) return;
    next.splice(to, 0, picture);
    onChange(next);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setError(null);
    if (files.length > room) setError(t`You can add at most ${DEAL_IMAGES_MAX} pictures.`);
    let added = [...pictures];
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (isHeic(file)) {
        setError(
          t`HEIC photos cannot be read. Choose a JPG, PNG or WebP picture (on iPhone: Settings › Camera › Formats › Most Compatible).`,
        );
        continue;
      }
      if (file.size > DEAL_IMAGE_MAX_BYTES) {
        setError(t`Maximum file size is 10MB`);
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const picture = await uploadDealPicture(file);
        added = [...added, picture];
        onChange(added);
      } catch (failure) {
        setError(
          failure instanceof ApiError && failure.status === 400
            ? t`${file.name} is not a picture we can read. Choose a JPG, PNG or WebP file.`
            : t`The picture could not be sent. Check your connection and try again.`,
        );
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <fieldset className={styles.pictures}>
      <legend className={styles.legend}>
        <Trans>Pictures</Trans>
      </legend>
      <p className={styles.help} id={`${inputId}-help`}>
        <Trans>Up to {DEAL_IMAGES_MAX} pictures; the first one is shown on the card.</Trans>
      </p>
      {pictures.length > 0 && (
        <ol className={styles.pictureList}>
          {pictures.map((picture, index) => (
            <li key={picture.id} className={styles.picture}>
              <img src={picture.url} alt={t`Picture ${index + 1}`} width={picture.width} height={picture.height} />
              {index === 0 ? (
                <span className={styles.mainBadge}>
                  <Trans>Main picture</Trans>
                </span>
              ) : null}
              <div className={styles.pictureActions}>
                <Button
                  type="button"
                  variant="secondary"
                  size="s"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t`Move picture ${index + 1} earlier`}
                >
                  ←
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  size="s"
                  disabled={index === pictures.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t`Move picture ${index + 1} later`}
                >
                  →
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  size="s"
                  onClick={() => onChange(pictures.filter((p) => p.id !== picture.id))}
                  aria-label={t`Remove picture ${index + 1}`}
                >
                  ✕
                </Button>
              </div>
              {index > 0 && (
                <Button type="button" variant="ghost" size="s" onClick={() => move(index, 0)}>
                  <Trans>Make main</Trans>
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {room > 0 && (
        <label htmlFor={inputId} className={styles.addPicture}>
          <Trans>Add pictures</Trans>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            aria-describedby={`${inputId}-help`}
            onChange={(event) => void choose(event)}
          />
        </label>
      )}
      <p role="status" className={styles.help}>
        {uploading > 0 ? <Trans>Sending pictures…</Trans> : null}
      </p>
      {error ? (
        <p role="alert" className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
