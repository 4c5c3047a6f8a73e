import * as z from 'zod';
import { ChangeSummary, RevisionChanges } from './change.ts';
import { ChapterSummary, SectionSummary } from './chapters.ts';
import { Country, Programme } from './country.ts';
import { CustomsTopic } from './customs-rule.ts';
import { Notice } from './notice.ts';
import { PortRecord } from './port.ts';
import { QualityReport } from './quality-report.ts';
import { Revision } from './revision.ts';
import { Envelope } from './envelope.ts';
import { ParsedRate, RateColumn, RateKind } from './rate.ts';
import { RevisionRef } from './revision-ref.ts';
import { TariffLine } from './tariff-line.ts';

/** /api/v1/hts-schedule.json: the whole schedule. */
export const HtsScheduleFile = Envelope.extend({
  revision: RevisionRef,
  lineCount: z.number().int(),
  classifiableCount: z.number().int(),
  lines: z.array(TariffLine),
});

/** /api/v1/chapters/index.json */
export const ChapterIndexFile = Envelope.extend({
  revision: RevisionRef,
  sections: z.array(SectionSummary),
});

/** /api/v1/chapters/{NN}.json */
export const ChapterFile = Envelope.extend({
  revision: RevisionRef,
  section: z.object({ number: z.number().int(), roman: z.string(), title: z.string() }),
  chapter: ChapterSummary,
  lines: z.array(TariffLine),
});

export const RateUsage = z.object({
  text: z.string().describe('Rate string, normalised (whitespace collapsed)'),
  column: RateColumn.describe('Column it appears in; special-column entries are single rate groups'),
  kind: RateKind,
  parsed: ParsedRate,
  publishedOn: z.number().int().describe('Lines that publish this rate themselves'),
  appliesTo: z.number().int().describe('Lines it applies to after inheritance'),
});

export const KindCounts = z.partialRecord(RateKind, z.number().int());

/** /api/v1/duty-rates.json: every distinct rate string with its kind and a coverage report. */
export const DutyRatesFile = Envelope.extend({
  revision: RevisionRef,
  rates: z.array(RateUsage),
  coverage: z.object({
    distinctStrings: z.partialRecord(RateColumn, z.number().int()),
    linesPerKind: z.partialRecord(RateColumn, KindCounts).describe('Lines per rate kind per column, after inheritance'),
    unclassified: z.number().int().describe('Rate strings the grammar did not understand; the build fails unless 0'),
    refused: z.array(z.object({ text: z.string(), column: RateColumn, kind: RateKind, appliesTo: z.number().int() })),
  }),
});

export const ContractVersion = z.object({
  version: z.string(),
  basePath: z.string(),
  status: z.enum(['current', 'deprecated', 'sunset']),
  released: z.string(),
  deprecatedOn: z.string().nullable(),
  sunsetOn: z.string().nullable(),
  migrationNotes: z.string().nullable(),
  changelog: z.array(z.object({ version: z.string(), date: z.string(), kind: z.string(), summary: z.string(), changes: z.array(z.string()) })),
});
export type ContractVersion = z.infer<typeof ContractVersion>;

export const ContractVersions = z.object({
  identifier: z.string(),
  policy: z.object({ minimumSupportMonths: z.number().int(), minimumDeprecationNoticeMonths: z.number().int() }),
  versions: z.array(ContractVersion),
});
export type ContractVersions = z.infer<typeof ContractVersions>;

/** /api/v1/versions.json */
export const VersionsFile = Envelope.extend(ContractVersions.shape);

/** /api/v1/ports.json: Schedule D districts and ports in one list, told apart by `kind`. */
export const PortsFile = Envelope.extend({ total: z.number().int(), records: z.array(PortRecord), report: QualityReport });

/** /api/v1/countries.json: Schedule C countries with ISO codes and trade programmes. */
export const CountriesFile = Envelope.extend({
  total: z.number().int(),
  countries: z.array(Country),
  programmes: z.array(Programme),
  report: QualityReport,
});

/** /api/v1/notices.json: Federal Register actions that reach wine. */
export const NoticesFile = Envelope.extend({ total: z.number().int(), notices: z.array(Notice), report: QualityReport });

/** /api/v1/customs-rules.json: 19 CFR citations by topic. */
export const CustomsRulesFile = Envelope.extend({ topics: z.array(CustomsTopic), report: QualityReport });

/** /api/v1/changes/index.json: every archived revision and the counts of each consecutive pair. */
export const ChangesIndexFile = Envelope.extend({ revisions: z.array(Revision), summary: z.array(ChangeSummary) });

/** /api/v1/changes/{revision}.json: what one revision changed against the one before. */
export const RevisionChangesFile = Envelope.extend(RevisionChanges.shape);
