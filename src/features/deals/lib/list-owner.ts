/**
 * A shop's or an author's own list of deals: their page lists their deals even when the member muted them, so its
 * cards do not offer to mute them (DealList's `listOf`).
 */
export interface ListOwner {
  shopId?: number;
  userId?: number;
}
