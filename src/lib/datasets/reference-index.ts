import type { Country, Programme } from '../schema/country.ts';
import type { CustomsTopic } from '../schema/customs-rule.ts';
import type { Notice } from '../schema/notice.ts';
import type { PortRecord } from '../schema/port.ts';
import type { QualityReport } from '../schema/quality-report.ts';
import type { ChangeSummary, RevisionChanges } from '../schema/change.ts';
import type { Revision } from '../schema/revision.ts';
import type { SourcesManifest } from '../schema/sources.ts';

/** The functions' bundled reference datasets, as the build writes them. */
export interface ReferenceIndex {
  countries: Country[];
  programmes: Programme[];
  ports: PortRecord[];
  notices: Notice[];
  customsRules: CustomsTopic[];
  reports: QualityReport[];
}

/** The revision archive's change feed, one group per consecutive revision pair. */
export interface ChangesIndex {
  revisions: Revision[];
  summary: ChangeSummary[];
  groups: RevisionChanges[];
}

/** Declared upstream sources (content/sources.json as the build verified them). */
export interface SourcesIndex {
  manifest: SourcesManifest;
}
