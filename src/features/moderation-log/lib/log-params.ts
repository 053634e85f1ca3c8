import { pageNumber, searchSchema } from '@/lib/search-schema';

/** /moderation-log?page: anything but a whole page number ≥ 1 falls back to the first page. */
export const ModerationLogSearchSchema = searchSchema({
  page: pageNumber(),
});
