import type { Logger } from './logger';

/** A background worker of an outbox table: any instance may run one, and they share the rows through their leases. */
export interface WorkerLoop {
  /** Does every job that is due now, then returns. Never throws: failures are logged and the rows retried later. */
  drain(): Promise<void>;
  /** Asks for a drain soon, after the write that queued jobs has committed; a no-op until `start`. */
  kick(): void;
  /** Drains at once and every `pollMs` (retries, rows left by a restart), and on every kick. */
  start(pollMs: number): void;
  /** Stops the timer and waits for a drain in progress. */
  stop(): Promise<void>;
}

/**
 * The loop around one outbox's `drainOnce`: one drain at a time per instance, and a kick during a drain runs it once
 * more after it, so rows committed meanwhile are not left to the next poll.
 */
export function workerLoop(name: string, drainOnce: () => Promise<void>, logger: Logger): WorkerLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drainOnce();
        } catch (error) {
          logger.error(`${name} unreadable`, { error: error instanceof Error ? error.message : String(error) });
          return;
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    drain,
    kick() {
      if (started) void drain();
    },
    start(pollMs) {
      started = true;
      void drain();
      timer = setInterval(() => void drain(), pollMs);
      timer.unref();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      await running;
    },
  };
}
