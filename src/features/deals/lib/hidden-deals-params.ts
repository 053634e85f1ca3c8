import { pageNumber, searchSchema } from '@/lib/search-schema';

/** /account/hidden-deals?page=N */
export const HiddenDealsSearchSchema = searchSchema({ page: pageNumber() });
