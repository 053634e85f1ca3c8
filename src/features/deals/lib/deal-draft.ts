import type { DealFormValues } from '@/shared/schemas/deal-submission';
import type { UploadedPicture } from '../api/upload-deal-picture';

/** The add-deal form as typed, with its uploaded pictures: kept in local storage so a reload or a crash loses nothing. */
export interface DealDraft {
  values: DealFormValues;
  pictures: UploadedPicture[];
}

const KEY = 'okazje:deal-draft';

export const EMPTY_DEAL_FORM: DealFormValues = {
  url: '',
  title: '',
  description: '',
  new_price: '',
  old_price: '',
  lowest_price_30d: '',
  currency: 'PLN',
  free_shipping: false,
  shipping: '',
  coupon_code: '',
  category: '',
  released_at: '',
  expires_at: '',
};

const isPicture = (value: unknown): value is UploadedPicture =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedPicture).id === 'number' &&
  typeof (value as UploadedPicture).url === 'string' &&
  (value as UploadedPicture).url.startsWith('/media/');

/** The saved draft, or null. A draft from an older form (or edited by hand) keeps only the fields this form knows. */
export function loadDealDraft(): DealDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const saved = parsed as { values?: Record<string, unknown>; pictures?: unknown };
  const values = { ...EMPTY_DEAL_FORM };
  for (const name of Object.keys(EMPTY_DEAL_FORM) as (keyof DealFormValues)[]) {
    const value = saved.values?.[name];
    if (typeof value === typeof EMPTY_DEAL_FORM[name]) Object.assign(values, { [name]: value });
  }
  const pictures = Array.isArray(saved.pictures) ? saved.pictures.filter(isPicture) : [];
  return { values, pictures };
}

export function saveDealDraft(draft: DealDraft): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or denied (private mode): the form still works, only without a draft.
  }
}

export function clearDealDraft(): void {
  localStorage.removeItem(KEY);
}
