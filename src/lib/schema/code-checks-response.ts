import { CodeChecks } from './code-check.ts';
import { Envelope } from './envelope.ts';
import { AsOfRevision } from './line-history.ts';

/** POST /v1/code-checks: the check, with the envelope, and with asOf the revision in force on that date. */
export const CodeChecksResponse = Envelope.extend(CodeChecks.shape).extend({
  asOf: AsOfRevision.optional().describe('Present when asOf was sent: the archived revision the codes were checked against'),
});
export type CodeChecksResponse = import('zod').infer<typeof CodeChecksResponse>;
