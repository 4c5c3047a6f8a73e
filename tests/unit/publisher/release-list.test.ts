import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refreshDecision } from '../../../src/lib/publisher/refresh-decision.ts';
import { currentRevision, parseReleaseList, revisionsAfter, type PublishedRevision } from '../../../src/lib/publisher/release-list.ts';

const RECORDED = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../support/fixtures/publisher/release-list.json'), 'utf8'));
const element = (name: string, releaseStartDate: string | null, status = 'archived') => ({ id: { timestamp: 1, date: 1000 }, name, description: name, status, releaseStartDate, releaseEndDate: null, mergedRevisions: null });

describe('the publisher release list', () => {
  it('reads the recorded answer: 44 revisions oldest first, dated from releaseStartDate, 2026 Rev 10 current', () => {
    const list = parseReleaseList(RECORDED);
    if (!list.ok) throw new Error(JSON.stringify(list.error));
    expect(list.value).toHaveLength(44);
    expect(list.value[0]).toEqual({ release: '2025HTSBasic', id: '2025_basic', year: 2025, number: 0, publishedOn: '2025-01-01', current: false });
    expect(currentRevision(list.value)).toMatchObject({ release: '2026HTSRev10', id: '2026_rev_10', publishedOn: '2026-06-08', current: true });
  });

  it('orders revisions by number, never lexically, and skips names that are not revisions', () => {
    const list = parseReleaseList([element('2026HTSRev10', '06/08/2026', 'current'), element('2026HTSRev9', '05/28/2026'), element('2026 Chapter 99 draft', '01/01/2026'), element('2026HTSBasic', null)]);
    expect(list.ok && list.value.map((r) => [r.id, r.publishedOn])).toEqual([['2026_basic', null], ['2026_rev_9', '2026-05-28'], ['2026_rev_10', '2026-06-08']]);
  });

  it('refuses another shape, and a list with no revision in it', () => {
    expect(parseReleaseList({ error: 'down' })).toMatchObject({ ok: false, error: { code: 'release-list-invalid' } });
    expect(parseReleaseList([{ title: 'x' }])).toMatchObject({ ok: false, error: { code: 'release-list-invalid' } });
    expect(parseReleaseList([element('Chapter 99', null)])).toEqual({ ok: false, error: { code: 'release-list-invalid', issues: ['no release is named <year>HTSBasic or <year>HTSRev<n>'] } });
  });

  it('with no release marked current, the newest listed is', () => {
    const list = parseReleaseList([element('2026HTSRev2', '01/30/2026'), element('2026HTSRev1', '01/16/2026')]);
    expect(list.ok && currentRevision(list.value).id).toBe('2026_rev_2');
  });

  it('the releases after the newest held, up to the current one', () => {
    const list = parseReleaseList([element('2026HTSRev12', null), element('2026HTSRev11', null, 'current'), element('2026HTSRev10', null), element('2026HTSRev9', null)]);
    if (!list.ok) throw new Error('list');
    expect(revisionsAfter(list.value, '2026_rev_9').map((r) => r.id)).toEqual(['2026_rev_10', '2026_rev_11']);
    expect(revisionsAfter(list.value, '2026_rev_11')).toEqual([]);
  });
});

describe('whether the daily check asks for a build', () => {
  const rev = (release: string): PublishedRevision => {
    const m = /^(\d{4})HTSRev(\d+)$/.exec(release)!;
    return { release, id: `${m[1]}_rev_${m[2]}`, year: Number(m[1]), number: Number(m[2]), publishedOn: null, current: true };
  };
  it('only for a release newer than the one deployed', () => {
    expect(refreshDecision(rev('2026HTSRev11'), '2026HTSRev10')).toMatchObject({ build: true });
    expect(refreshDecision(rev('2026HTSRev10'), '2026HTSRev10')).toMatchObject({ build: false });
    expect(refreshDecision(rev('2026HTSRev9'), '2026HTSRev10')).toMatchObject({ build: false });
    expect(refreshDecision(rev('2027HTSRev1'), '2026HTSRev21')).toMatchObject({ build: true });
    expect(refreshDecision(rev('2026HTSRev10'), 'unknown')).toMatchObject({ build: true });
  });
});
