import { eq } from 'drizzle-orm';
import type { AnonymousDevice } from '@/shared/schemas/rewards';
import type { Db } from '../db/client';
import { anonymousDevices } from '../db/schema';

/** POST /api/anonymous/: registering the same id again changes nothing (and never detaches it from its user). */
export async function registerAnonymousDevice(db: Db, id: string): Promise<{ device: AnonymousDevice; created: boolean }> {
  const inserted = await db.insert(anonymousDevices).values({ id }).onConflictDoNothing().returning();
  const row = inserted[0] ?? (await db.select().from(anonymousDevices).where(eq(anonymousDevices.id, id)))[0];
  if (!row) throw new Error(`anonymous device ${id} vanished after its insert`);
  return { device: { id: row.id, created_at: row.createdAt.toISOString() }, created: inserted.length > 0 };
}
