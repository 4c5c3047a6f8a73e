import type { z } from 'zod';
import { err, ok, type Result } from '../result.ts';

/** Longest query value accepted; longer is a bad filter, never truncated. */
export const MAX_PARAM_LENGTH = 256;

/** A parameter's own longest value, when its schema declares one with .meta({ maxLength }) (also its JSON Schema). */
export const maxLengthOf = (field: unknown): number => {
  const declared = (field as { meta?: () => { maxLength?: unknown } | undefined }).meta?.()?.maxLength;
  return typeof declared === 'number' ? declared : MAX_PARAM_LENGTH;
};

/**
 * Query string -> validated filters, or one detail per invalid parameter.
 * Unknown and repeated parameters are errors: a query is never run with a
 * filter silently dropped.
 */
export const readParams = <S extends z.ZodObject>(
  schema: S,
  entries: Iterable<[string, string]>,
): Result<z.output<S>, string[]> => {
  const details: string[] = [];
  const values: Record<string, string> = Object.create(null);
  const allowed = new Set(Object.keys(schema.shape));
  const list = [...entries];
  const seen = new Map<string, number>();
  for (const [key] of list) seen.set(key, (seen.get(key) ?? 0) + 1);
  const reported = new Set<string>();
  for (const [key, value] of list) {
    if (!allowed.has(key)) {
      details.push(`${printable(key)}: unknown parameter; accepted: ${[...allowed].join(', ')}`);
    } else if (seen.get(key)! > 1) {
      // Which of its values is meant cannot be known, so none is used, not even to check the others against.
      if (!reported.has(key)) details.push(`${key}: given more than once`);
      reported.add(key);
    } else if (value.length > maxLengthOf(schema.shape[key])) {
      details.push(`${key}: longer than ${maxLengthOf(schema.shape[key])} characters`);
    } else if (/[\u0000-\u001f\u007f]/.test(value)) {
      details.push(`${key}: contains control characters`);
    } else {
      values[key] = value;
    }
  }
  const parsed = schema.safeParse({ ...values });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (!details.some((d) => d.startsWith(`${key}:`))) details.push(`${key}: ${issue.message}`);
    }
  }
  return details.length > 0 || !parsed.success ? err(details) : ok(parsed.data);
};

const printable = (s: string): string => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);
