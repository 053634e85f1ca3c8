import { describe, expect, it } from 'vitest';
import { afterAnswerQueue } from '@/server/platform/after-answer';
import { memoryLogger } from '../helpers/app';

describe('work after the answer', () => {
  it('starts only after the code that asked for it has returned, and idle() waits for all of it', async () => {
    const queue = afterAnswerQueue(memoryLogger());
    const events: string[] = [];
    queue.run('first', async () => {
      events.push('task started');
      await new Promise((done) => setTimeout(done, 20));
      events.push('task done');
    });
    events.push('answered');
    await queue.idle();
    expect(events).toEqual(['answered', 'task started', 'task done']);
  });

  it('logs a failed task under its name instead of throwing it at anybody', async () => {
    const logger = memoryLogger();
    const queue = afterAnswerQueue(logger);
    queue.run('sign-in code', () => Promise.reject(new Error('SMTP refused')));
    await queue.idle();
    expect(logger.records).toEqual([{ level: 'error', message: 'sign-in code failed', fields: { error: 'SMTP refused' } }]);
  });
});
