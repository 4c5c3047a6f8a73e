import { z } from 'zod';
import { createHtsStore } from '../query/hts-store.ts';
import { SectionSummary } from '../schema/chapters.ts';
import { Envelope } from '../schema/envelope.ts';
import { RevisionRef } from '../schema/revision-ref.ts';
import { lineOffsets, packedHtsnos, unpackLine, type PackedSchedule } from './pack-lines.ts';

/** The functions' bundled index of the schedule: written by the build, read lazily by the functions. */
export const HtsIndexHeader = Envelope.extend({ revision: RevisionRef, sections: z.array(SectionSummary) });
export type HtsIndex = z.infer<typeof HtsIndexHeader> & { schedule: PackedSchedule };

export const hydrateHts = (index: HtsIndex) => {
  const { datasetVersions, htsRelease, licence, attribution, revision, sections } = index;
  const offsets = lineOffsets(index.schedule);
  return {
    envelope: { datasetVersions, htsRelease, licence, attribution },
    revision,
    sections,
    // Lines are unpacked when first touched: a cold lookup unpacks one, a list all of them.
    store: createHtsStore({ htsnos: packedHtsnos(index.schedule, offsets), line: (i) => unpackLine(index.schedule, offsets[i]!) }),
  };
};
