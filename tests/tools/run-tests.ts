/**
 * `npm test`: every check CI runs, stage after stage, failing at the first stage that fails. Phases in one stage run at
 * once when they use different resources (a single-threaded checker beside another), and their output lines carry the
 * phase's name. Each phase's time is printed as it ends, and all of them at the end, so a slow CI names its slow phase.
 */
import { spawn } from 'node:child_process';

interface Phase {
  name: string;
  /** An npm script of package.json. */
  script: string;
}

/** The two type-aware checkers each keep one core busy; formatting and catalogs are quick and go beside them. */
const STAGES: Phase[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [
    { name: 'format', script: 'format:check' },
    { name: 'i18n', script: 'i18n:check' },
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'server', script: 'test:server' }],
  [{ name: 'build', script: 'build' }],
  [{ name: 'e2e', script: 'test:e2e' }],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** Copies a child's output line by line, named when it shares the terminal with another phase. */
function relay(from: NodeJS.ReadableStream, to: NodeJS.WriteStream, prefix: string): void {
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) to.write(`${prefix}${line}\n`);
  });
  from.on('end', () => {
    if (rest) to.write(`${prefix}${rest}\n`);
  });
}

function run(phase: Phase, shared: boolean): Promise<{ phase: Phase; ok: boolean; ms: number }> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', phase.script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = shared ? `[${phase.name}] ` : '';
  relay(child.stdout, process.stdout, prefix);
  relay(child.stderr, process.stderr, prefix);
  return new Promise((done) => {
    child.on('close', (code) => {
      const ms = performance.now() - started;
      process.stdout.write(`\n=== ${phase.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}\n\n`);
      done({ phase, ok: code === 0, ms });
    });
  });
}

const times: string[] = [];
const started = performance.now();
let failed: string | undefined;
for (const stage of STAGES) {
  const stageStarted = performance.now();
  const results = await Promise.all(stage.map((phase) => run(phase, stage.length > 1)));
  for (const { phase, ms } of results) times.push(`${phase.name.padEnd(10)} ${seconds(ms).padStart(6)}`);
  if (stage.length > 1) times.push(`${'(together)'.padEnd(10)} ${seconds(performance.now() - stageStarted).padStart(6)}`);
  failed = results.find((result) => !result.ok)?.phase.name;
  if (failed) break;
}
times.push(`${'total'.padEnd(10)} ${seconds(performance.now() - started).padStart(6)}`);
process.stdout.write(`Phase times:\n${times.map((line) => `  ${line}`).join('\n')}\n`);
if (failed) {
  process.stdout.write(`npm test failed in ${failed}\n`);
  process.exitCode = 1;
}
