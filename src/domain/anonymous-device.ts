import { apiRequest } from '@/lib/http';
import { readStored, writeStored } from '@/lib/storage';

const DEVICE_ID_KEY = 'anonymousDeviceId';
const REGISTERED_KEY = 'anonymousDeviceRegistered';

/** This browser's anonymous device id (POST /anonymous/), made once and kept in localStorage. */
export function anonymousDeviceId(): string {
  const stored = readStored(DEVICE_ID_KEY);
  if (stored) return stored;
  const id = crypto.randomUUID();
  writeStored(DEVICE_ID_KEY, id);
  return id;
}

/**
 * Registers the device with the API once, so what a guest keeps on this browser can move to the account at
 * sign-in (the id travels as `anonymous_device_id`). Best effort: offline or failing, it is tried at the next start.
 */
export async function registerAnonymousDevice(): Promise<void> {
  const id = anonymousDeviceId();
  if (readStored(REGISTERED_KEY) === id) return;
  try {
    await apiRequest('anonymous', { method: 'POST', body: { id }, headers: { 'Idempotency-Key': `anonymous-${id}` } });
    writeStored(REGISTERED_KEY, id);
  } catch {
    // Not worth a message: the next start tries again.
  }
}
