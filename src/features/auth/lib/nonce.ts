export interface Nonce {
  /** Sent to our API. */
  raw: string;
  /** SHA-256 of `raw` in hex, handed to Apple, which puts it in the identity token's `nonce` claim. */
  hashed: string;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh random nonce for one Apple sign-in attempt, so a captured identity token cannot be replayed. */
export async function createNonce(): Promise<Nonce> {
  const raw = toHex(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(raw));
  return { raw, hashed: toHex(new Uint8Array(digest)) };
}
