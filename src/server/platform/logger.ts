import type { LogLevel } from './env';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Named escapes for the control characters a stack trace or a message commonly holds. */
const NAMED_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Characters a terminal or a log viewer acts on instead of showing: C0 controls (ESC starts colour, cursor and
 * screen-clearing sequences; NUL cuts lines in some tools), DEL, C1 controls (U+009B is a one-byte CSI), the Unicode
 * line and paragraph separators, and the bidi marks, overrides and isolates (which reorder what a line appears to
 * say); and the backslash, so an escape written by the caller cannot pass for one written here.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole purpose
const NEEDS_ESCAPE = /[\\\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` with every control character written as an escape (`\x1b`, `\u2028`, `\n`) and every backslash doubled, so a
 * value taken from a request (its path, a header) can neither drive the terminal that shows the log nor pass for a
 * line of its own.
 */
export function escapeControls(text: string): string {
  return text.replace(NEEDS_ESCAPE, (char) => {
    const code = char.charCodeAt(0);
    return NAMED_ESCAPES[char] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
  });
}

/**
 * One line per event, `key=value` pairs after the message so logs stay grep-able. Every part goes through
 * `escapeControls`; values holding spaces, line breaks, quotes or `=` are quoted as well, which keeps a stack trace on
 * one line and a value from passing for further pairs.
 */
export function formatLine(level: string, message: string, fields: LogFields = {}): string {
  const parts = [new Date().toISOString(), level.toUpperCase(), escapeControls(message)];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = String(value);
    const escaped = escapeControls(text);
    parts.push(`${escapeControls(key)}=${/[\s"=]/.test(text) || text === '' ? `"${escaped.replaceAll('"', '\\"')}"` : escaped}`);
  }
  return parts.join(' ');
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const at = (lineLevel: Exclude<LogLevel, 'silent'>) => (message: string, fields?: LogFields) => {
    if (RANK[lineLevel] >= RANK[level]) write(formatLine(lineLevel, message, fields));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
