import { positiveWhole, searchSchema, textUpTo, type SearchOutput } from '@/lib/search-schema';

/** Text a share may carry; longer values are not a link someone shared and are dropped. */
const SharedText = textUpTo(4096, undefined);

/**
 * The search of /add-deal when the installed app is a share target (manifest `share_target`, GET): the sharing app
 * names what it sends `url`, `text` or `title`. Anything else, or anything unreadable, is ignored.
 */
export const SharedDealSearchSchema = searchSchema({ url: SharedText, text: SharedText, title: SharedText });
export type SharedDealSearch = SearchOutput<typeof SharedDealSearchSchema>;

/** The search of /add-deal: a share (above), or `edit`, the id of the author's deal to edit instead. */
export const AddDealSearchSchema = searchSchema({
  ...SharedDealSearchSchema.fields,
  edit: positiveWhole,
});

/**
 * The product link in a share. Android apps mostly put it in `text` ("Zobacz to: https://…"), some in `url`, a few in
 * `title`; the first http(s) address found wins, without the punctuation that often follows it in a sentence.
 */
export function sharedLink({ url, text, title }: SharedDealSearch): string | null {
  for (const candidate of [url, text, title]) {
    const match = candidate?.match(/https?:\/\/[^\s<>"]+/i)?.[0]?.replace(/[.,;:!?)\]]+$/, '');
    if (match && URL.canParse(match)) return match;
  }
  return null;
}
