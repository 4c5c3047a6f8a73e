/**
 * The publisher's release list (GET https://hts.usitc.gov/reststop/releaseList) read as our revisions.
 *
 * Its shape, as public code that calls it documents it (SmartyJohnway/Handy-Tariff-Smarty
 * netlify/functions/get-hts-release-list.ts, whose comment records an answer; Budget-Lab-Yale/tariff-rate-tracker
 * src/01_scrape_revision_dates.R, which requires `name`, `releaseStartDate` and `status`): a JSON array of
 * `{ id: { timestamp, date }, name: "2025HTSRev28", description: "2025 HTS Revision 28", date: "11/10/2025",
 * time, title, creator, status: "current", target, releaseStartDate: "11/10/2025", releaseEndDate: null,
 * mergedRevisions: null }`. Names other than `<year>HTSBasic` / `<year>HTSRev<n>` are not revisions and are skipped.
 */
import * as z from 'zod';
import { compareRevisionKeys, parseRevisionId, releaseName, revisionId } from '../changes/revision-id.ts';
import { err, ok, type Result } from '../result.ts';

export const PublisherRelease = z.looseObject({
  name: z.string(),
  description: z.string().nullish(),
  status: z.string().nullish(),
  releaseStartDate: z.string().nullish(),
});
export const PublisherReleaseList = z.array(PublisherRelease).min(1);

/** A release of the list that is a revision of the schedule. */
export interface PublishedRevision {
  /** The publisher's name, verbatim: 2026HTSRev11. */
  release: string;
  /** Ours: 2026_rev_11. */
  id: string;
  year: number;
  number: number;
  /** releaseStartDate as YYYY-MM-DD; null when the list gives none. */
  publishedOn: string | null;
  current: boolean;
}

export type ReleaseListError = { code: 'release-list-invalid'; issues: string[] };

const NAME = /^(\d{4})HTS(?:Basic|Rev([1-9]\d*))$/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const isoOf = (date: string | null | undefined): string | null => {
  const m = date ? US_DATE.exec(date.trim()) : null;
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
};

/** The list -> its revisions, oldest first; an answer of another shape is refused with what is wrong. */
export const parseReleaseList = (json: unknown): Result<PublishedRevision[], ReleaseListError> => {
  const parsed = PublisherReleaseList.safeParse(json);
  if (!parsed.success) return err({ code: 'release-list-invalid', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
  const revisions: PublishedRevision[] = [];
  for (const r of parsed.data) {
    const m = NAME.exec(r.name.trim());
    const key = m ? parseRevisionId(m[2] ? `${m[1]}_rev_${m[2]}` : `${m[1]}_basic`) : null;
    if (!key) continue;
    revisions.push({ release: releaseName(key), id: revisionId(key), ...key, publishedOn: isoOf(r.releaseStartDate), current: r.status === 'current' });
  }
  if (revisions.length === 0) return err({ code: 'release-list-invalid', issues: ['no release is named <year>HTSBasic or <year>HTSRev<n>'] });
  return ok(revisions.sort(compareRevisionKeys));
};

/** The release the publisher marks current; else the newest it lists. */
export const currentRevision = (revisions: readonly PublishedRevision[]): PublishedRevision =>
  revisions.find((r) => r.current) ?? revisions[revisions.length - 1]!;

/** The listed revisions after the newest one held, up to the current one, oldest first. */
export const revisionsAfter = (revisions: readonly PublishedRevision[], newestHeld: string): PublishedRevision[] => {
  const held = parseRevisionId(newestHeld);
  const current = currentRevision(revisions);
  if (!held) return [];
  return revisions.filter((r) => compareRevisionKeys(r, held) > 0 && compareRevisionKeys(r, current) <= 0);
};
