/**
 * The stacked total on real lines of the real schedule, each case computed by hand from the texts cited in
 * content/chapter99 (its working written beside it) and answered by the estimate use case over the build's data.
 * Together the cases cover every mechanism of the engine (reach by origin, group, list, footnote and note; windows;
 * conditions; exemptions whole, on the covered value and on the U.S. content; precedence; exclusive families;
 * content values; top-ups under and over their threshold), the first and last day of the windows that decide them,
 * the three entries of the issue that asked for the stack, a Canadian and a Mexican article on either side of
 * 2025-06-04, a USMCA claim and a partly-metal article on either side of 2026-04-06.
 */
import { describe, expect, it } from 'vitest';
import { estimate } from '../../src/app/estimate.ts';
import type { Caller } from '../../src/app/caller.ts';
import type { DutyEstimate } from '../../src/lib/schema/duty-estimate.ts';
import { testDeps } from '../support/app.ts';

const TODAY = () => new Date('2026-11-26T12:00:00Z');
// Entries of 2025 are older than the anonymous plan's year: the cases are read as a customs broker's key would.
const BROKER: Caller = { plan: 'business', historyDays: 3650 };

interface Case {
  name: string;
  body: Record<string, unknown>;
  /** The applied lines in reporting order, the chapter 1-97 line last: [heading, amount]. */
  applied: [string, number][];
  total: number;
  /** The hand computation, from the texts cited. */
  working: string;
  complete?: boolean;
  /** Open questions whose readings differ, with the total under each reading. */
  open?: Record<string, Record<string, number>>;
}

const CASES: Case[] = [
  {
    name: 'A Chinese laptop entered today: every IEEPA and Section 122 heading has ended; note 52 charges China 12.5%',
    body: { htsno: '8471.30.01.00', customsValueUsd: 10000, countryOfOrigin: 'CN', stack: {} },
    applied: [['9903.05.31', 1250], ['8471.30.01.00', 0]],
    total: 1250,
    complete: false,
    working: '8471.30.01.00 is Free. IEEPA (9903.01.20, .24, .25) ended for entries on or after 2026-02-24 (CSMS #67834313); Section 122 (9903.03.01) ended at the close of 2026-07-23; 8471.30.01 is on no Section 232 annex and bears no Section 301 footnote. From 2026-07-24 U.S. note 52(a), heading 9903.05.31: products of China + 12.5%: 12.5% x 10,000 = $1,250.00 (its list exemptions, 9903.05.86 and the rest, are asked, not assumed). Total $1,250.00; incomplete, the note being of 2026 Rev 13.',
  },
  {
    name: 'French wine entered 2026-01-15: the European Union heading 9903.02.20 tops the duty up to 15% (top-up under its threshold)',
    body: { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750, countryOfOrigin: 'FR', asOf: '2026-01-15', stack: {} },
    applied: [['9903.02.20', 702.75], ['2204.21.50.05', 47.25]],
    total: 750,
    open: { oq3ave: { 'duty-over-value': 750, zero: 797.25 } },
    working: 'Line: 6.3¢/liter x 750 = $47.25. Its ad valorem equivalent (U.S. note 2(v)(xix): duty / customs value) is 47.25 / 5,000 = 0.945%, below 15%, so 9903.02.20 applies: (15% - 0.945%) x 5,000 = 14.055% x 5,000 = $702.75. Total $750.00 (15% of the value). Read as 0% (the other reading of open question 3): 15% x 5,000 = 750 + 47.25 = $797.25.',
  },
  {
    name: 'An Italian T-shirt entered 2026-01-15: its column 1 rate is 16.5%, over the threshold, so 9903.02.19 applies at no additional duty',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'IT', asOf: '2026-01-15', stack: {} },
    applied: [['9903.02.19', 0], ['6109.10.00.12', 1650]],
    total: 1650,
    working: 'Line: 16.5% x 10,000 = $1,650.00. 16.5% is at least 15%: 9903.02.19 ("no additional duty"), reported at $0. Total $1,650.00.',
  },
  {
    name: 'Chinese hot-rolled steel entered 2026-05-01 with its steel content declared: Section 301, the Section 122 exemption at $0, Section 232 at 50%',
    body: { htsno: '7208.10.15.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-05-01', contentValuesUsd: { steel: 10000 }, stack: {} },
    applied: [['9903.91.01', 2500], ['9903.03.06', 0], ['9903.82.02', 5000], ['7208.10.15.00', 0]],
    total: 7500,
    working: '9903.91.01 (footnote; note 31(b)): 25% x 10,000 = $2,500.00. 7208 is on Annex I-A (note 16(c)(iii)): 9903.82.02, 50% of the full value = $5,000.00. The Section 122 surcharge does not apply in addition to Section 232 (clause 4; note 2(aa)(v)(1)); 232 covers the whole value, so 9903.03.06 is reported at $0 in its place. Line Free. Total $7,500.00.',
  },
  {
    name: 'The real entry of the brief: 7326.90.86.88 of China in late summer 2026 totals $11,039.99',
    body: { htsno: '7326.90.86.88', customsValueUsd: 14172, countryOfOrigin: 'CN', asOf: '2026-08-20', stack: {} },
    applied: [['9903.88.03', 3543], ['9903.05.90', 0], ['9903.82.02', 7086], ['7326.90.86.88', 410.99]],
    total: 11039.99,
    complete: false,
    working: '9903.88.03 (footnote, List 3): 25% x 14,172 = $3,543.00. 7326.90.8688 is on Annex I-A (note 16(c)(iv)): 9903.82.02, 50% x 14,172 = $7,086.00; so note 52(f) takes the article out of China\'s 12.5% (9903.05.31), 9903.05.90 reported at $0 in its place. Line 2.9% x 14,172 = 410.988 -> $410.99. Total $11,039.99: the entry summary of CHAPTER99-LAW.md section 6, line for line and in its order.',
  },
  {
    name: 'A Chinese T-shirt on the last day of IEEPA (2026-02-23): 301, fentanyl 10% and the reciprocal 10%',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-02-23', stack: {} },
    applied: [['9903.88.15', 750], ['9903.01.24', 1000], ['9903.01.25', 1000], ['6109.10.00.12', 1650]],
    total: 4400,
    working: '9903.88.15 (footnote, List 4A): 7.5% = $750.00; 9903.01.24 (note 2(u), 10% from 2025-11-10): $1,000.00; 9903.01.25 (China\'s reciprocal rate, 10% since 2025-05-14): $1,000.00; line 16.5% = $1,650.00. Total $4,400.00.',
  },
  {
    name: 'The same T-shirt on the first day of Section 122 (2026-02-24): IEEPA has ended, the 10% surcharge applies',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-02-24', stack: {} },
    applied: [['9903.88.15', 750], ['9903.03.01', 1000], ['6109.10.00.12', 1650]],
    total: 3400,
    working: 'IEEPA ends for entries on or after 2026-02-24 (CSMS #67834313); 9903.03.01: 10% x 10,000 = $1,000.00. 750 + 1,000 + 1,650 = $3,400.00.',
  },
  {
    name: 'The same T-shirt on the last day of Section 122 (2026-07-23)',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-07-23', stack: {} },
    applied: [['9903.88.15', 750], ['9903.03.01', 1000], ['6109.10.00.12', 1650]],
    total: 3400,
    complete: false,
    working: 'The surcharge runs through the close of 2026-07-23 (150-day limit). 750 + 1,000 + 1,650 = $3,400.00; 2026 Rev 11 (2026-07-01) was published on or before the date: incomplete.',
  },
  {
    name: 'The same T-shirt the day after (2026-07-24): Section 122 has ended and note 52 begins (its first day)',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-07-24', stack: {} },
    applied: [['9903.88.15', 750], ['9903.05.31', 1250], ['6109.10.00.12', 1650]],
    total: 3650,
    complete: false,
    working: 'Note 52 begins for entries from 12:01 a.m. 2026-07-24: 9903.05.31, 12.5% x 10,000 = $1,250.00. 750 + 1,250 + 1,650 = $3,650.00.',
  },
  // Section 301 Brazil (U.S. note 50) and the note 52 duties (content/chapter99/section-301-brazil.json and
  // section-301-forced-labor.json): the notices of 2026 Rev 12 and Rev 13 as other calculators quote them.
  {
    name: 'A Brazilian T-shirt the day before Section 301 Brazil (2026-07-21): the Section 122 surcharge alone',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'BR', asOf: '2026-07-21', stack: {} },
    applied: [['9903.03.01', 1000], ['6109.10.00.12', 1650]],
    total: 2650,
    complete: false,
    working: '9903.05.01 is in force from 12:01 a.m. 2026-07-22: not yet. 9903.03.01 10% = $1,000.00; line 16.5% = $1,650.00. Total $2,650.00.',
  },
  {
    name: 'Its first day (2026-07-22): 9903.05.01 adds 25% beside the surcharge, which still runs',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'BR', asOf: '2026-07-22', stack: {} },
    applied: [['9903.05.01', 2500], ['9903.03.01', 1000], ['6109.10.00.12', 1650]],
    total: 5150,
    complete: false,
    working: 'Note 50(a)(i): 25% x 10,000 = $2,500.00, in addition to every other duty of subchapter III: the Section 122 surcharge (through 2026-07-23) $1,000.00; line $1,650.00. Total $5,150.00.',
  },
  {
    name: 'Loaded 2026-07-15 and entered 2026-07-28, the last day of Brazil\'s in-transit heading and the first after note 52\'s',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'BR', asOf: '2026-07-28', stack: { loadedOn: '2026-07-15' } },
    applied: [['9903.05.02', 0], ['9903.05.27', 1250], ['6109.10.00.12', 1650]],
    total: 2900,
    complete: false,
    working: '9903.05.02: loaded before 2026-07-22 and entered before 12:01 a.m. 2026-07-29: reported at $0 in place of 9903.05.01. 9903.05.85 needs entry before 12:01 a.m. 2026-07-28: too late, so Brazil\'s note 52 heading 9903.05.27 applies, 12.5% = $1,250.00. 1,250 + 1,650 = $2,900.00.',
  },
  {
    name: 'The same goods entered 2026-07-29: no in-transit heading is left; 25% and 12.5% stack',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'BR', asOf: '2026-07-29', stack: { loadedOn: '2026-07-15' } },
    applied: [['9903.05.01', 2500], ['9903.05.27', 1250], ['6109.10.00.12', 1650]],
    total: 5400,
    complete: false,
    working: '2,500 (note 50) + 1,250 (note 52(a): Brazil 12.5%) + 1,650 = $5,400.00.',
  },
  {
    name: 'A Chinese T-shirt loaded 2026-07-20 and entered 2026-07-27, the last day of note 52\'s in-transit heading',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-07-27', stack: { loadedOn: '2026-07-20' } },
    applied: [['9903.88.15', 750], ['9903.05.85', 0], ['6109.10.00.12', 1650]],
    total: 2400,
    complete: false,
    working: '9903.05.85: loaded before 2026-07-24 and entered before 12:01 a.m. 2026-07-28: reported at $0 in place of 9903.05.31. 750 + 1,650 = $2,400.00.',
  },
  {
    name: 'Brazilian hot-rolled steel with its steel content declared (2026-08-01): Section 232 takes the article out of both Section 301 duties',
    body: { htsno: '7208.10.15.00', customsValueUsd: 10000, countryOfOrigin: 'BR', asOf: '2026-08-01', contentValuesUsd: { steel: 10000 }, stack: {} },
    applied: [['9903.05.07', 0], ['9903.05.90', 0], ['9903.82.02', 5000], ['7208.10.15.00', 0]],
    total: 5000,
    complete: false,
    working: '7208 is on Annex I-A: 9903.82.02, 50% x 10,000 = $5,000.00. Note 50(a)(vi)(1) and 52(f)(1) name 9903.82.02: the whole article is out of 9903.05.01 and 9903.05.27, reported at $0 as 9903.05.07 and 9903.05.90. Line Free. Total $5,000.00.',
  },
  {
    name: 'French wine entered 2026-09-01: note 52(k) tops the European Union up to 10% (9903.05.39)',
    body: { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750, countryOfOrigin: 'FR', asOf: '2026-09-01', stack: {} },
    applied: [['9903.05.39', 452.75], ['2204.21.50.05', 47.25]],
    total: 500,
    complete: false,
    open: { oq3ave: { 'duty-over-value': 500, zero: 547.25 } },
    working: 'Line: 6.3¢/liter x 750 = $47.25; duty over value 47.25 / 5,000 = 0.945%, below 10%: (10% - 0.945%) x 5,000 = 9.055% x 5,000 = $452.75. Total $500.00 (10% of the value). Read as 0%: 10% x 5,000 = 500 + 47.25 = $547.25.',
  },
  {
    name: 'An Italian T-shirt entered 2026-09-01: 16.5% is over the European Union\'s 10%, so 9903.05.38 at no additional duty',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'IT', asOf: '2026-09-01', stack: {} },
    applied: [['9903.05.38', 0], ['6109.10.00.12', 1650]],
    total: 1650,
    complete: false,
    working: 'Note 52(k): 16.5% is at least 10%: 9903.05.38, reported at $0. Total $1,650.00.',
  },
  {
    name: 'A Japanese laptop entered 2026-09-01: Free, so 9903.05.49 tops it up to 12.5%',
    body: { htsno: '8471.30.01.00', customsValueUsd: 10000, countryOfOrigin: 'JP', asOf: '2026-09-01', stack: {} },
    applied: [['9903.05.49', 1250], ['8471.30.01.00', 0]],
    total: 1250,
    complete: false,
    working: 'Note 52(k): (12.5% - 0%) x 10,000 = $1,250.00. Total $1,250.00.',
  },
  {
    name: 'A Korean T-shirt under KORUS (2026-09-01): the claimed rate, Free, is the base 52(k) compares',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'KR', asOf: '2026-09-01', stack: { claimedProgramme: 'KR' } },
    applied: [['9903.05.71', 1250], ['6109.10.00.12', 0]],
    total: 1250,
    complete: false,
    open: { oq3base: { claimed: 1250, general: 0 } },
    working: 'KR claimed: the line is Free. Note 52(k) names column 1-Special properly claimed for Korea: (12.5% - 0%) x 10,000 = $1,250.00. On the general rate (16.5%, at least 12.5%) 9903.05.70 would add nothing: $0.00.',
  },
  {
    name: 'A Canadian T-shirt entered 2026-09-01 without a USMCA claim: 10% (9903.05.29)',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2026-09-01', stack: {} },
    applied: [['9903.05.29', 1000], ['6109.10.00.12', 1650]],
    total: 2650,
    complete: false,
    working: '9903.05.29: 10% x 10,000 = $1,000.00; line 16.5% = $1,650.00. Total $2,650.00.',
  },
  {
    name: 'The same T-shirt entered free under the USMCA: 9903.05.93 in place of 9903.05.29',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2026-09-01', stack: { claimedProgramme: 'S' } },
    applied: [['9903.05.93', 0], ['6109.10.00.12', 0]],
    total: 0,
    complete: false,
    working: 'S claimed: the line is Free; note 52(g): goods of Canada entered free of duty under the USMCA, 9903.05.93 at $0. Total $0.00.',
  },
  {
    name: 'A British T-shirt the importer declares on the note 52(j)(1) list: 9903.05.96 in place of 9903.05.81',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'GB', asOf: '2026-09-01', stack: { answers: { '9903.05.96': true } } },
    applied: [['9903.05.96', 0], ['6109.10.00.12', 1650]],
    total: 1650,
    complete: false,
    working: 'The list is not held here: the importer answers it. Yes: 9903.05.96 at $0 in place of the United Kingdom\'s 10%. Total $1,650.00 (unanswered: $2,650.00).',
  },
  {
    name: 'The day before the first IEEPA duty (2025-02-03): Section 301 only',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-02-03', stack: {} },
    applied: [['9903.88.15', 750], ['6109.10.00.12', 1650]],
    total: 2400,
    working: '9903.01.20 is in force from 2025-02-04 (note 2(s)): not yet. 750 + 1,650 = $2,400.00.',
  },
  {
    name: 'Its first day (2025-02-04): 9903.01.20 at 10%',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-02-04', stack: {} },
    applied: [['9903.88.15', 750], ['9903.01.20', 1000], ['6109.10.00.12', 1650]],
    total: 3400,
    working: '9903.01.20: 10% x 10,000 = $1,000.00 (2025-02-04 to 2025-03-03). 750 + 1,000 + 1,650 = $3,400.00.',
  },
  {
    name: 'The Phase 1 day of the reciprocal duties (2025-04-09): China\'s heading 9903.01.63 at 84% takes the baseline\'s place (an exclusive family)',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-04-09', stack: {} },
    applied: [['9903.88.15', 750], ['9903.01.24', 2000], ['9903.01.63', 8400], ['6109.10.00.12', 1650]],
    total: 12800,
    working: '9903.01.24 at 20% (2025-03-04 to 2025-11-09): $2,000.00; 9903.01.63 at 84% on 2025-04-09 (EO 14259): $8,400.00, in place of 9903.01.25 (one reciprocal rate per article). 750 + 2,000 + 8,400 + 1,650 = $12,800.00.',
  },
  {
    name: 'The last day of the 20% fentanyl rate (2025-11-09) and the first of the 10% (2025-11-10)',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-11-09', stack: {} },
    applied: [['9903.88.15', 750], ['9903.01.24', 2000], ['9903.01.25', 1000], ['6109.10.00.12', 1650]],
    total: 5400,
    working: '9903.01.24: 20% = $2,000.00 through 2025-11-09; 750 + 2,000 + 1,000 + 1,650 = $5,400.00. From 2025-11-10 it is 10%: $4,400.00 (the next case).',
  },
  {
    name: '2025-11-10: the fentanyl rate at 10%',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-11-10', stack: {} },
    applied: [['9903.88.15', 750], ['9903.01.24', 1000], ['9903.01.25', 1000], ['6109.10.00.12', 1650]],
    total: 4400,
    working: '750 + 1,000 + 1,000 + 1,650 = $4,400.00.',
  },
  {
    name: 'A Chinese laptop of 2025-12-01: Annex II (note 2(v)(iii)(a)) exempts it from the reciprocal duty (9903.01.32 at $0), not from the fentanyl duty',
    body: { htsno: '8471.30.01.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-12-01', stack: {} },
    applied: [['9903.01.24', 1000], ['9903.01.32', 0], ['8471.30.01.00', 0]],
    total: 1000,
    working: '9903.01.24: 10% = $1,000.00. 8471.30.01.00 is listed in Annex II: 9903.01.32 in place of 9903.01.25, at $0. Total $1,000.00.',
  },
  {
    name: 'A Canadian steel article of chapter 73 on 2025-05-01: the Canada IEEPA duty takes precedence over Section 232 (EO 14289)',
    body: { htsno: '7326.90.86.88', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2025-05-01', stack: {} },
    applied: [['9903.01.10', 2500], ['9903.01.26', 0], ['7326.90.86.88', 290]],
    total: 2790,
    working: '9903.01.10: 25% = $2,500.00 (35% only from 2025-08-01). EO 14289 sec. 3(a): an article subject to the Canada IEEPA duty is not subject to Section 232 steel (9903.81.90 displaced). 9903.01.26: goods of Canada are not subject to the reciprocal duty, at $0. Line 2.9% = $290.00. Total $2,790.00.',
  },
  {
    name: 'The same Canadian article on 2025-07-01: from 2025-06-04 Section 232 (50%) takes precedence over the Canada IEEPA duty',
    body: { htsno: '7326.90.86.88', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2025-07-01', stack: {} },
    applied: [['9903.01.26', 0], ['9903.81.90', 5000], ['7326.90.86.88', 290]],
    total: 5290,
    working: 'Proclamation 10947 clause 5: an article subject to Section 232 steel is not subject to the Canada IEEPA duty. 9903.81.90 (chapter 73 derivative, full value): 50% = $5,000.00. 9903.01.26 takes the reciprocal duty\'s place (goods of Canada), so 9903.01.33 has nothing left to replace. Line $290.00. Total $5,290.00.',
  },
  {
    name: 'A Mexican plow on 2025-06-03, steel content $4,000: the Mexico IEEPA duty displaces Section 232',
    body: { htsno: '8432.10.00.20', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-06-03', contentValuesUsd: { steel: 4000 }, stack: {} },
    applied: [['9903.01.01', 2500], ['9903.01.27', 0], ['8432.10.00.20', 0]],
    total: 2500,
    working: '9903.01.01: 25% = $2,500.00; Section 232 on the steel content (9903.81.91) displaced by EO 14289. Line Free. Total $2,500.00.',
  },
  {
    name: 'The Mexican plow on 2025-06-04: Section 232 on the steel content at 50% displaces the Mexico IEEPA duty; open question 1 priced both ways',
    body: { htsno: '8432.10.00.20', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-06-04', contentValuesUsd: { steel: 4000 }, stack: {} },
    applied: [['9903.01.27', 0], ['9903.81.91', 2000], ['8432.10.00.20', 0]],
    total: 2000,
    open: { oq1: { 'clause-5': 2000, 'clause-6': 3500 } },
    working: '9903.81.91: 50% x 4,000 (declared steel content) = $2,000.00; clause 5 removes the Mexico IEEPA duty: total $2,000.00. Under clause 6 the IEEPA duty reaches the other $6,000: 25% x 6,000 = 1,500, total $3,500.00.',
  },
  {
    name: 'A USMCA claim: a Mexican motor of 2025-07-01 entered under S is Free and exempt from the Mexico IEEPA duty (9903.01.04)',
    body: { htsno: '8501.10.40.20', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-07-01', stack: { claimedProgramme: 'S' } },
    applied: [['9903.01.04', 0], ['9903.01.27', 0], ['8501.10.40.20', 0]],
    total: 0,
    working: 'Claimed S: the special rate is Free, the base. 9903.01.04 (goods entered free under the USMCA, from 2025-03-07) in place of 9903.01.01, at $0; 9903.01.27 in place of the reciprocal duty. Total $0.00. Unclaimed: 4.4% = 440 + 25% = 2,500: $2,940.00.',
  },
  {
    name: 'The same motor unclaimed: the Mexico IEEPA duty on the general rate',
    body: { htsno: '8501.10.40.20', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-07-01', stack: {} },
    applied: [['9903.01.01', 2500], ['9903.01.27', 0], ['8501.10.40.20', 440]],
    total: 2940,
    working: '9903.01.01: 25% = $2,500.00; line 4.4% = $440.00. Total $2,940.00.',
  },
  {
    name: 'A partly-metal Chinese plow the day before 2026-04-06: Section 232 on the steel content, Section 122 on the rest',
    body: { htsno: '8432.10.00.20', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-05', contentValuesUsd: { steel: 4000 }, stack: {} },
    applied: [['9903.88.01', 2500], ['9903.03.01', 600], ['9903.03.06', 0], ['9903.81.91', 2000], ['8432.10.00.20', 0]],
    total: 5100,
    working: '9903.88.01 (footnote, List 1): 25% = $2,500.00. 9903.81.91: 50% x 4,000 = $2,000.00. Section 122 applies to the part 232 does not cover (clause 4): 10% x 6,000 = $600.00, with 9903.03.06 at $0. Total $5,100.00.',
  },
  {
    name: 'The same plow on 2026-04-06: the annex structure charges 25% on the full value (Annex I-B); Section 122 yields entirely',
    body: { htsno: '8432.10.00.20', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-06', contentValuesUsd: { steel: 4000 }, stack: {} },
    applied: [['9903.88.01', 2500], ['9903.03.06', 0], ['9903.82.09', 2500], ['8432.10.00.20', 0]],
    total: 5000,
    working: '8432.10 is on Annex I-B: 9903.82.09, 25% of the full value = $2,500.00 (Proclamation 11021: full value from 2026-04-06). 122 yields on the whole value (9903.03.06 at $0). 2,500 + 2,500 = $5,000.00.',
  },
  {
    name: 'An exclusive family: steel of the United Kingdom, 95% melted there (answered), takes 9903.82.04 at 25% instead of 9903.82.02',
    body: { htsno: '7208.10.15.00', customsValueUsd: 10000, countryOfOrigin: 'GB', asOf: '2026-05-01', stack: { answers: { '9903.82.04': true } } },
    applied: [['9903.03.06', 0], ['9903.82.04', 2500], ['7208.10.15.00', 0]],
    total: 2500,
    working: 'Note 16(a): the 232 metals headings are mutually exclusive; 9903.82.04 (UK, note 16(d)): 25% = $2,500.00. Total $2,500.00.',
  },
  {
    name: 'U.S. content: French wine with 40% U.S. content; the top-up reaches the non-U.S. content only (9903.01.34 at $0)',
    body: { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750, countryOfOrigin: 'FR', asOf: '2026-01-15', stack: { usContentPercent: 40 } },
    applied: [['9903.01.34', 0], ['9903.02.20', 421.65], ['2204.21.50.05', 47.25]],
    total: 468.9,
    open: { oq3ave: { 'duty-over-value': 468.9, zero: 497.25 } },
    working: 'Note 2(v)(xvii): at least 20% U.S. content, the duty applies to the non-U.S. content only: 5,000 - 40% x 5,000 = 3,000. 14.055% x 3,000 = $421.65. 421.65 + 47.25 = $468.90.',
  },
  {
    name: 'An exemption answered: Chinese T-shirts donated to relieve suffering (2026-01-15) are exempt from the fentanyl and reciprocal duties',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-01-15', stack: { answers: { '9903.01.21': true, '9903.01.30': true } } },
    applied: [['9903.88.15', 750], ['9903.01.21', 0], ['9903.01.30', 0], ['6109.10.00.12', 1650]],
    total: 2400,
    working: 'Donations (50 U.S.C. 1702(b)): 9903.01.21 in place of 9903.01.24, 9903.01.30 in place of 9903.01.25, each at $0. 750 + 1,650 = $2,400.00.',
  },
  {
    name: 'Precedence of the automobile duties: a German car of 2025-09-01 pays the EU\'s 15% including the column 1 rate; no reciprocal duty',
    body: { htsno: '8703.23.01.90', customsValueUsd: 30000, countryOfOrigin: 'DE', asOf: '2025-09-01', stack: {} },
    applied: [['9903.01.33', 0], ['9903.94.51', 3750], ['8703.23.01.90', 750]],
    total: 4500,
    working: '8703.23.01 is on note 33(b). The EU\'s vehicles heading 9903.94.51 (from 2025-08-01): (15% - 2.5%) x 30,000 = $3,750.00. The reciprocal duty does not apply to articles subject to Section 232 (9903.01.33 at $0). Line 2.5% = $750.00. Total $4,500.00.',
  },
  {
    name: 'A Brazilian T-shirt of 2025-09-01: the Brazil order\'s 40% beside Brazil\'s reciprocal 10%',
    body: { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'BR', asOf: '2025-09-01', stack: {} },
    applied: [['9903.01.77', 4000], ['9903.02.09', 1000], ['6109.10.00.12', 1650]],
    total: 6650,
    working: '9903.01.77 (EO 14323, from 2025-08-06): 40% = $4,000.00; 9903.02.09 (Brazil, Phase 2): 10% = $1,000.00; line $1,650.00. Total $6,650.00.',
  },
  {
    name: 'Chinese aluminum windows of Russian-smelted aluminum on the reciprocal duty\'s first day (2025-04-05): the 200% Section 232 duty is a Section 232 duty, so 9903.01.33 takes the reciprocal duty\'s place',
    body: { htsno: '7610.10.00.10', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-04-05', stack: { answers: { '9903.85.70': true } } },
    applied: [['9903.88.15', 750], ['9903.01.24', 2000], ['9903.01.33', 0], ['9903.85.70', 20000], ['7610.10.00.10', 570]],
    total: 23320,
    working: '9903.88.15 (footnote, List 4A): 7.5% = $750.00. 9903.01.24 (EO 14228, 20% from 2025-03-04): $2,000.00. The aluminum of the windows was smelted in Russia (answered): 9903.85.70 in place of 9903.85.07 (note 19(a)(vii)(B)), 200% of the full value = $20,000.00. EO 14257 sec. 3(b)(ii): articles subject to a Section 232 duty bear no reciprocal duty, so 9903.01.33 is reported at $0 in place of 9903.01.25. Line 5.7% = $570.00. Total $23,320.00.',
  },
  {
    name: 'Canadian USMCA steel within a quantity Commerce authorized, on heading 9903.82.18\'s first day (2026-04-23): 25% in place of 50%, not $0',
    body: { htsno: '7206.90.00.00', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2026-04-23', stack: { claimedProgramme: 'S', answers: { '9903.82.18': true } } },
    applied: [['9903.03.06', 0], ['9903.82.18', 2500], ['7206.90.00.00', 0]],
    total: 2500,
    working: 'Heading 9903.82.18 (HTS 2026 Rev 6, from 2026-04-23; U.S. note 16(h)): USMCA steel melted and poured in Canada, within a quantity the Secretary of Commerce authorized (answered). Its Special column reads "The duty provided in the applicable subheading + 25%": 25% of the full customs value (note 16(c)) = $2,500.00, in place of 9903.82.02\'s 50% (note 16(a): the headings 9903.82.02-9903.82.19 are mutually exclusive). Section 122: the article is subject to Section 232, so 9903.03.06 is reported at $0. Line Free under the USMCA claim. Total $2,500.00 (unanswered, 9903.82.02 at 50%: $5,000.00).',
  },
  {
    name: 'Mexican USMCA aluminum within a quantity Commerce authorized (2026-04-24): 9903.82.19 at 25% of the full value',
    body: { htsno: '7601.10.30.00', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2026-04-24', stack: { claimedProgramme: 'S', answers: { '9903.82.19': true } } },
    applied: [['9903.03.06', 0], ['9903.82.19', 2500], ['7601.10.30.00', 0]],
    total: 2500,
    working: 'Heading 9903.82.19 (U.S. note 16(i)): USMCA aluminum smelted and cast in Mexico within an authorized quantity (answered); Special column "The duty provided in the applicable subheading + 25%": 25% x 10,000 = $2,500.00, in place of 9903.82.02 (note 16(a)). 9903.03.06 at $0 (Section 232 article). Line 2.6% general, Free under the USMCA claim. Total $2,500.00.',
  },
  {
    name: 'Chinese wooden-framed seats of 9401.69.60.31 (2026-04-10): note 20(s)(ii) excepts the number from List 4A, so only List 3 (9903.88.04) charges it',
    body: { htsno: '9401.69.60.31', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-10', stack: {} },
    applied: [['9903.88.04', 2500], ['9903.03.01', 1000], ['9401.69.60.31', 0]],
    total: 3500,
    working: 'The footnote of 9401.69.60 names 9903.88.04 and 9903.88.15 "and its associated definitional note". Note 20(g) item 4 excepts only 9401.69.6001 from 9903.88.04: 25% x 10,000 = $2,500.00. Note 20(s)(ii) item 3 excepts 9401.69.6011 and 9401.69.6031 from 9903.88.15: no 7.5%. Section 122 (9903.03.01, 2026-02-24 to 2026-07-23): 10% = $1,000.00. Line Free. Total $3,500.00 (before, with List 4A as well: $4,250.00).',
  },
  {
    name: 'Chinese upholstered wooden-framed seats of 9401.61.40.01 (2026-04-10): note 20(g) excepts the number from List 3',
    body: { htsno: '9401.61.40.01', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-10', stack: {} },
    applied: [['9903.03.01', 1000], ['9401.61.40.01', 0]],
    total: 1000,
    working: 'Note 20(g) item 3 excepts 9401.61.4001 from 9903.88.04, which the footnote of 9401.61.40 names: no 25%. 9401.61.4001 is not among the upholstered wooden seats of note 37 (9401.61.4011, .4031, .6011, .6031), so no Section 232 wood duty. Section 122 (9903.03.01): 10% = $1,000.00. Line Free. Total $1,000.00.',
  },
  {
    name: 'Chinese textile face masks of 6307.90.98.70 (2026-04-10): 9903.91.07 at 50% alone of the note 31 headings; List 4A excepts the number',
    body: { htsno: '6307.90.98.70', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-10', stack: {} },
    applied: [['9903.91.07', 5000], ['9903.03.01', 1000], ['6307.90.98.70', 700]],
    total: 6700,
    working: 'Note 31(h)(3): face masks of textiles, 6307.90.9870, under 9903.91.07 from 2026-01-01: 50% = $5,000.00. 9903.91.01 applies to the numbers of note 31(b), which no longer holds 6307.90.98 (its numbers (1)-(4) were deleted, 89 FR 76581), though the footnote of 6307.90.98 names it: no 25%. Note 20(s)(ii) item 5 excepts 6307.90.9870 from 9903.88.15: no 7.5%. Section 122 (9903.03.01): 10% = $1,000.00. Line 7% = $700.00. Total $6,700.00 (before: $9,950.00).',
  },
  {
    name: 'A Chinese upholstered wooden chair on the Section 232 wood duty\'s first day (2025-10-14): 9903.76.02 at 25%, and the reciprocal duty gives way (9903.01.33)',
    body: { htsno: '9401.61.40.11', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-10-14', stack: {} },
    applied: [['9903.88.04', 2500], ['9903.01.24', 2000], ['9903.01.33', 0], ['9903.76.02', 2500], ['9401.61.40.11', 0]],
    total: 7000,
    working: '9401.61.4011 is listed in U.S. note 37(d): 9903.76.02 (Proclamation 10976, from 2025-10-14), 25% = $2,500.00. Note 2(v)(xiii): the reciprocal duty (9903.01.25) does not apply to wood products of 9903.76.02, so 9903.01.33 is reported at $0. 9903.88.04 (footnote, List 3; note 20(g) excepts only 9401.61.4001): 25% = $2,500.00. 9903.01.24 (20% until 2025-11-09): $2,000.00. Line Free. Total $7,000.00 (the day before, without the wood duty and with the 10% reciprocal: $5,500.00).',
  },
  {
    name: 'A Korean upholstered wooden chair on the day before Korea\'s wood heading (2025-11-13): 9903.76.02 at 25%',
    body: { htsno: '9401.61.40.11', customsValueUsd: 10000, countryOfOrigin: 'KR', asOf: '2025-11-13', stack: {} },
    applied: [['9903.01.33', 0], ['9903.76.02', 2500], ['9401.61.40.11', 0]],
    total: 2500,
    working: '9903.76.23 (South Korea, 15%) reaches entries from 2025-11-14 only (HTS 2025 Rev 32, retroactive to that day), so the chair bears 9903.76.02: 25% = $2,500.00; the reciprocal duty gives way (note 2(v)(xiii): 9903.01.33 at $0). Line Free. Total $2,500.00.',
  },
  {
    name: 'The same Korean chair on Korea\'s wood heading\'s first day (2025-11-14): 15% including the column 1 rate (9903.76.23), in place of 9903.76.02',
    body: { htsno: '9401.61.40.11', customsValueUsd: 10000, countryOfOrigin: 'KR', asOf: '2025-11-14', stack: {} },
    applied: [['9903.01.33', 0], ['9903.76.23', 1500], ['9401.61.40.11', 0]],
    total: 1500,
    working: 'Note 37(l): 9903.76.23 provides the ordinary customs duty treatment of Korea\'s wood products of note 37(d), "15%" including the column 1 rate (Free): (15% - 0%) x 10,000 = $1,500.00; 9903.76.02 applies to products of countries other than South Korea (note 37(c)). 9903.01.33 at $0 (note 2(v)(xiii)). Total $1,500.00.',
  },
  {
    name: 'A Mexican upholstered wooden chair of 2025-11-01: the wood duty in place of the Mexico IEEPA duty',
    body: { htsno: '9401.61.40.11', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-11-01', stack: {} },
    applied: [['9903.01.27', 0], ['9903.76.02', 2500], ['9401.61.40.11', 0]],
    total: 2500,
    working: 'Note 2(a): 9903.01.01 (Mexico, 25%) reaches products of Mexico "other than products described in headings ... 9903.76.01, 9903.76.02 or 9903.76.03": not this chair. 9903.76.02: 25% = $2,500.00. The reciprocal duty does not reach Mexico\'s goods (9903.01.27 at $0). Line Free. Total $2,500.00.',
  },
  {
    name: 'Vietnamese goods of 9403.40.90.60 answered as other than wooden kitchen cabinets (2025-12-01): 9903.76.04 at $0, and the reciprocal duty applies',
    body: { htsno: '9403.40.90.60', customsValueUsd: 10000, countryOfOrigin: 'VN', asOf: '2025-12-01', stack: { answers: { '9903.76.04': true } } },
    applied: [['9903.02.69', 2000], ['9903.76.04', 0], ['9403.40.90.60', 0]],
    total: 2000,
    working: 'Note 37(g): 9903.76.04 applies to goods of the note 37(f) numbers other than completed wooden kitchen cabinets or vanities or their parts (answered yes): reported at $0 in place of 9903.76.03. Note 2(v)(xiii): the reciprocal duties apply to such goods: Vietnam\'s 9903.02.69, 20% = $2,000.00. Line Free. Total $2,000.00 (unanswered: 9903.76.03 at 25%, $2,500.00).',
  },
  {
    name: 'A German upholstered wooden chair of 2026-04-24: the European Union\'s wood heading (9903.76.22), and Section 122 gives way',
    body: { htsno: '9401.61.40.11', customsValueUsd: 10000, countryOfOrigin: 'DE', asOf: '2026-04-24', stack: {} },
    applied: [['9903.03.06', 0], ['9903.76.22', 1500], ['9401.61.40.11', 0]],
    total: 1500,
    working: 'Note 37(j): 9903.76.22, "15%" including the column 1 rate (Free): $1,500.00. Note 2(aa)(v)(4): the Section 122 surcharge does not apply to wood products of 9903.76.22, so 9903.03.06 is reported at $0. Line Free. Total $1,500.00.',
  },
  {
    name: 'A Japanese processing unit of 8471.50.01.50 declared to meet note 39(b)\'s parameters and to be an automobile part (2026-04-24): the semiconductor duty in place of the automobile parts duty',
    body: { htsno: '8471.50.01.50', customsValueUsd: 10000, countryOfOrigin: 'JP', asOf: '2026-04-24', stack: { answers: { '9903.79.01': true, '9903.94.43': true } } },
    applied: [['9903.03.03', 0], ['9903.79.01', 2500], ['8471.50.01.50', 0]],
    total: 2500,
    working: 'U.S. note 39(b) names 8471.50; the article meets its technical parameters (answered): 9903.79.01, 25% = $2,500.00. Note 39(a)(2): such articles are not subject to the automobile parts headings, so 9903.94.43 (answered: a part of a passenger vehicle) gives way. Section 122: 8471.50.01 is in Annex I (note 2(aa)(ii)), so 9903.03.03 is reported at $0. Line Free. Total $2,500.00.',
  },
  {
    name: 'A Chinese processing unit meeting note 39(b)\'s parameters, the day before the semiconductor duty (2026-01-14): Section 301 and the fentanyl duty',
    body: { htsno: '8471.50.01.50', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-01-14', stack: { answers: { '9903.79.01': true } } },
    applied: [['9903.88.03', 2500], ['9903.01.24', 1000], ['9903.01.32', 0], ['8471.50.01.50', 0]],
    total: 3500,
    working: '9903.79.01 reaches entries from 2026-01-15 only. 9903.88.03 (footnote, List 3): 25% = $2,500.00. 9903.01.24 (10% from 2025-11-10): $1,000.00. The reciprocal duty: 8471.50.01 is in Annex II (note 2(v)(iii)(a)), 9903.01.32 at $0. Line Free. Total $3,500.00.',
  },
  {
    name: 'The same unit on the semiconductor duty\'s first day (2026-01-15): 9903.79.01 at 25%, and the fentanyl duty gives way (note 39(a)(8))',
    body: { htsno: '8471.50.01.50', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-01-15', stack: { answers: { '9903.79.01': true } } },
    applied: [['9903.88.03', 2500], ['9903.79.01', 2500], ['8471.50.01.50', 0]],
    total: 5000,
    working: '9903.79.01 (legally from 2026-01-15; HTS 2026 Rev 4): 25% = $2,500.00. Note 39(a)(8): such articles are not subject to 9903.01.24-9903.01.76, so the fentanyl duty (9903.01.24) does not apply, nor the reciprocal duty its exemption 9903.01.32 would report. Section 301 is not among the duties note 39(a) lists: 9903.88.03, 25% = $2,500.00. Line Free. Total $5,000.00.',
  },
  {
    name: 'The same unit for consumer electronics in the United States (2026-01-20): 9903.79.07 at $0 in place of 9903.79.01, and the fentanyl duty applies again',
    body: { htsno: '8471.50.01.50', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-01-20', stack: { answers: { '9903.79.01': true, '9903.79.07': true } } },
    applied: [['9903.88.03', 2500], ['9903.01.24', 1000], ['9903.01.32', 0], ['9903.79.07', 0], ['8471.50.01.50', 0]],
    total: 3500,
    working: 'Note 39(d)(v): semiconductor articles for non-data-center consumer electronics applications in the United States are excluded from 9903.79.01 and entered under 9903.79.07 ("The duty provided in the applicable subheading"), reported at $0. With no semiconductor duty, note 39(a) takes nothing away: 9903.88.03 $2,500.00, 9903.01.24 $1,000.00, 9903.01.32 at $0 (Annex II). Line Free. Total $3,500.00.',
  },
  {
    name: 'A Japanese truck of 8704.23.01.00 the day before the Section 232 truck duty (2025-10-31): Japan\'s 15% floor at no additional duty',
    body: { htsno: '8704.23.01.00', customsValueUsd: 10000, countryOfOrigin: 'JP', asOf: '2025-10-31', stack: {} },
    applied: [['9903.02.72', 0], ['8704.23.01.00', 2500]],
    total: 2500,
    working: 'Line 25% = $2,500.00. The column 1 rate is at least 15%, so Japan\'s reciprocal heading 9903.02.72 adds nothing (reported at $0). 9903.74.01 reaches entries from 2025-11-01 only. Total $2,500.00.',
  },
  {
    name: 'The same truck on the Section 232 truck duty\'s first day (2025-11-01): 9903.74.01 at 25%, and the reciprocal duty gives way (9903.01.33)',
    body: { htsno: '8704.23.01.00', customsValueUsd: 10000, countryOfOrigin: 'JP', asOf: '2025-11-01', stack: {} },
    applied: [['9903.01.33', 0], ['9903.74.01', 2500], ['8704.23.01.00', 2500]],
    total: 5000,
    working: '8704.23.01 is listed in U.S. note 38(b): 9903.74.01 (Proclamation 10984, from 2025-11-01), 25% = $2,500.00. Note 2(v)(xiv): the reciprocal duties do not apply to vehicles of 9903.74.01, so 9903.01.33 is reported at $0. Line 25% = $2,500.00. Total $5,000.00.',
  },
  {
    name: 'A Mexican truck of 2025-11-01: the truck duty in place of the Mexico IEEPA duty (note 38(a)(3))',
    body: { htsno: '8704.23.01.00', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-11-01', stack: {} },
    applied: [['9903.01.27', 0], ['9903.74.01', 2500], ['8704.23.01.00', 2500]],
    total: 5000,
    working: 'Note 38(a)(3): medium- and heavy-duty vehicles are not subject to 9903.01.01 (Mexico, 25%). 9903.74.01: 25% = $2,500.00 (no USMCA claim: line 25% = $2,500.00). The reciprocal duty does not reach Mexico\'s goods (9903.01.27 at $0). Total $5,000.00.',
  },
  {
    name: 'A Mexican USMCA truck the Secretary of Commerce approved (2025-12-01): 9903.74.03, 25% on its declared non-U.S. content, in place of 9903.74.01',
    body: { htsno: '8704.23.01.00', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-12-01', contentValuesUsd: { nonUs: 4000 }, stack: { claimedProgramme: 'S', answers: { '9903.74.03': true } } },
    applied: [['9903.01.27', 0], ['9903.74.03', 1000], ['8704.23.01.00', 0]],
    total: 1000,
    working: 'Note 38(d), answered: approved USMCA vehicles pay 9903.74.03, "+ a duty of 25% upon the value of the non-U.S. content": 25% x 4,000 = $1,000.00, in place of 9903.74.01 (note 38(a)). Note 38(a)(3): not subject to 9903.01.01 (Mexico). The reciprocal duty does not reach Mexico\'s goods (9903.01.27 at $0). Line Free under S. Total $1,000.00.',
  },
  {
    name: 'The same truck without the Secretary\'s approval answered: 9903.74.01 on the full value, and the approval asked',
    body: { htsno: '8704.23.01.00', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-12-01', contentValuesUsd: { nonUs: 4000 }, stack: { claimedProgramme: 'S' } },
    applied: [['9903.01.27', 0], ['9903.74.01', 2500], ['8704.23.01.00', 0]],
    total: 2500,
    working: '9903.74.01: 25% x 10,000 = $2,500.00, collected in addition to the special rate (note 38(a)); 9903.74.03 needs the approval, asked (answered yes: $1,000.00). Line Free under S. Total $2,500.00.',
  },
  {
    name: 'A Japanese truck made 25 years or more before its entry (2026-04-24): 9903.74.07 at $0, and the Section 122 surcharge applies, as the article bears no Section 232 duty',
    body: { htsno: '8704.23.01.00', customsValueUsd: 10000, countryOfOrigin: 'JP', asOf: '2026-04-24', stack: { answers: { '9903.74.07': true } } },
    applied: [['9903.03.01', 1000], ['9903.74.07', 0], ['8704.23.01.00', 2500]],
    total: 3500,
    working: 'Note 38(g): a vehicle manufactured at least 25 years before the year of entry (answered) enters under 9903.74.07 ("The duty provided in the applicable subheading"), reported at $0 in place of 9903.74.01. Note 2(aa)(v)(5) exempts from the surcharge only the vehicles of 9903.74.01-9903.74.03 and 9903.74.06, so 9903.03.01 applies: 10% = $1,000.00. Line 25% = $2,500.00. Total $3,500.00 (unanswered: 9903.74.01 at 25% in place of the surcharge, $5,000.00).',
  },
  {
    name: 'A Japanese car made 25 years or more before its entry (2025-10-01): no Section 232 duty (9903.94.04), so Japan\'s 15% floor applies',
    body: { htsno: '8703.23.01.90', customsValueUsd: 10000, countryOfOrigin: 'JP', asOf: '2025-10-01', stack: { answers: { '9903.94.04': true } } },
    applied: [['9903.02.73', 1250], ['9903.94.04', 0], ['8703.23.01.90', 250]],
    total: 1500,
    working: 'Note 33(e), answered: 9903.94.04 at $0 in place of 9903.94.41. Note 2(v)(x) spares from the reciprocal duties only the vehicles of 9903.94.01, .03, .60 and .61, so Japan\'s 9903.02.73 applies: 15% including the column 1 rate of 2.5% = 12.5% x 10,000 = $1,250.00. Line $250.00. Total $1,500.00.',
  },
  {
    name: 'The same car on 2026-04-24: the Section 122 surcharge, as the car bears no Section 232 duty',
    body: { htsno: '8703.23.01.90', customsValueUsd: 10000, countryOfOrigin: 'JP', asOf: '2026-04-24', stack: { answers: { '9903.94.04': true } } },
    applied: [['9903.03.01', 1000], ['9903.94.04', 0], ['8703.23.01.90', 250]],
    total: 1250,
    working: 'Note 2(aa)(v)(2) spares from the surcharge only the vehicles of the Section 232 headings it names; 9903.94.04 is not one: 9903.03.01, 10% = $1,000.00. Line $250.00. Total $1,250.00.',
  },
  {
    name: 'A Brazilian truck made 25 years or more before its entry (2025-12-01): no Section 232 duty (9903.74.07), so the Brazil order\'s 40% applies',
    body: { htsno: '8704.23.01.00', customsValueUsd: 10000, countryOfOrigin: 'BR', asOf: '2025-12-01', stack: { answers: { '9903.74.07': true } } },
    applied: [['9903.01.77', 4000], ['9903.02.09', 1000], ['9903.74.07', 0], ['8704.23.01.00', 2500]],
    total: 7500,
    working: 'Note 38(g), answered: 9903.74.07 at $0 in place of 9903.74.01. Note 2(x)(xiii) spares from the Brazil duty only the vehicles of 9903.74.01-9903.74.03, so 9903.01.77 applies: 40% = $4,000.00; Brazil\'s reciprocal heading 9903.02.09: 10% = $1,000.00. Line 25% = $2,500.00. Total $7,500.00 (unanswered: 9903.74.01 at 25% in place of both IEEPA duties, $5,000.00).',
  },
  {
    name: 'A Japanese truck part of 8708.99.68.90 (no aluminum) the day before the Section 232 truck parts duty (2025-10-31): Japan\'s 15% floor',
    body: { htsno: '8708.99.68.90', customsValueUsd: 10000, countryOfOrigin: 'JP', asOf: '2025-10-31', contentValuesUsd: { aluminum: 0 }, stack: { answers: { '9903.74.08': true } } },
    applied: [['9903.01.33', 0], ['9903.02.73', 1250], ['9903.85.08', 0], ['8708.99.68.90', 250]],
    total: 1500,
    working: 'Heading 9903.74.08 is in force from 2025-11-01. Japan\'s heading 9903.02.73 tops up to 15% including the column 1 rate: 15% - 2.5% = 12.5% x 10,000 = $1,250.00. The aluminum derivative heading (note 19, footnote) charges the aluminum content, declared $0. Line 2.5% = $250.00. Total $1,500.00.',
  },
  {
    name: 'The same part on the truck parts duty\'s first day (2025-11-01), answered a part of a medium- or heavy-duty vehicle: 9903.74.08 at 25%, and the reciprocal duty gives way',
    body: { htsno: '8708.99.68.90', customsValueUsd: 10000, countryOfOrigin: 'JP', asOf: '2025-11-01', contentValuesUsd: { aluminum: 0 }, stack: { answers: { '9903.74.08': true } } },
    applied: [['9903.01.33', 0], ['9903.74.08', 2500], ['9903.85.08', 0], ['8708.99.68.90', 250]],
    total: 2750,
    working: 'Note 38(i) lists 8708.99.68; answered a part of a medium- or heavy-duty vehicle: 9903.74.08, 25% = $2,500.00. Note 2(v)(xiv): the reciprocal duties do not apply to the parts of 9903.74.08 (9903.01.33 at $0 in place of 9903.02.73). Line 2.5% = $250.00. Total $2,750.00.',
  },
  {
    name: 'A Mexican truck part of 2025-12-01: the truck parts duty in place of the Mexico IEEPA duty (note 38(h)(3))',
    body: { htsno: '8708.99.68.90', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-12-01', contentValuesUsd: { aluminum: 0 }, stack: { answers: { '9903.74.08': true } } },
    applied: [['9903.01.27', 0], ['9903.74.08', 2500], ['9903.85.08', 0], ['8708.99.68.90', 250]],
    total: 2750,
    working: 'Note 38(h)(3): entries of medium- and heavy-duty vehicle parts are not subject to 9903.01.01 (Mexico). 9903.74.08: 25% = $2,500.00. The reciprocal duty does not reach Mexico\'s goods (9903.01.27 at $0). Line 2.5% = $250.00. Total $2,750.00.',
  },
  {
    name: 'The same Mexican truck part claimed under USMCA (S): 9903.74.10 at $0 in place of 9903.74.08',
    body: { htsno: '8708.99.68.90', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-12-01', contentValuesUsd: { aluminum: 0 }, stack: { claimedProgramme: 'S', answers: { '9903.74.08': true } } },
    applied: [['9903.01.27', 0], ['9903.74.10', 0], ['9903.85.08', 0], ['8708.99.68.90', 0]],
    total: 0,
    working: 'Note 38(k): parts of note 38(i) that qualify for USMCA treatment enter under 9903.74.10 ("The duty provided in the applicable subheading"), reported at $0 in place of 9903.74.08. USMCA goods are not subject to the Mexico IEEPA duty. The line is Free under S. Total $0.00.',
  },
  {
    name: 'Chinese furniture parts of 9403.99.90.45 the day before the derivatives of 2025-08-18, steel $500, no aluminum: no steel duty yet',
    body: { htsno: '9403.99.90.45', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-08-17', contentValuesUsd: { steel: 500, aluminum: 0 }, stack: {} },
    applied: [['9903.88.03', 2500], ['9903.01.24', 2000], ['9903.01.25', 1000], ['9903.01.33', 0], ['9903.85.08', 0], ['9403.99.90.45', 0]],
    total: 5500,
    working: '9903.88.03: 25% = $2,500.00. 9903.01.24 (20% until 2025-11-09): $2,000.00. 9403.99.90 is an aluminum derivative of note 19(k) (its footnote), charged on the aluminum content, declared $0: 9903.85.08 at $0. No steel heading reaches it before 2025-08-18, so the reciprocal duty is on the whole value: 10% = $1,000.00. Line Free. Total $5,500.00.',
  },
  {
    name: 'The same parts on the first day of the derivatives the Bureau of Industry and Security added (2025-08-18): 9903.81.91 on the steel content, the reciprocal duty on the rest',
    body: { htsno: '9403.99.90.45', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-08-18', contentValuesUsd: { steel: 500, aluminum: 0 }, stack: {} },
    applied: [['9903.88.03', 2500], ['9903.01.24', 2000], ['9903.01.25', 950], ['9903.01.33', 0], ['9903.81.91', 250], ['9903.85.08', 0], ['9403.99.90.45', 0]],
    total: 5700,
    working: '90 FR 40326 adds 9403.99.90.45 to the steel derivatives from 12:01 a.m. 2025-08-18, on the steel content: 9903.81.91, 50% x 500 = $250.00. The reciprocal duty reaches only the rest (9903.01.33 at $0): 10% x 9,500 = $950.00. 2,500 + 2,000 + 950 + 250 = $5,700.00.',
  },
  {
    name: 'Chinese aluminum cable of 8544.42.90.90, copper $500 and aluminum $7,200 of $10,000 (2026-01-15): copper, the aluminum added from 2025-08-18, the reciprocal duty on what is left',
    body: { htsno: '8544.42.90.90', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-01-15', contentValuesUsd: { copper: 500, aluminum: 7200 }, stack: {} },
    applied: [['9903.88.03', 2500], ['9903.01.24', 1000], ['9903.01.25', 230], ['9903.01.33', 0], ['9903.78.01', 250], ['9903.85.08', 3600], ['8544.42.90.90', 260]],
    total: 7840,
    working: '9903.88.03: 25% = $2,500.00. 9903.01.24 (10% from 2025-11-10): $1,000.00. 9903.78.01: 50% x 500 = $250.00. 8544.42.90 is an aluminum derivative from 2025-08-18 (90 FR 40326): 9903.85.08, 50% x 7,200 = $3,600.00. The reciprocal duty reaches the 2,300 neither covers: 10% = $230.00 (9903.01.33 at $0). Line 2.6% = $260.00. Total $7,840.00 (Laynes readme13 TC1; its total leaves out the line\'s own duty).',
  },
  {
    name: 'German copper tubes of 7411.10.10.30 the day before the 2025 copper duty (2025-07-31): Annex II keeps the reciprocal duty off (9903.01.32)',
    body: { htsno: '7411.10.10.30', customsValueUsd: 10000, countryOfOrigin: 'DE', asOf: '2025-07-31', contentValuesUsd: { copper: 6000 }, stack: {} },
    applied: [['9903.01.32', 0], ['7411.10.10.30', 150]],
    total: 150,
    working: '7411.10.10 is on Annex II of EO 14257 until the copper duty (note 2(v)(iii)(a)): 9903.01.32 at $0. Line 1.5% = $150.00. Total $150.00.',
  },
  {
    name: 'The same tubes on the copper duty\'s first day (2025-08-01): 9903.78.01 at 50% on the copper content, the reciprocal duty on the rest',
    body: { htsno: '7411.10.10.30', customsValueUsd: 10000, countryOfOrigin: 'DE', asOf: '2025-08-01', contentValuesUsd: { copper: 6000 }, stack: {} },
    applied: [['9903.01.25', 400], ['9903.01.33', 0], ['9903.78.01', 3000], ['7411.10.10.30', 150]],
    total: 3550,
    working: 'Heading 9903.78.01: "+ a duty of 50% upon the value of the copper content": 50% x 6,000 = $3,000.00 (CSMS #65794272). Note 2(v)(xii): the reciprocal duty does not apply to the copper products of 9903.78.01, so only the non-copper content bears it (9903.01.33 at $0): 10% x 4,000 = $400.00 (the EU\'s own headings begin 2025-08-07). Line 1.5% = $150.00. Total $3,550.00.',
  },
  {
    name: 'Copper cable of Hong Kong, all copper (2026-01-15): the fentanyl duty on the whole value, copper at 50%, no reciprocal duty',
    body: { htsno: '8544.42.90.90', customsValueUsd: 1000, countryOfOrigin: 'HK', asOf: '2026-01-15', contentValuesUsd: { copper: 1000, aluminum: 0 }, stack: {} },
    applied: [['9903.01.24', 100], ['9903.01.33', 0], ['9903.78.01', 500], ['9903.85.08', 0], ['8544.42.90.90', 26]],
    total: 626,
    working: 'Heading 9903.01.24 (China and Hong Kong): 10% x 1,000 = $100.00 (CSMS #65794272: all other IEEPA duties apply). 9903.78.01: 50% x 1,000 = $500.00. Note 2(v)(xii): no reciprocal duty on the copper, which is the whole value (9903.01.33 at $0). The aluminum derivative heading of 2025-08-18 (9903.85.08) charges the aluminum content, declared $0. Section 301 reaches products of China only. Line 2.6% = $26.00. Total $626.00 (a public calculator\'s case, Laynes TC-v7.0-016, which declares no aluminum).',
  },
  {
    name: 'Chinese copper cable of 8544.42.20.00, $66 all copper (2026-01-15): Section 301, the fentanyl duty and copper at 50%',
    body: { htsno: '8544.42.20.00', customsValueUsd: 66, countryOfOrigin: 'CN', asOf: '2026-01-15', contentValuesUsd: { copper: 66 }, stack: {} },
    applied: [['9903.88.03', 16.5], ['9903.01.24', 6.6], ['9903.01.33', 0], ['9903.78.01', 33], ['8544.42.20.00', 0]],
    total: 56.1,
    working: '9903.88.03 (List 3, footnote): 25% x 66 = $16.50. 9903.01.24: 10% x 66 = $6.60. 9903.78.01: 50% x 66 = $33.00; no reciprocal duty on the copper (9903.01.33 at $0). Line Free. Total $56.10 (Laynes TC-v7.0-004).',
  },
  {
    name: 'Chinese copper tubes, copper $6,000 of $10,000, on the copper duty\'s last day (2026-04-05): Section 122 on the non-copper part',
    body: { htsno: '7411.10.10.30', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-05', contentValuesUsd: { copper: 6000 }, stack: {} },
    applied: [['9903.88.03', 2500], ['9903.03.01', 400], ['9903.03.06', 0], ['9903.78.01', 3000], ['7411.10.10.30', 150]],
    total: 6050,
    working: '9903.88.03: 25% = $2,500.00. 9903.78.01: 50% x 6,000 = $3,000.00. The Section 122 surcharge does not apply in addition to a Section 232 duty (clause 4): 10% x 4,000 = $400.00, with 9903.03.06 at $0. Line 1.5% = $150.00. Total $6,050.00.',
  },
  {
    name: 'The same tubes on 2026-04-06: the annex structure charges 50% on the full value (9903.82.02, Annex I-A copper) and the surcharge yields entirely',
    body: { htsno: '7411.10.10.30', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-06', contentValuesUsd: { copper: 6000 }, stack: {} },
    applied: [['9903.88.03', 2500], ['9903.03.06', 0], ['9903.82.02', 5000], ['7411.10.10.30', 150]],
    total: 7650,
    working: 'Proclamation 11021: 7411.10.10 is a copper article of Annex I-A, 50% of the full value = $5,000.00; 9903.78.01 is no longer in the schedule. Section 122 yields on the whole value (9903.03.06 at $0). 2,500 + 5,000 + 150 = $7,650.00.',
  },
  {
    name: 'Chinese goods of the copper list declared to contain no copper (2026-04-05): 9903.78.02 at $0 in place of 9903.78.01, and the surcharge on the whole value',
    body: { htsno: '7411.10.10.30', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-05', stack: { answers: { '9903.78.02': true } } },
    applied: [['9903.88.03', 2500], ['9903.03.01', 1000], ['9903.78.02', 0], ['7411.10.10.30', 150]],
    total: 3650,
    working: 'Heading 9903.78.02 (CSMS #65794272: 0% on goods of the listed classifications which contain no copper), answered yes: reported at $0 in place of 9903.78.01. No Section 232 duty applies, so the surcharge does: 10% = $1,000.00. 2,500 + 1,000 + 150 = $3,650.00 (unanswered, copper undeclared: 50% of the full value, as CBP does).',
  },
  {
    name: 'A Chinese fork-lift truck entered 2026-06-08: Annex I-C goods no other heading takes are 9903.82.09 (+25%), not the USMCA heading 9903.82.20',
    body: { htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-06-08', stack: {} },
    applied: [['9903.88.01', 2500], ['9903.03.06', 0], ['9903.82.09', 2500], ['8427.20.40.00', 0]],
    total: 5000,
    working: '9903.88.01 (footnote, List 1): 25% = $2,500.00. From 2026-06-08 8427.20.40 is on Annex I-C (note 16(c)(xi), Proclamation 11032): 9903.82.09, whose Rev 10 text covers "(c)(vi)-(viii) and (xi)" except 9903.82.20-9903.82.26, and clause (2)(a) charges 25%: $2,500.00 (China is no partner of 9903.82.22, and 9903.82.20 is the USMCA heading of Canada and Mexico, note 16(j)). Section 122 yields on the value 232 covers (9903.03.06 at $0). Line Free. Total $5,000.00.',
  },
  {
    name: 'A Chinese fork-lift truck of U.S. steel (answered) entered 2026-06-10: 9903.82.06, whose Rev 10 text names (c)(xi), +10%',
    body: { htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-06-10', stack: { answers: { '9903.82.06': true } } },
    applied: [['9903.88.01', 2500], ['9903.03.06', 0], ['9903.82.06', 1000], ['8427.20.40.00', 0]],
    total: 3500,
    working: '9903.88.01: 25% = $2,500.00. At least 85% of the steel melted and poured in the United States (answered; note 16(e), Proclamation 11032 clause (4)): 9903.82.06 ("(c)(ii), (iv), (vi)-(viii), (xi) and (e)"), +10% = $1,000.00, in place of 9903.82.09 (note 16(a)); clause (2)(c)\'s 10% is the same on this Free line. Total $3,500.00.',
  },
  {
    name: 'A German fork-lift truck entered 2026-06-10: 9903.82.22 tops the Free line up to 15% (Proclamation 11032 clause (2)(b))',
    body: { htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'DE', asOf: '2026-06-10', stack: {} },
    applied: [['9903.03.06', 0], ['9903.82.22', 1500], ['8427.20.40.00', 0]],
    total: 1500,
    working: 'Germany is a member of the European Union, a partner of 9903.82.22: the column 1 rate (Free) and the additional duty sum to 15%: 15% x 10,000 = $1,500.00. Section 122 yields (9903.03.06 at $0). Total $1,500.00.',
  },
  {
    name: 'The German fork-lift truck answered as less than 15% metal by weight (9903.82.03): out of Section 232, so the Section 122 surcharge applies',
    body: { htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'DE', asOf: '2026-06-10', stack: { answers: { '9903.82.03': true } } },
    applied: [['9903.03.01', 1000], ['9903.82.03', 0], ['8427.20.40.00', 0]],
    total: 1000,
    working: 'Heading 9903.82.03 (Rev 10: articles outside chapters 72, 73, 74 and 76 whose metal is under 15% of their weight, "as provided for in subdivision (c)", which holds (c)(xi) from 2026-06-08), answered yes: reported at $0 in place of 9903.82.22. No Section 232 duty applies, so the Section 122 surcharge does (2026-02-24 to 2026-07-23): 10% x 10,000 = $1,000.00. Total $1,000.00.',
  },
  {
    name: 'A Canadian fork-lift truck claimed under the USMCA with 30% U.S. content, entered 2026-06-07, the day before note 16(j): Annex I-B, 9903.82.09 on the full value',
    body: { htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2026-06-07', stack: { claimedProgramme: 'S', usContentPercent: 30 } },
    applied: [['9903.03.06', 0], ['9903.82.09', 2500], ['8427.20.40.00', 0]],
    total: 2500,
    working: 'Until 2026-06-07 8427.20.40 is on Annex I-B (note 16(c)(vii)): 9903.82.09, 25% of the full value = $2,500.00, whatever the U.S. content. Total $2,500.00.',
  },
  {
    name: 'The same truck entered 2026-06-08, the first day of note 16(j): 9903.82.20 on all but the U.S. content, which 9903.82.21 reports at $0',
    body: { htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2026-06-08', stack: { claimedProgramme: 'S', usContentPercent: 30 } },
    applied: [['9903.03.06', 0], ['9903.82.20', 1750], ['9903.82.21', 0], ['8427.20.40.00', 0]],
    total: 1750,
    working: 'Note 16(j), Proclamation 11032 clause (2)(d): for USMCA goods of Canada, 9903.82.21 takes the U.S. content up to 40% of the value (30% x 10,000 = 3,000) and 9903.82.20 charges 25% on the rest: 25% x 7,000 = $1,750.00. Total $1,750.00.',
  },
  {
    name: 'A Canadian fork-lift truck under the USMCA with 55% U.S. content: 9903.82.21 takes out at most 40% of the value, so 9903.82.20 charges 15% of it',
    body: { htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2026-06-10', stack: { claimedProgramme: 'S', usContentPercent: 55 } },
    applied: [['9903.03.06', 0], ['9903.82.20', 1500], ['9903.82.21', 0], ['8427.20.40.00', 0]],
    total: 1500,
    working: 'Note 16(j): 9903.82.20 applies to the non-U.S. content and to U.S. content that exceeds 40% of the value: 10,000 - 40% x 10,000 = 6,000; 25% x 6,000 = $1,500.00, the 15% floor of clause (2)(d). Total $1,500.00.',
  },
  {
    name: 'The same truck entered 2027-12-31, the last day of Proclamation 11032 clause (2): 9903.82.20 and 9903.82.21, and note 52(f) takes it out of the 10% of Canada',
    body: { htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2027-12-31', stack: { claimedProgramme: 'S', usContentPercent: 30 } },
    applied: [['9903.05.90', 0], ['9903.82.20', 1750], ['9903.82.21', 0], ['8427.20.40.00', 0]],
    total: 1750,
    complete: false,
    working: '25% x (10,000 - 3,000) = $1,750.00 (note 16(j)); an article subject to 9903.82.20 is not subject to note 52 (52(f)): 9903.05.90 at $0. Total $1,750.00; incomplete, the entry being after the build.',
  },
  {
    name: 'The same truck entered 2028-01-01: clause (2) has ended, so 9903.82.09 on the full value (the rates of Proclamation 11021 clause (3) not held here)',
    body: { htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2028-01-01', stack: { claimedProgramme: 'S', usContentPercent: 30 } },
    applied: [['9903.05.90', 0], ['9903.82.09', 2500], ['8427.20.40.00', 0]],
    total: 2500,
    complete: false,
    working: 'Proclamation 11032 clause (2) runs until 2027-12-31: 9903.82.20 and 9903.82.21 end; 9903.82.09 (Annex I-C in its Rev 10 text) charges 25% of the full value = $2,500.00; 9903.05.90 at $0 (note 52(f)). Total $2,500.00; incomplete.',
  },
  {
    name: 'An Indian pump part of Annex I-B entered 2026-06-10, answered as used only to make industrial equipment: 9903.82.25 tops the Free line up to 15% in place of 9903.82.09',
    body: { htsno: '8413.91.90.55', customsValueUsd: 10000, countryOfOrigin: 'IN', asOf: '2026-06-10', stack: { answers: { '9903.82.25': true } } },
    applied: [['9903.03.06', 0], ['9903.82.25', 1500], ['8413.91.90.55', 0]],
    total: 1500,
    working: '8413.91.90 is a chapter 84 part on Annex I-B (note 16(c)(vii)); note 16(k) from 2026-06-08: used exclusively to make fixed industrial equipment (answered), its metal not 85% U.S. (16(f)): 9903.82.25, the column 1 rate (Free) and the additional duty total 15%: 15% x 10,000 = $1,500.00, in place of 9903.82.09\'s 25% (note 16(a): one heading of the family). Total $1,500.00.',
  },
  {
    name: 'The same part of U.S. metal (85%, answered): 9903.82.23, 10% including the column 1 rate',
    body: { htsno: '8413.91.90.55', customsValueUsd: 10000, countryOfOrigin: 'IN', asOf: '2026-06-10', stack: { answers: { '9903.82.23': true, '9903.82.25': true } } },
    applied: [['9903.03.06', 0], ['9903.82.23', 1000], ['8413.91.90.55', 0]],
    total: 1000,
    working: 'Note 16(e) as amended (85% by weight, Proclamation 11032 clause (4)) and (k): 9903.82.23, (10% - 0%) x 10,000 = $1,000.00. Total $1,000.00.',
  },
  {
    name: 'The same answered part entered 2026-06-07, before note 16(k): 9903.82.09 on the full value',
    body: { htsno: '8413.91.90.55', customsValueUsd: 10000, countryOfOrigin: 'IN', asOf: '2026-06-07', stack: { answers: { '9903.82.25': true } } },
    applied: [['9903.03.06', 0], ['9903.82.09', 2500], ['8413.91.90.55', 0]],
    total: 2500,
    working: '9903.82.23-.26 begin on 2026-06-08 (Proclamation 11032): before it the part pays 9903.82.09, 25% x 10,000 = $2,500.00.',
  },
  {
    name: 'A Russian pump part answered the same way: note 16(k) does not reach general note 3(b) countries, so 9903.82.16 and the column 2 rate',
    body: { htsno: '8413.91.90.55', customsValueUsd: 10000, countryOfOrigin: 'RU', asOf: '2026-06-10', stack: { answers: { '9903.82.25': true } } },
    applied: [['9903.03.06', 0], ['9903.82.16', 2500], ['8413.91.90.55', 3500]],
    total: 6000,
    working: 'Russia is a column 2 country (general note 3(b)): 9903.82.23-.26 do not apply to it (note 16(k)); 9903.82.16, +25% = $2,500.00; the line at column 2, 35% = $3,500.00. Total $6,000.00.',
  },
];

const stackedOf = async (body: Record<string, unknown>): Promise<DutyEstimate> => {
  const answer = await estimate(testDeps, body, BROKER, TODAY);
  if (!answer.ok) throw new Error(`${JSON.stringify(body)}: ${JSON.stringify(answer.error)}`);
  return answer.value;
};

describe('stacked totals on real lines, computed by hand', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const e = await stackedOf(c.body);
      const s = e.stacked!;
      expect(s.applied.map((a) => [a.heading, a.amountUsd]), c.working).toEqual(c.applied);
      expect(s.totalDutyUsd, c.working).toBe(c.total);
      expect(s.complete).toBe(c.complete ?? true);
      const open = Object.fromEntries(s.openQuestions.map((q) => [q.id, Object.fromEntries(q.readings.map((r) => [r.reading, r.totalDutyUsd]))]));
      expect(open).toEqual(c.open ?? {});
      // The total is the base plus every applied line, exactly: sums in cents.
      const cents = s.applied.reduce((sum, a) => sum + Math.round(a.amountUsd * 100), 0);
      expect(cents).toBe(Math.round(c.total * 100));
      // dutyUsd is the line's own duty, never the stack.
      const { stack: _, ...plain } = c.body;
      expect(e.dutyUsd).toBe((await stackedOf(plain)).dutyUsd);
    });
  }

  it('a Brazilian T-shirt entered today: Section 301 Brazil and note 52, later actions priced from the law data, and said so', async () => {
    const e = await stackedOf({ htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'BR', stack: {} });
    expect(e.stacked!.complete).toBe(false);
    expect(e.stacked!.totalDutyUsd).toBe(5400);
    const brazil = e.stacked!.laterActions.find((a) => a.headings === '9903.05.01-9903.05.09');
    expect(brazil).toMatchObject({ pricedBy: 'section-301-brazil' });
    expect(e.stacked!.completeBecause).toContain('those marked pricedBy are priced here');
    // Not every later action is priced: the pharmaceuticals of 2026 Rev 14 reach a line of chapter 30 unpriced.
    const pills = await stackedOf({ htsno: '3004.90.92.01', customsValueUsd: 10000, countryOfOrigin: 'BR', stack: {} });
    expect(pills.stacked!.laterActions.find((a) => a.headings === '9903.04.60-9903.04.69')).not.toHaveProperty('pricedBy');
    expect(e.scheduleCurrency).toMatchObject({ release: '2026HTSRev10', complete: false });
    expect(e.scheduleCurrency!.laterActions!.map((a) => a.headings)).toContain('9903.05.01-9903.05.09');
  });

  it('a Mexican fork-lift truck under the USMCA, its U.S. content undeclared: 9903.82.20 on the full value, and the U.S. content asked, priced at the 40% 9903.82.21 takes out at most', async () => {
    const e = await stackedOf({ htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2026-06-10', stack: { claimedProgramme: 'S' } });
    expect(e.stacked!.applied.map((a) => [a.heading, a.amountUsd])).toEqual([['9903.03.06', 0], ['9903.82.20', 2500], ['8427.20.40.00', 0]]);
    const q = e.stacked!.questions.find((x) => x.fact === 'stack.usContentPercent')!;
    expect(q).toMatchObject({ heading: '9903.82.21', asks: expect.stringContaining('up to 40% of the value') });
    expect(q.readings.map((r) => [r.value, r.totalDutyUsd])).toEqual([[null, 2500], [40, 1500]]);
    expect(e.chapter99Candidates.find((c) => c.heading === '9903.82.21')).toMatchObject({ status: 'not-met', statusBecause: expect.stringContaining('applies to the U.S. content of the goods; none was declared') });
    // Without the USMCA claim, 9903.82.09 takes the Annex I-C article of Canada or Mexico as any other origin's.
    const unclaimed = await stackedOf({ htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2026-06-10', stack: { usContentPercent: 30 } });
    expect(unclaimed.stacked!.applied.map((a) => a.heading)).toEqual(['9903.03.06', '9903.82.09', '8427.20.40.00']);
    // The working says what the cap did.
    const capped = await stackedOf({ htsno: '8427.20.40.00', customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2026-06-10', stack: { claimedProgramme: 'S', usContentPercent: 55 } });
    expect(capped.stacked!.applied.find((a) => a.heading === '9903.82.20')!.working.map((w) => w.basis)).toContain('less the U.S. content (40% of 10,000.00 USD, the most 9903.82.21 takes out of the 55% declared) under 9903.82.21');
  });

  it('an unanswered part of Annex I-B stays under 9903.82.09, and note 16(k) is asked with the total under each heading: 10% or 15% including the column 1 rate', async () => {
    const e = await stackedOf({ htsno: '8413.91.90.55', customsValueUsd: 10000, countryOfOrigin: 'IN', asOf: '2026-06-10', stack: {} });
    expect(e.stacked!.totalDutyUsd).toBe(2500);
    const readings = (heading: string) => e.stacked!.questions.find((q) => q.heading === heading)?.readings.map((r) => r.totalDutyUsd);
    expect(readings('9903.82.23')).toEqual([2500, 1000]);
    expect(readings('9903.82.25')).toEqual([2500, 1500]);
    expect(e.stacked!.questions.find((q) => q.heading === '9903.82.25')!.asks).toContain('used exclusively in making agricultural equipment, fixed industrial equipment or mobile industrial equipment');
    // A line outside chapters 84, 85 and 87 is never asked: an article of steel of chapter 73 (Annex I-A).
    const bolts = await stackedOf({ htsno: '7326.90.86.88', customsValueUsd: 10000, countryOfOrigin: 'IN', asOf: '2026-06-10', stack: {} });
    expect(bolts.stacked!.questions.map((q) => q.heading)).not.toContain('9903.82.25');
  });

  it('every line of Annex I-C, Canadian under the USMCA on 2026-06-08: 9903.82.20 on the value less the U.S. content up to 40%, never below 15% of the value, never more for more U.S. content', async () => {
    const law = await testDeps.law();
    const { store } = await testDeps.hts();
    const prefixes = [...law.lists.get('s232-1c-steel')!.byPrefix.keys()];
    expect(prefixes.length).toBeGreaterThanOrEqual(28);
    let lines = 0;
    for (const prefix of prefixes) {
      const chapter = await store.chapter(prefix.slice(0, 2));
      for (const i of chapter!.startingWith(prefix)) {
        const line = chapter!.line(i);
        if (!line.classifiable) continue;
        lines++;
        let before = Infinity;
        for (const us of [0, 20, 40, 60, 100]) {
          const e = await stackedOf({ htsno: line.htsno, customsValueUsd: 10000, countryOfOrigin: 'CA', asOf: '2026-06-08', stack: { claimedProgramme: 'S', usContentPercent: us } });
          const charged = e.stacked!.applied.find((a) => a.heading === '9903.82.20');
          expect(charged?.basisUsd, line.htsno).toBe(10000 - 100 * Math.min(us, 40));
          expect(e.stacked!.applied.map((a) => a.heading), line.htsno).toContain('9903.82.21');
          expect(charged!.amountUsd, line.htsno).toBeGreaterThanOrEqual(1500);
          expect(e.stacked!.totalDutyUsd!, line.htsno).toBeLessThanOrEqual(before);
          before = e.stacked!.totalDutyUsd!;
        }
      }
    }
    expect(lines).toBeGreaterThanOrEqual(28);
  });

  it('says how a heading reaches the goods: by origin for a country\'s heading, any origin for an in-transit one', async () => {
    const e = await stackedOf({ htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-07-27', stack: { loadedOn: '2026-07-20' } });
    expect(e.stacked!.applied.find((a) => a.heading === '9903.05.85')!.because).toContain('it reaches every article, of any origin');
    const later = await stackedOf({ htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-07-28', stack: {} });
    expect(later.stacked!.applied.find((a) => a.heading === '9903.05.31')!.because).toContain('it reaches every article of its origins');
  });

  it('a question\'s readings are the totals under each answer: the undeclared steel content of a 2026-04-05 plow', async () => {
    const e = await stackedOf({ htsno: '8432.10.00.20', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-05', stack: {} });
    // Not declared: 232 on the full value (CBP), 122 on nothing: 2,500 + 5,000 = 7,500; declared 0: 2,500 + 1,000.
    expect(e.stacked!.totalDutyUsd).toBe(7500);
    const q = e.stacked!.questions.find((x) => x.fact === 'contentValuesUsd.steel');
    expect(q?.readings.map((r) => r.totalDutyUsd)).toEqual([7500, 3500]);
  });

  it('a fact the declared content already answers is never asked: steel declared, 9903.82.01 ("contain no aluminum, steel or copper") is not met', async () => {
    const declared = await stackedOf({ htsno: '7208.10.15.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-05-01', contentValuesUsd: { steel: 10000 }, stack: {} });
    expect(declared.stacked!.questions.map((q) => q.heading)).not.toContain('9903.82.01');
    expect(declared.chapter99Candidates.find((c) => c.heading === '9903.82.01')).toMatchObject({ status: 'not-met', statusBecause: expect.stringContaining('a steel content of 10,000.00 USD was declared') });
    // Not declared, the heading is asked: answered yes, nothing of 232 is due.
    const undeclared = await stackedOf({ htsno: '7208.10.15.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-05-01', stack: {} });
    expect(undeclared.stacked!.questions.map((q) => q.heading)).toContain('9903.82.01');
    // A non-U.S. content is no metal: declared alone, the heading is still asked.
    const nonUs = await stackedOf({ htsno: '7208.10.15.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-05-01', contentValuesUsd: { nonUs: 10000 }, stack: {} });
    expect(nonUs.stacked!.questions.map((q) => q.heading)).toContain('9903.82.01');
  });

  it('the approval of 9903.74.03 is asked with the total under each answer, and an undeclared non-U.S. content is the full value', async () => {
    const unanswered = await stackedOf({ htsno: '8704.23.01.00', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-12-01', contentValuesUsd: { nonUs: 4000 }, stack: { claimedProgramme: 'S' } });
    const q = unanswered.stacked!.questions.find((x) => x.heading === '9903.74.03')!;
    expect(q.readings.map((r) => r.totalDutyUsd)).toEqual([2500, 1000]);
    const undeclared = await stackedOf({ htsno: '8704.23.01.00', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2025-12-01', stack: { claimedProgramme: 'S', answers: { '9903.74.03': true } } });
    const line = undeclared.stacked!.applied.find((a) => a.heading === '9903.74.03')!;
    expect([line.basisUsd, line.amountUsd]).toEqual([10000, 2500]);
    expect(line.working[0]!.basis).toBe('non-U.S. content not declared: charged on the full customs value 10,000.00 USD');
    expect(undeclared.stacked!.questions.find((x) => x.fact === 'contentValuesUsd.nonUs')?.readings.map((r) => r.totalDutyUsd)).toEqual([2500, 0]);
  });

  it('a heading reached by the goods a list or a note names says so (note-list), never that it covers the origin generally', async () => {
    const parts = await stackedOf({ htsno: '9403.99.90.45', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-09-01', contentValuesUsd: { steel: 500, aluminum: 0 }, stack: {} });
    expect(parts.chapter99Candidates.find((c) => c.heading === '9903.81.91')).toMatchObject({
      status: 'applies',
      linkedBy: { by: 'note-list', listWords: expect.stringContaining('9403.99.90.45 is listed in the steel derivatives added by the Bureau of Industry and Security from 2025-08-18') },
    });
    const unit = await stackedOf({ htsno: '8471.50.01.50', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-01-20', stack: {} });
    expect(unit.chapter99Candidates.find((c) => c.heading === '9903.79.01')).toMatchObject({ linkedBy: { by: 'note-list', listWords: 'the heading names 8471.50' } });
  });

  it('a Section 301 heading the line\'s footnote names but its note excepts is exempt by the note, and says which number', async () => {
    const e = await stackedOf({ htsno: '9401.69.60.31', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-10', stack: {} });
    const listed = e.chapter99Candidates.find((c) => c.heading === '9903.88.15');
    expect(listed).toMatchObject({ status: 'exempt', applied: false, statusBecause: expect.stringContaining('its note excepts 9401.69.60.31') });
    expect(listed!.statusSource).toContain('note 20(s)(ii)');
    expect(e.chapter99Candidates.find((c) => c.heading === '9903.88.04')).toMatchObject({ status: 'applies' });
  });

  it('each candidate says its status and why; the ended IEEPA and Section 122 headings of a laptop entered today among them', async () => {
    const e = await stackedOf({ htsno: '8471.30.01.00', customsValueUsd: 10000, countryOfOrigin: 'CN' });
    const status = new Map(e.chapter99Candidates.map((c) => [c.heading, c]));
    for (const h of ['9903.01.20', '9903.01.24', '9903.01.25', '9903.03.01']) {
      expect(status.get(h)).toMatchObject({ status: 'ended', applied: false });
      expect(status.get(h)!.statusSource).toMatch(/\S/);
    }
    expect(e.chapter99Candidates.every((c) => c.status !== undefined && c.statusBecause !== undefined && c.applied === false)).toBe(true);
    expect(e).not.toHaveProperty('stacked');
  });
});
