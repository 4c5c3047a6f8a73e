/**
 * One caller's count for one UTC day as the store holds it (`usage/<day>/<caller>`).
 * Besides the count, each record remembers the latest write number of the
 * last few processes that wrote it. A process whose write failed without an
 * answer (a timeout: the store may have applied it or not) reads the record
 * back and knows from its own entry whether that write landed, so it never
 * adds the same increments twice.
 */
import * as z from 'zod';

/** Writers remembered per record: enough for every process that writes one counter within a flush or two. */
export const REMEMBERED_WRITERS = 8;

export const UsageRecord = z.object({
  count: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  writers: z.record(z.string().regex(/^[0-9a-f]{16}$/), z.number().int().positive()).optional(),
});
export type UsageRecord = z.infer<typeof UsageRecord>;

/** Null when the data is not a usage record: a broken invariant, never read as zero. */
export const readUsageRecord = (data: unknown): UsageRecord | null => {
  const parsed = UsageRecord.safeParse(data);
  return parsed.success ? parsed.data : null;
};

/** The record after `writer`'s write number `seq` sets the count to `count`; this writer becomes the newest entry. */
export const nextUsageRecord = (previous: UsageRecord | null, count: number, writer: string, seq: number): UsageRecord => {
  const kept = Object.entries(previous?.writers ?? {}).filter(([id]) => id !== writer);
  const writers = Object.fromEntries([...kept.slice(-(REMEMBERED_WRITERS - 1)), [writer, seq]]);
  return { count, writers };
};

/** Whether the record shows that `writer`'s write number `seq` (or a later one) was applied. */
export const hasWrite = (record: UsageRecord | null, writer: string, seq: number): boolean => (record?.writers?.[writer] ?? 0) >= seq;
