import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMailer } from '@/server/mail/mailer';

describe('the outbox mailer (mail without SMTP)', () => {
  it('leaves only whole mails in the outbox, one JSON file per mail, readable while others are being written', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    const mailer = outboxMailer(dir);
    const text = `Twój kod: 123456\n${'x'.repeat(200_000)}`;
    const sending = Promise.all(
      Array.from({ length: 20 }, (_, index) => mailer.send({ to: `m${index}@example.com`, subject: 'Kod', text, html: '' })),
    );
    // Read while the mails are being written, as a person or a test polling for a code would.
    const seen: unknown[] = [];
    const read = () => {
      // On a busy machine the first mail may not have made the folder yet: nothing to read then.
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir).filter((file) => file.endsWith('.json')))
        seen.push(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    };
    await new Promise((resolve) => setTimeout(resolve, 0));
    read();
    await sending;
    read();
    const names = readdirSync(dir);
    expect(names).toHaveLength(20);
    expect(names.every((name) => name.endsWith('.json'))).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(20);
    expect(JSON.parse(readFileSync(join(dir, names[0] ?? ''), 'utf8'))).toMatchObject({ subject: 'Kod', text });
  });
});
