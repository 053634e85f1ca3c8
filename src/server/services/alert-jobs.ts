import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alertJobs } from '../db/schema';
import type { Logger } from '../platform/logger';
import { workerLoop, type WorkerLoop } from '../platform/worker-loop';
import { fanOut, type AlertTrigger } from './alert-triggers';

/** Jobs one pass claims. */
const BATCH = 20;
/** How long a claimed job is left alone by other instances: far beyond the fan-out of one deal to every member. */
const LEASE_MS = 60_000;
/** A job that failed this many times (a bug, not a blip: the database answers) is dropped with an error in the log. */
export const ALERT_JOB_MAX_ATTEMPTS = 5;

export interface AlertJobsOptions {
  db: Db;
  logger: Logger;
  /** Called after jobs told members: their pushes are queued and can go now. */
  onTold: () => void;
  /** The clock; tests move it past a lease. */
  now?: () => Date;
}

interface ClaimedJob {
  id: number;
  dealId: number;
  trigger: string;
  at: Date;
  attempts: number;
}

/**
 * The worker of the alert outbox (`alert_jobs`): claims due jobs with a lease (FOR UPDATE SKIP LOCKED, so instances
 * share them and never take the same one), and runs each in its own transaction that also deletes it: a job is done
 * exactly when its news is committed. A worker that dies mid-job leaves its transaction uncommitted and the row leased;
 * another takes it when the lease ends.
 */
export function createAlertJobs({ db, logger, onTold, now = () => new Date() }: AlertJobsOptions): WorkerLoop {
  function claim(at: Date): Promise<ClaimedJob[]> {
    const due = db
      .select({ id: alertJobs.id })
      .from(alertJobs)
      // Due by the database's clock or by ours, whichever is later (rows are stamped by the database's now()).
      .where(lte(alertJobs.nextAttemptAt, sql`greatest(now(), ${at})`))
      .orderBy(alertJobs.nextAttemptAt, alertJobs.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(alertJobs)
      .set({ nextAttemptAt: new Date(at.getTime() + LEASE_MS), attempts: sql`${alertJobs.attempts} + 1` })
      .where(inArray(alertJobs.id, due))
      .returning({
        id: alertJobs.id,
        dealId: alertJobs.dealId,
        trigger: alertJobs.trigger,
        at: alertJobs.at,
        attempts: alertJobs.attempts,
      });
  }

  async function run(job: ClaimedJob): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        await fanOut(tx, { dealId: job.dealId, trigger: job.trigger as AlertTrigger, at: job.at });
        await tx.delete(alertJobs).where(eq(alertJobs.id, job.id));
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (job.attempts < ALERT_JOB_MAX_ATTEMPTS) {
        // The lease brings it back; the other jobs of the batch go on.
        logger.warn('alert job failed', { job: job.id, deal: job.dealId, attempts: job.attempts, error: reason });
        return;
      }
      logger.error('alert job dropped', { job: job.id, deal: job.dealId, attempts: job.attempts, error: reason });
      await db.delete(alertJobs).where(eq(alertJobs.id, job.id));
    }
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const jobs = await claim(now());
      if (jobs.length === 0) return;
      for (const job of jobs) await run(job);
      onTold();
    }
  }

  return workerLoop('alert jobs', drainOnce, logger);
}
