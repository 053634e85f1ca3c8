import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/lib/failure-alert';
import { useForm } from '@/lib/forms/use-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DESCRIPTION_MAX, EXAMPLE_DEAL_LINK, POPULAR_DEAL_POINTS, TITLE_MAX } from '@/shared/constants';
import { DealSubmissionSchema } from '@/shared/schemas/community';
import { slugify } from '@/shared/slug';
import { CommunityField } from '@/components/ui/CommunityField';
import { SidebarLayout } from '@/components/ui/SidebarLayout';
import formStyles from '@/components/ui/CommunityForms.module.css';
import { useSubmitDeal } from '../api/submit-deal';
import layoutStyles from './HomeDeals.module.css';
import styles from './AddDealPage.module.css';

/** §2 Add deal: link, title and description, the popular-deal points note, and a sidebar (banners) from the route. */
export function AddDealPage({ aside }: { aside?: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Add deal`);
  const navigate = useNavigate();
  const submitDeal = useSubmitDeal();
  const form = useForm(DealSubmissionSchema, { url: '', title: '', description: '' });

  const submit = form.handleSubmit(async (submission) => {
    try {
      const deal = await submitDeal.mutateAsync(submission);
      await navigate({ to: '/deals/$id/{-$slug}', params: { id: String(deal.id), slug: slugify(deal.title) } });
      showAlert({ type: 'success', message: t`Deal submitted` });
    } catch (error) {
      // The form already checked every field with the server's own schema, so any refusal left is §8 'any other error'
      // (or the account's limit on new deals, which says how long to wait).
      alertFailure(error);
    }
  });

  return (
    <SidebarLayout aside={aside} asideClassName={layoutStyles.aside}>
      <h1 className={layoutStyles.title}>
        <Trans>Add deal</Trans>
      </h1>
      <form className={`${formStyles.form} ${styles.card}`} onSubmit={submit} noValidate>
        <CommunityField
          id="deal-url"
          label={<Trans>Link</Trans>}
          form={form}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={EXAMPLE_DEAL_LINK}
        />
        <CommunityField id="deal-title" label={<Trans>Title</Trans>} form={form} name="title" type="text" maxLength={TITLE_MAX} counter />
        <CommunityField
          id="deal-description"
          label={<Trans>Description</Trans>}
          form={form}
          name="description"
          multiline
          rows={8}
          maxLength={DESCRIPTION_MAX}
          counter
        />
        <p className={styles.note}>
          <Trans>When your deal reaches the Best tab, you earn {POPULAR_DEAL_POINTS} points.</Trans>
        </p>
        <div className={formStyles.actions}>
          <Button type="submit" disabled={form.submitting}>
            <Trans>Submit deal</Trans>
          </Button>
        </div>
      </form>
    </SidebarLayout>
  );
}
