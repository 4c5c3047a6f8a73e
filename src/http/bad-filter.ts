/** Spec 7.2: an invalid filter on a list endpoint is a 400 with `{error, details[]}`, one detail per invalid parameter. */
import * as z from 'zod';
import { DatasetVersions } from '../lib/schema/envelope.ts';

export const BadFilter = z.object({
  error: z.string(),
  details: z.array(z.string()).min(1),
  datasetVersions: DatasetVersions,
});
export type BadFilter = z.infer<typeof BadFilter>;
