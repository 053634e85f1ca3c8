/** Answers the idempotency key one user action carries (sent as `Idempotency-Key`, kept across retries and replays). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
