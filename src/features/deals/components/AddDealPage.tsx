import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { useForm } from '@/lib/forms/use-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DESCRIPTION_MAX, EXAMPLE_DEAL_LINK, POPULAR_DEAL_POINTS, TITLE_MAX } from '@/shared/constants';
import { DealSubmissionSchema } from '@/shared/schemas/community';
import { slugify } from '@/shared/slug';
import { useSubmitDeal } from '../api/submit-deal';
import formStyles from './CommunityForms.module.css';
import layoutStyles from './HomeDeals.module.css';
import styles from './AddDealPage.module.css';

/** §2 Add deal: link, title and description, the popular-deal points note, and a sidebar (banners) from the route. */
export function AddDealPage({ aside }: { aside?: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Add deal`);
  const navigate = useNavigate();
  const submitDeal = useSubmitDeal();
  const form = useForm(DealSubmissionSchema, { url: '', title: '', description: '' });
  const { errors, field, errorId, values } = form;

  const submit = form.handleSubmit(async (submission) => {
    try {
      const deal = await submitDeal.mutateAsync(submission);
      showAlert({ type: 'success', message: t`Deal submitted` });
      await navigate({ to: '/deals/$id/{-$slug}', params: { id: String(deal.id), slug: slugify(deal.title) } });
    } catch {
      // The form already checked every field with the server's own schema, so any refusal left is §8 'any other error'.
      showAlert({ type: 'danger', message: t`An unexpected error occurred` });
    }
  });

  const hint = (name: 'url' | 'title' | 'description') =>
    errors[name] ? (
      <p id={errorId(name)} className={formStyles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className={`container ${layoutStyles.layout}`} data-with-aside={aside ? true : undefined}>
      <div className={layoutStyles.home}>
        <h1 className={layoutStyles.title}>
          <Trans>Add deal</Trans>
        </h1>
        <form className={`${formStyles.form} ${styles.card}`} onSubmit={submit} noValidate>
          <div className={formStyles.field}>
            <label htmlFor="deal-url" className={formStyles.label}>
              <Trans>Link</Trans>
            </label>
            <input
              id="deal-url"
              className={formStyles.input}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={EXAMPLE_DEAL_LINK}
              {...field('url')}
            />
            {hint('url')}
          </div>
          <div className={formStyles.field}>
            <label htmlFor="deal-title" className={formStyles.label}>
              <Trans>Title</Trans>
            </label>
            <input
              id="deal-title"
              className={formStyles.input}
              type="text"
              maxLength={TITLE_MAX}
              {...field('title')}
              aria-describedby={`deal-title-counter${errors.title ? ` ${errorId('title')}` : ''}`}
            />
            <div className={formStyles.hint}>
              {hint('title')}
              <span id="deal-title-counter" className={formStyles.counter}>
                {values.title.length}/{TITLE_MAX}
              </span>
            </div>
          </div>
          <div className={formStyles.field}>
            <label htmlFor="deal-description" className={formStyles.label}>
              <Trans>Description</Trans>
            </label>
            <textarea
              id="deal-description"
              className={formStyles.textarea}
              rows={8}
              maxLength={DESCRIPTION_MAX}
              {...field('description')}
              aria-describedby={`deal-description-counter${errors.description ? ` ${errorId('description')}` : ''}`}
            />
            <div className={formStyles.hint}>
              {hint('description')}
              <span id="deal-description-counter" className={formStyles.counter}>
                {values.description.length}/{DESCRIPTION_MAX}
              </span>
            </div>
          </div>
          <p className={styles.note}>
            <Trans>When your deal reaches the Popular tab, you earn {POPULAR_DEAL_POINTS} points.</Trans>
          </p>
          <div className={formStyles.actions}>
            <Button type="submit" disabled={form.submitting}>
              <Trans>Submit deal</Trans>
            </Button>
          </div>
        </form>
      </div>
      {aside && <div className={layoutStyles.aside}>{aside}</div>}
    </div>
  );
}
