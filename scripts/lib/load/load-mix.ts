/**
 * The request mix of the load run: every endpoint the function answers, the
 * usual filters, estimates of each priced and refused kind, expected 404 and
 * 409 answers, and static files and pages. Each entry names the status it
 * must get and whether it counts against the caller's budget (the static /v1
 * answers and files count against nothing).
 */
import { ESTIMATE_MIX } from '../../bench/in-process.ts';

export interface MixEntry {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  status: number;
  /** Counted against the caller's daily budget (routes marked metered). */
  metered: boolean;
}

const get = (path: string, status = 200, metered = true): MixEntry => ({ method: 'GET', path, status, metered });

export const LOAD_MIX: readonly MixEntry[] = [
  get('/healthz', 200, false),
  get('/v1/tariffs'),
  get('/v1/tariffs?q=sparkling%20wine'),
  get('/v1/tariffs?q=bovine%20leather&limit=50'),
  get('/v1/tariffs?chapter=22&classifiable=true'),
  get('/v1/tariffs?heading=8471&limit=100'),
  get('/v1/tariffs?htsno=6402.19&rateKind=ad-valorem'),
  get('/v1/tariffs?rateKind=compound&limit=10'),
  get('/v1/tariffs?programme=AU&unit=kg&limit=5'),
  get('/v1/tariffs/release', 200, false),
  get('/v1/tariffs/2204.21.50.05'),
  get('/v1/tariffs/0101210010'),
  get('/v1/tariffs/2204', 409),
  get('/v1/tariffs/7700', 404),
  get('/v1/chapter99?limit=20'),
  ...ESTIMATE_MIX.map((b): MixEntry => ({ method: 'POST', path: '/v1/duty-estimate', body: JSON.stringify(b), status: 200, metered: true })),
  { method: 'POST', path: '/v1/duty-estimate', body: JSON.stringify({ htsno: '2204', customsValueUsd: 1 }), status: 409, metered: true },
  get('/v1/countries'),
  get('/v1/countries?programme=A&limit=50'),
  get('/v1/countries/FR'),
  get('/v1/countries/Nowhereland', 404),
  get('/v1/ports?q=new'),
  get('/v1/ports?district=30&kind=port'),
  get('/v1/ports/0101'),
  get('/v1/notices?limit=5'),
  get('/v1/notices?from=2025-01-01&wineOnly=false'),
  get('/v1/customs-rules', 200, false),
  get('/v1/changes?since=2026-01-01T00:00:00Z&limit=20'),
  get('/v1/changes?dataset=countries&since=2026-03-01'),
  get('/v1/history/coverage', 200, false),
  get('/v1/sources', 200, false),
  get('/v1/plans', 200, false),
  get('/v1/version', 200, false),
  get('/v1/usage'),
  get('/', 200, false),
  get('/chapters/22/', 200, false),
  get('/api/v1/versions.json', 200, false),
  get('/api/v1/chapters/22.json', 200, false),
  get('/api/v1/ports.json', 200, false),
];
