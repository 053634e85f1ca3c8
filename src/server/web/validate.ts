import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { AppError } from '../platform/errors';
import type { AppEnv } from './types';

type StringRecordSchema = v.GenericSchema<Record<string, string>, unknown>;

/** "page must be at least 1" already names its field; bare messages get the field prefixed. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const field = v.getDotPath(issue);
  if (!field || issue.message.includes(field)) return issue.message;
  return `${field}: ${issue.message}`;
}

/** How many arrays and objects deep a JSON body may nest (the body itself is the first): no schema here needs more. */
const JSON_MAX_DEPTH = 64;

/**
 * Why a parsed JSON body is refused before any schema, or null when it is not. The walk keeps its own stack: a body
 * under the size limit can nest 100 000 levels deep, which a recursive walk (or valibot's) would overflow into a 500.
 */
function bodyProblem(body: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'text must not contain NUL characters';
    } else if (value !== null && typeof value === 'object') {
      if (depth > JSON_MAX_DEPTH) return `The body must not nest more than ${JSON_MAX_DEPTH} levels deep`;
      for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text: every JSON body is refused with a 400 for it here, before any schema, so
 * no field (a username, a comment, a keyword) can turn it into a driver error (500). So is a body nested too deep.
 */
function parseBodyOrThrow<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const problem = bodyProblem(body);
  if (problem !== null) throw new AppError('ValidationError', problem);
  return parseOrThrow(schema, body);
}

export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new AppError('ValidationError', describeIssues(result.issues));
  return result.output;
}

/**
 * A repeated query key (`?page=1&page=2`) is ambiguous: refuse it instead of guessing which one counts. A value with
 * U+0000 (`?search=%00`) is refused as in bodies: PostgreSQL cannot take it even as a search term (500).
 */
function singleValues(query: Record<string, string | string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value) && value.length > 1) throw new AppError('ValidationError', `${key} must be given once`);
    const single = Array.isArray(value) ? value[0] : value;
    if (single === undefined) continue;
    if (single.includes('\u0000')) throw new AppError('ValidationError', `${key} must not contain NUL characters`);
    out[key] = single;
  }
  return out;
}

export const validateQuery = <S extends StringRecordSchema>(schema: S) =>
  validator('query', (query): v.InferOutput<S> => parseOrThrow(schema, singleValues(query)));

export const validateParam = <S extends StringRecordSchema>(schema: S) =>
  validator('param', (params: Record<string, string>): v.InferOutput<S> => parseOrThrow(schema, params));

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** Hono's json validator parses the body first (malformed JSON → 400); this adds the content type and the schema. */
export const validateJson = <S extends v.GenericSchema>(schema: S) =>
  validator('json', (body, c): v.InferOutput<S> => {
    if (!JSON_TYPE.test(c.req.header('Content-Type') ?? '')) {
      throw new AppError('ValidationError', 'Content-Type must be application/json');
    }
    return parseBodyOrThrow(schema, body);
  });

/**
 * For mutations whose body has no fields: no body at all is fine (a bare POST from a queue), and a body that is
 * sent must still be JSON that matches the schema.
 */
export function optionalJsonBody(schema: v.GenericSchema): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const text = await c.req.text();
    if (text.trim() !== '') {
      if (!JSON_TYPE.test(c.req.header('Content-Type') ?? '')) {
        throw new AppError('ValidationError', 'Content-Type must be application/json');
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new AppError('ValidationError', 'The body is not valid JSON');
      }
      parseBodyOrThrow(schema, body);
    }
    await next();
  };
}
