/**
 * filterNotices: every given filter must hold.
 * - `from` / `to` (yyyy-mm-dd, inclusive) bound the PUBLICATION date; a notice
 *   without a publication date is left out whenever either bound is given.
 * - `q`: every whitespace-separated token must occur, case-insensitively, in
 *   the citation, document number, title, agency, type detail or wine effect.
 * - `type`, `wineOnly`: exact.
 * Order is the input order (publication date).
 */
import type { Notice, NoticeFilter } from '../schema/notice.ts';

const haystack = (n: Notice): string =>
  [n.citation, n.documentNumber, n.title, n.agency, n.typeDetail, n.wineEffect].filter(Boolean).join(' ').toLowerCase();

export const filterNotices = (notices: readonly Notice[], filter: NoticeFilter): Notice[] => {
  const tokens = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const dated = filter.from !== undefined || filter.to !== undefined;
  return notices.filter((n) => {
    if (dated && n.publicationDate === null) return false;
    const d = n.publicationDate ?? '';
    if (filter.from !== undefined && d < filter.from) return false;
    if (filter.to !== undefined && d > filter.to) return false;
    if (filter.type !== undefined && n.type !== filter.type) return false;
    if (filter.wineOnly !== undefined && n.wineOnly !== filter.wineOnly) return false;
    if (tokens.length === 0) return true;
    const text = haystack(n);
    return tokens.every((t) => text.includes(t));
  });
};
