/**
 * The address an anonymous budget is counted under. IPv4 as is; IPv6 by
 * its /64 prefix, since one host usually holds a whole /64 and could
 * otherwise rotate through fresh budgets; IPv4-mapped IPv6 as IPv4.
 */
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const ipv4 = (s: string): string | null => {
  const m = IPV4.exec(s);
  if (!m) return null;
  const octets = m.slice(1).map(Number);
  return octets.every((o) => o <= 255) ? octets.join('.') : null;
};

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
const ipv6Groups = (s: string): number[] | null => {
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      const v4 = i === pieces.length - 1 ? ipv4(piece) : null;
      if (v4) {
        const o = v4.split('.').map(Number) as [number, number, number, number];
        groups.push((o[0] << 8) | o[1], (o[2] << 8) | o[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) groups.push(parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
};

export const addressBucket = (address: string | undefined): string => {
  const raw = (address ?? '').trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = ipv4(raw);
  if (v4) return v4;
  const groups = ipv6Groups(raw);
  if (!groups) return 'unknown';
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  return `${[a, b, c, d].map((x) => x.toString(16)).join(':')}::/64`;
};
