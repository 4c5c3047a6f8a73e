/**
 * GET /v1/sources as data: every declared upstream with its own date and
 * checksum, every rejected source, and the gaps the service declares.
 *
 * The build's fetch time is deliberately not reported: two builds from the
 * same sources write identical output. `sourceDate` is the source's own date
 * instead: an HTS revision's publication date from the revision catalogue, or
 * the date the manifest's release names; null when no stored source states one.
 */
import type { DeclaredGap, RejectedSource, Upstream } from '../schema/reference-responses.ts';
import type { Revision } from '../schema/revision.ts';
import type { SourcesManifest } from '../schema/sources.ts';

export const DECLARED_GAPS: DeclaredGap[] = [
  { id: 'trade-volumes', statement: 'No import or export volumes or values: the service holds no trade statistics.' },
  { id: 'duty-collected', statement: 'No duty actually collected: estimates are computed from published rates, never from customs receipts.' },
];

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The source's own date from a manifest release text, with what it is. */
export const sourceDate = (release: string, revisions: readonly Revision[]): { on: string | null; basis: string } => {
  const revision = revisions.find((r) => r.release === release);
  if (revision) return { on: revision.publishedOn, basis: `Publication date of ${release} (revision catalogue)` };
  const day = /\b(\d{4}-\d{2}-\d{2})\b/.exec(release);
  if (day?.[1]) return { on: day[1], basis: `Date stated in the release: ${release}` };
  const month = /\b([A-Za-z]+) (\d{4})\b/.exec(release);
  const index = month?.[1] ? MONTHS.indexOf(month[1].toLowerCase()) : -1;
  if (month?.[2] && index >= 0) return { on: `${month[2]}-${String(index + 1).padStart(2, '0')}`, basis: `Edition month stated in the release: ${release}` };
  return { on: null, basis: `No date stated for this release: ${release}` };
};

export const describeSources = (
  manifest: SourcesManifest,
  revisions: readonly Revision[],
  rejected: readonly RejectedSource[],
): { upstreams: Upstream[]; rejected: RejectedSource[]; gaps: DeclaredGap[] } => {
  const { hts } = manifest;
  const dated = new Map(revisions.map((r) => [r.id, r]));
  const upstreams: Upstream[] = hts.revisions.map((r) => {
    const revision = dated.get(r.id);
    return {
      id: `hts-${r.id.replaceAll('_', '-')}`,
      kind: 'hts-revision',
      name: `Harmonized Tariff Schedule of the United States, ${r.release}`,
      publisher: hts.publisher,
      officialUrl: r.officialUrl,
      copiedFrom: hts.mirrorOrigin,
      release: r.release,
      licence: hts.licence,
      sourceDate: revision?.publishedOn ?? null,
      sourceDateBasis: revision
        ? `Publication date of ${r.release} (${revision.dateSource === 'curated' ? 'curated, with its source quoted' : revision.dateSource === 'publisher-release-list' ? "the publisher's release list" : 'revision_dates.csv'})`
        : 'Not in the revision catalogue',
      current: r.id === hts.current,
      file: r.file,
      bytes: r.bytes,
      checksum: { algorithm: 'sha256', value: r.sha256 },
      contentSha256: r.contentSha256,
    };
  });
  upstreams.push({
    id: 'hts-revision-dates',
    kind: 'hts-revision-dates',
    name: 'Publication dates of the HTS revisions (content/revision-dates.json)',
    publisher: "Curated by the project from The Budget Lab at Yale's revision_dates.csv and the publisher's release list",
    officialUrl: hts.dates.officialUrl,
    copiedFrom: hts.dates.origin,
    release: null,
    licence: "MIT (the tracker's dates)",
    sourceDate: null,
    sourceDateBasis: 'A curated table with no edition date; each row dates one revision',
    current: false,
    file: hts.dates.file,
    bytes: hts.dates.bytes,
    checksum: { algorithm: 'sha256', value: hts.dates.sha256 },
    contentSha256: null,
  });
  for (const r of manifest.reference) {
    const date = sourceDate(r.release, revisions);
    upstreams.push({
      id: r.id,
      kind: 'reference',
      name: r.name,
      publisher: r.publisher,
      officialUrl: r.officialUrl,
      copiedFrom:
        r.fetchUrl !== undefined
          ? `read at build time from ${r.fetchUrl}${r.excerptFrom !== undefined ? ` (its header and every line from the first holding "${r.excerptFrom}")` : ''}`
          : r.debianPath !== undefined
            ? `read at build time from Debian's package that installs ${r.debianPath}`
            : `committed in the project at ${manifest.referenceDir}/${r.file}`,
      release: r.release,
      licence: r.licence,
      sourceDate: date.on,
      sourceDateBasis: date.basis,
      current: false,
      file: r.file,
      bytes: r.bytes,
      checksum: { algorithm: 'sha256', value: r.sha256 },
      contentSha256: null,
    });
  }
  return { upstreams, rejected: [...rejected], gaps: DECLARED_GAPS };
};
