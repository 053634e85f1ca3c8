import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The W3C Nu HTML Checker, as the `vnu-jar` package ships it (it runs on Java). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * A run of a few seconds gains nothing from the JVM's optimising compiler or parallel collector, which more than double
 * its CPU time (measured: about 2 s instead of 5 s for eight pages); the checker's schema asks for a deep stack.
 */
const JVM_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

interface VnuMessage {
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * The checker's errors in each named document, as readable lines (`line:column message «markup»`), with every name
 * present (an empty list when valid). All documents go through one checker run: the JVM's start is most of its time.
 */
export function htmlErrors(documents: Readonly<Record<string, string>>): Record<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'html-checker-'));
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const path = join(dir, `${index}.html`);
      writeFileSync(path, html);
      return { name, path };
    });
    const run = spawnSync(
      'java',
      [...JVM_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files.map((f) => f.path)],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw new Error(`the HTML checker needs Java (Debian: apt-get install default-jre-headless): ${run.error.message}`);
    // It exits with 1 when it found errors; any other failure leaves no report to read.
    if (run.status !== 0 && run.status !== 1) throw new Error(`the HTML checker failed (${String(run.status)}): ${run.stderr}`);
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors: Record<string, string[]> = Object.fromEntries(files.map((f) => [f.name, []]));
    for (const message of messages) {
      // The checker names each document by a URL of its own form (`file:/tmp/…`).
      const path = message.url ? fileURLToPath(message.url) : undefined;
      const name = files.find((f) => f.path === path)?.name ?? 'the checker itself';
      const extract = message.extract ? ` «${message.extract.replace(/\s+/g, ' ').trim()}»` : '';
      (errors[name] ??= []).push(`${message.lastLine ?? '?'}:${message.lastColumn ?? '?'} ${message.message}${extract}`);
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
