/** The caller's vote on a deal or comment (§3 Vote record): 1 up, -1 down, 0 none. */
export type VoteValue = -1 | 0 | 1;

/** §4 Vote: pressing a direction votes that way; pressing the direction already chosen clears the vote. */
export function nextVote(current: VoteValue, like: boolean): VoteValue {
  const pressed: VoteValue = like ? 1 : -1;
  return current === pressed ? 0 : pressed;
}

/**
 * §4 Vote: the displayed count is the server's count adjusted by the user's own change, so the number moves at once
 * (optimistically) and moves back by the same amount when the change is undone.
 */
export function adjustVoteCount(count: number, from: VoteValue, to: VoteValue): number {
  return count - from + to;
}
