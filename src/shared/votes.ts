/** The caller's vote on a deal or comment: 1 up, -1 down, 0 none. */
export type VoteValue = -1 | 0 | 1;

export type VoteEntityType = 'deal' | 'comment';

/**
 * Pressing a direction votes that way; pressing the direction already chosen clears the vote. The server
 * applies it to the stored vote, the client to its optimistic copy, so both always land on the same vote.
 */
export function nextVote(current: VoteValue, like: boolean): VoteValue {
  const pressed: VoteValue = like ? 1 : -1;
  return current === pressed ? 0 : pressed;
}

/** An entity's count after one user's vote changes from `from` to `to` (a flip moves it by 2). */
export function adjustVoteCount(count: number, from: VoteValue, to: VoteValue): number {
  return count - from + to;
}
