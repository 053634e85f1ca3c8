import * as v from 'valibot';

/** Text a share may carry; longer values are not a link someone shared and are dropped. */
const SharedText = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(4096))), undefined);

/**
 * The search of /add-deal when the installed app is a share target (manifest `share_target`, GET): the sharing app
 * names what it sends `url`, `text` or `title`. Anything else, or anything unreadable, is ignored.
 */
export const SharedDealSearchSchema = v.object({ url: SharedText, text: SharedText, title: SharedText });
export type SharedDealSearch = v.InferOutput<typeof SharedDealSearchSchema>;

/** The search of /add-deal: a share (above), or `edit`, the id of the author's deal to edit instead. */
export const AddDealSearchSchema = v.object({
  ...SharedDealSearchSchema.entries,
  edit: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
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
