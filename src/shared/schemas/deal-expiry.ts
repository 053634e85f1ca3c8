import * as v from 'valibot';

/**
 * POST /api/deals/{id}/expired, for the deal's author only: `true` marks the deal expired now, `false` makes it current
 * again (no end date). Answers the updated deal detail.
 */
export const DealExpiryBodySchema = v.object({ expired: v.boolean('expired must be true or false') });
export type DealExpiryBody = v.InferInput<typeof DealExpiryBodySchema>;
