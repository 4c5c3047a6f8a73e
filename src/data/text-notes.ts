/**
 * The revisions whose held text is not the publisher's own file of them (a
 * declared mirror exception, e.g. the mirror's 2026 Rev 5 holding Rev 7's text)
 * carry a textNote saying so, read from the file actually resolved: a build that
 * downloaded the publisher's file has none.
 */
import type { Revision } from '../lib/schema/revision.ts';
import type { SourcesManifest } from '../lib/schema/sources.ts';
import { heldException } from './pull-sources.ts';

export const withTextNotes = (revisions: readonly Revision[], manifest: SourcesManifest): Revision[] => {
  const byId = new Map(manifest.hts.revisions.map((r) => [r.id, r]));
  return revisions.map((r) => {
    const declared = byId.get(r.id);
    const exception = declared ? heldException(declared) : null;
    return exception ? { ...r, textNote: exception.note } : r;
  });
};
