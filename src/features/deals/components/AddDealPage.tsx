import { Trans, useLingui } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/Button';
import { CommunityField } from '@/components/ui/CommunityField';
import { SidebarLayout } from '@/components/ui/SidebarLayout';
import formStyles from '@/components/ui/CommunityForms.module.css';
import { showAlert } from '@/lib/alerts';
import { useViewer } from '@/domain/current-user';
import { useForm } from '@/lib/forms/use-form';
import { CATEGORY_TREE, MAIN_CATEGORIES } from '@/shared/categories';
import {
  COUPON_CODE_MAX,
  CURRENCIES,
  DEAL_IMAGES_MAX,
  DESCRIPTION_MAX,
  EXAMPLE_DEAL_LINK,
  POPULAR_DEAL_POINTS,
  TITLE_MAX,
} from '@/shared/constants';
import { DealUrlField } from '@/shared/schemas/community';
import type { DealDetail } from '@/shared/schemas/deal';
import { parseMoneyInput } from '@/shared/money';
import { advertisedDiscount, realDiscount } from '@/shared/price-truth';
import { DealFormSchema, type DealFormValues } from '@/shared/schemas/deal-submission';
import { contentRefusalOf, type ContentRefusal } from '@/domain/moderation';
import { RefusalMessage, RefusalRule } from '@/components/moderation/RefusalMessage';
import { dealRouteParams, slugify } from '@/shared/slug';
import { duplicateOf, findDuplicate, type DuplicateDeal, type LinkHistory } from '../api/find-duplicate';
import { importDealLink } from '../api/import-deal-link';
import { useSubmitDeal } from '../api/submit-deal';
import { useUpdateDeal } from '../api/update-deal';
import type { UploadedPicture } from '../api/upload-deal-picture';
import { categoryLabel } from '@/domain/category-labels';
import { clearDealDraft, EMPTY_DEAL_FORM, loadDealDraft, saveDealDraft } from '../lib/deal-draft';
import { dealFormValues, dealPictures, moneyText } from '../lib/deal-edit';
import { DealPicturesField } from './DealPicturesField';
import layoutStyles from './HomeDeals.module.css';
import styles from './AddDealPage.module.css';
import { SameProductPicker } from './SameProductPicker';

/** The category tree's nodes under one main category, in tree order, for the select's groups. */
const CATEGORY_GROUPS = MAIN_CATEGORIES.map((main) => ({
  main,
  ids: CATEGORY_TREE.filter((node) => node.id === main || node.id.startsWith(`${main}-`)).map((node) => node.id),
}));

const DUPLICATE_CHECK_DELAY_MS = 400;

const NOTHING_BEFORE: LinkHistory = { deal: null, previous_deal: null };

/**
 * What the site already has for the typed link (the active deal, or the earlier one a new post will link to), looked
 * up while the member types (before the rest of the form is written). An answer counts only for the link it was asked
 * about, so a changed link never shows the last link's deal.
 */
function useDuplicateCheck(url: string): [LinkHistory, (deal: DuplicateDeal) => void] {
  const link = url.trim();
  const [found, setFound] = useState<{ link: string; history: LinkHistory }>({ link: '', history: NOTHING_BEFORE });
  useEffect(() => {
    // Only a link the form accepts is looked up: a half-typed one would only ask about nothing.
    if (!v.is(DealUrlField, link)) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      findDuplicate(link, abort.signal).then(
        (history) => setFound({ link, history }),
        () => {
          // Offline or refused: the submission checks again and says so.
        },
      );
    }, DUPLICATE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [link]);
  return [found.link === link ? found.history : NOTHING_BEFORE, (deal) => setFound({ link, history: { deal, previous_deal: null } })];
}

interface AddDealPageProps {
  aside?: ReactNode;
  /** A link shared into the installed app (share target): filled in and imported at once. */
  sharedLink?: string | null;
  /** The author's own deal, edited within 30 minutes of posting instead of posting a new one. */
  editing?: DealDetail;
}

/** The form's starting point: the deal being edited, else the draft (a shared link replaces its link), else empty. */
function startingPoint(editing: DealDetail | undefined, sharedLink: string | null) {
  if (editing) return { values: dealFormValues(editing), pictures: dealPictures(editing) };
  const draft = loadDealDraft();
  return {
    values: { ...(draft?.values ?? EMPTY_DEAL_FORM), ...(sharedLink ? { url: sharedLink } : {}) },
    pictures: draft?.pictures ?? [],
  };
}

/**
 * Add deal with all of a deal's fields: link (checked for duplicates while typed, importable), title, description,
 * prices and currency (the discount is computed), the shop's 30-day lowest price, shipping, coupon,
 * category, dates and pictures. A new deal is kept as a draft in local storage until it is sent; the same form edits
 * the author's deal in its first 30 minutes.
 */
export function AddDealPage({ aside, sharedLink = null, editing }: AddDealPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const submitDeal = useSubmitDeal();
  const updateDeal = useUpdateDeal(editing?.id ?? 0);
  const [start] = useState(() => startingPoint(editing, sharedLink));
  const form = useForm(DealFormSchema, start.values);
  const [pictures, setPictures] = useState<UploadedPicture[]>(start.pictures);
  const [sameProduct, setSameProduct] = useState<number | null>(null);
  const viewer = useViewer();
  const [found, setDuplicate] = useDuplicateCheck(form.values.url);
  // The deal being edited has its own link, of course.
  const duplicate = found.deal && found.deal.id !== editing?.id ? found.deal : null;
  const previous = found.previous_deal && found.previous_deal.id !== editing?.id ? found.previous_deal : null;
  const [importing, setImporting] = useState(false);
  const [importNote, setImportNote] = useState<string | null>(null);
  // The shop the import named for its link, sent with the deal while the link stays the imported one.
  const [importedShop, setImportedShop] = useState<{ url: string; name: string } | null>(null);

  useEffect(() => {
    if (!editing) saveDealDraft({ values: form.values, pictures });
  }, [editing, form.values, pictures]);

  const newPrice = parseMoneyInput(form.values.new_price);
  const oldPrice = parseMoneyInput(form.values.old_price);
  const discount = advertisedDiscount(newPrice ?? null, oldPrice ?? null);
  // The discount the deal page will show against the shop's 30-day lowest price, previewed as it is typed.
  const real = realDiscount(newPrice ?? null, parseMoneyInput(form.values.lowest_price_30d) ?? null);

  const importFromLink = async (link: string) => {
    setImporting(true);
    setImportNote(null);
    try {
      const found = await importDealLink(link);
      if (found.url.startsWith('https://')) form.setValue('url', found.url);
      setImportedShop({ url: found.url, name: found.shop_name });
      if (found.title) form.setValue('title', found.title);
      if (found.description && form.values.description.trim() === '') form.setValue('description', found.description);
      if (found.new_price !== null) form.setValue('new_price', moneyText(found.new_price));
      if (found.old_price !== null) form.setValue('old_price', moneyText(found.old_price));
      if (found.lowest_price_30d != null) form.setValue('lowest_price_30d', moneyText(found.lowest_price_30d));
      if (found.currency) form.setValue('currency', found.currency);
      const image = found.image;
      if (image) setPictures((prev) => [image, ...prev.filter((p) => p.id !== image.id)].slice(0, DEAL_IMAGES_MAX));
      setImportNote(t`Filled in from the shop's page. Check every field before sending.`);
    } catch {
      setImportNote(t`The shop's page could not be read. Fill in the form yourself.`);
    } finally {
      setImporting(false);
    }
  };

  const imported = useRef(false);
  useEffect(() => {
    // The share target's link is read at once: the member shared it to post it, not to type it again.
    if (!sharedLink || imported.current) return;
    imported.current = true;
    void importFromLink(sharedLink);
  });

  // A text or link the server refused names the rule it broke, shown at its field; the form keeps every value.
  const [refusal, setRefusal] = useState<ContentRefusal | null>(null);
  const showRefusal = (error: unknown) => {
    const refused = contentRefusalOf(error);
    setRefusal(refused);
    if (refused?.field && refused.field in form.values) form.setFieldError(refused.field as keyof DealFormValues, refused.message);
  };
  const ruleOf = (name: keyof DealFormValues) =>
    refusal?.rule && refusal.field === name && form.errors[name] === refusal.message ? <RefusalRule rule={refusal.rule} /> : null;
  const unplacedRefusal = refusal && !(refusal.field && refusal.field in form.values) ? refusal : null;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const submission = {
      ...values,
      image_ids: pictures.map((picture) => picture.id),
      same_product_as: sameProduct,
      shop_name: importedShop && importedShop.url === values.url.trim() ? importedShop.name : null,
    };
    if (editing) {
      const saved = await updateDeal.mutateAsync(submission).catch((error: unknown) => {
        showRefusal(error);
        return null;
      });
      if (saved) await navigate({ to: '/deals/$id/{-$slug}', params: dealRouteParams(saved.id, slugify(saved.title)) });
      return;
    }
    if (!onlineManager.isOnline()) {
      // Queued with the votes and comments made offline, persisted, and sent once when the connection returns.
      submitDeal.queue(submission);
      clearDealDraft();
      showAlert({ type: 'info', message: t`You are offline. We will send your deal as soon as you are back online.` });
      await navigate({ to: '/' });
      return;
    }
    try {
      const deal = await submitDeal.send(submission);
      clearDealDraft();
      await navigate({ to: '/deals/$id/{-$slug}', params: dealRouteParams(deal.id, slugify(deal.title)) });
    } catch (error) {
      // The queued action already said what failed; a duplicate is also shown where the link is typed.
      const existing = duplicateOf(error);
      if (existing) setDuplicate(existing);
      showRefusal(error);
    }
  });

  const select = (name: 'currency' | 'category') => {
    const field = form.field(name);
    return { ...field, className: formStyles.input };
  };

  return (
    <SidebarLayout aside={aside} asideClassName={layoutStyles.aside}>
      <h1 className={layoutStyles.title}>{editing ? <Trans>Edit deal</Trans> : <Trans>Add deal</Trans>}</h1>
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
          after={ruleOf('url')}
        />
        {duplicate ? (
          <p role="alert" className={styles.duplicate}>
            <Trans>
              This deal is already here:{' '}
              <Link to="/deals/$id/{-$slug}" params={dealRouteParams(duplicate.id, slugify(duplicate.title))}>
                {duplicate.title}
              </Link>
              . Vote or comment on it instead of posting it again.
            </Trans>
          </p>
        ) : previous ? (
          <p role="status" className={styles.previous}>
            <Trans>
              This link was already posted (the deal is no longer current). You can post it again — the new deal will link to it:{' '}
              <Link to="/deals/$id/{-$slug}" params={dealRouteParams(previous.id, previous.slug)}>
                {previous.title}
              </Link>
            </Trans>
          </p>
        ) : null}
        <div className={styles.importRow}>
          <Button
            type="button"
            variant="secondary"
            size="s"
            disabled={importing || form.values.url.trim() === ''}
            onClick={() => void importFromLink(form.values.url.trim())}
          >
            {importing ? <Trans>Reading the page…</Trans> : <Trans>Fill in from the link</Trans>}
          </Button>
          <p role="status" className={styles.help}>
            {importNote}
          </p>
        </div>
        <CommunityField
          id="deal-title"
          label={<Trans>Title</Trans>}
          form={form}
          name="title"
          type="text"
          maxLength={TITLE_MAX}
          counter
          after={ruleOf('title')}
        />
        <SameProductPicker
          title={form.values.title}
          url={form.values.url}
          viewerId={viewer?.id}
          excludeId={editing?.id}
          value={sameProduct}
          onChange={setSameProduct}
        />
        <div className={styles.row}>
          <CommunityField id="deal-new-price" label={<Trans>Price</Trans>} form={form} name="new_price" type="text" inputMode="decimal" />
          <CommunityField
            id="deal-old-price"
            label={<Trans>Regular price</Trans>}
            form={form}
            name="old_price"
            type="text"
            inputMode="decimal"
          />
          <div className={formStyles.field}>
            <label htmlFor="deal-currency" className={formStyles.label}>
              <Trans>Currency</Trans>
            </label>
            <select id="deal-currency" {...select('currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </div>
        </div>
        <CommunityField
          id="deal-lowest-price-30d"
          label={<Trans>Lowest price of the 30 days before the reduction (optional)</Trans>}
          description={
            <Trans>
              Shops must state it when they cut a price (the Omnibus directive), usually under the price as “lowest price of the last 30
              days”.
            </Trans>
          }
          form={form}
          name="lowest_price_30d"
          type="text"
          inputMode="decimal"
        />
        <p className={styles.help} aria-live="polite">
          {discount !== null ? <Trans>Discount: −{discount}%</Trans> : <Trans>The discount is computed from the two prices.</Trans>}
          {real !== null && (
            <>
              {' · '}
              {real > 0 ? (
                <Trans>against the lowest price of 30 days: −{real}%</Trans>
              ) : (
                <Trans>no reduction against the lowest price of 30 days</Trans>
              )}
            </>
          )}
        </p>
        <div className={styles.row}>
          <label className={`${formStyles.radio} ${styles.checkbox}`}>
            <input
              type="checkbox"
              checked={form.values.free_shipping}
              onChange={(event) => form.setValue('free_shipping', event.target.checked)}
            />
            <Trans>Free shipping</Trans>
          </label>
          {!form.values.free_shipping && (
            <CommunityField
              id="deal-shipping"
              label={<Trans>Shipping cost</Trans>}
              form={form}
              name="shipping"
              type="text"
              inputMode="decimal"
            />
          )}
        </div>
        <CommunityField
          id="deal-coupon"
          label={<Trans>Coupon code</Trans>}
          form={form}
          name="coupon_code"
          type="text"
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
        />
        <div className={formStyles.field}>
          <label htmlFor="deal-category" className={formStyles.label}>
            <Trans>Category</Trans>
          </label>
          <select id="deal-category" {...select('category')}>
            <option value="">{t`Choose a category`}</option>
            {CATEGORY_GROUPS.map(({ main, ids }) => (
              <optgroup key={main} label={categoryLabel(main, i18n._.bind(i18n))}>
                {ids.map((id) => (
                  <option key={id} value={id}>
                    {categoryLabel(id, i18n._.bind(i18n))}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {form.errors.category ? (
            <p id={form.errorId('category')} className={formStyles.error}>
              {form.errors.category}
            </p>
          ) : null}
        </div>
        <div className={styles.row}>
          <CommunityField id="deal-released" label={<Trans>Starts</Trans>} form={form} name="released_at" type="datetime-local" />
          <CommunityField id="deal-expires" label={<Trans>Ends</Trans>} form={form} name="expires_at" type="datetime-local" />
        </div>
        <p className={styles.help}>
          <Trans>Times are Polish time (Europe/Warsaw). Leave them empty when the deal has no dates.</Trans>
        </p>
        <DealPicturesField pictures={pictures} onChange={setPictures} />
        <CommunityField
          id="deal-description"
          label={<Trans>Description</Trans>}
          form={form}
          name="description"
          multiline
          rows={8}
          maxLength={DESCRIPTION_MAX}
          counter
          after={ruleOf('description')}
        />
        <p className={styles.note}>
          <Trans>When your deal reaches the Best tab, you earn {POPULAR_DEAL_POINTS} points.</Trans>
        </p>
        {unplacedRefusal ? <RefusalMessage refusal={unplacedRefusal} /> : null}
        <div className={formStyles.actions}>
          <Button type="submit" disabled={form.submitting || submitDeal.pending || updateDeal.isPending}>
            {editing ? <Trans>Save changes</Trans> : <Trans>Submit deal</Trans>}
          </Button>
        </div>
      </form>
    </SidebarLayout>
  );
}
