import type { Logger } from './logger';

/** Work that runs once the answer is on its way: the answer never waits for it, so its timing tells nothing about it. */
export interface AfterAnswer {
  /** Starts `task` after the current handler has returned; a failure is logged under `name`, never thrown. */
  run(name: string, task: () => Promise<void>): void;
  /** Settles when every task started so far has settled (tests wait for it). */
  idle(): Promise<void>;
}

export function afterAnswerQueue(logger: Pick<Logger, 'error'>): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = new Promise<void>((started) => setImmediate(started))
        .then(task)
        .catch((error: unknown) => {
          logger.error(`${name} failed`, { error: error instanceof Error ? error.message : String(error) });
        })
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
