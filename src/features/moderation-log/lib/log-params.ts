import * as v from 'valibot';

/** /moderation-log?page: anything but a whole page number ≥ 1 falls back to the first page (§4). */
export const ModerationLogSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});
