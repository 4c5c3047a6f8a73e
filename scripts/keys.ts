/**
 * npm run keys -- issue --plan NAME   issue a key (printed once; only its SHA-256 is stored)
 * npm run keys -- list                ids, plans, created, revoked (never a key or a full hash)
 * npm run keys -- revoke ID           revoke a key by its id
 * The store: see src/data/tool-caller-store.ts (local .cache/blobs unless told otherwise).
 */
import { parseArgs } from 'node:util';
import { openToolStore } from '../src/data/tool-caller-store.ts';
import { issueApiKey, listApiKeys, revokeApiKey } from '../src/http/gate/api-keys.ts';
import { PLAN_CATALOGUE } from '../src/app/plans.ts';

const USAGE = 'usage: npm run keys -- issue --plan NAME | list | revoke ID';
const keyed = PLAN_CATALOGUE.plans.filter((p) => p.credential === 'key');

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const { positionals, values } = parseArgs({ allowPositionals: true, options: { plan: { type: 'string' } } });
const [command, ...rest] = positionals;
if (command !== 'issue' && command !== 'list' && command !== 'revoke') fail(USAGE);
const plan = command === 'issue' ? keyed.find((p) => p.name === values.plan) : undefined;
if (command === 'issue' && !plan) fail(`--plan must be one of: ${keyed.map((p) => p.name).join(', ')}\n${USAGE}`);
if (command === 'revoke' && rest.length !== 1) fail(USAGE);

const store = await openToolStore();
try {
  if (plan) {
    const { key, record } = await issueApiKey(store.kv, plan.name, new Date());
    console.error(`Issued key ${record.id} on plan ${plan.name} (${plan.dailyRequests} requests per UTC day, ${plan.historyDays} days of history) in ${store.where}.`);
    console.error('This is the only time the key is shown: only its SHA-256 is stored. Send it as `Authorization: Bearer <key>`.');
    // The key alone on stdout, so it can be piped into a secret store without the messages above.
    console.log(key);
  } else if (command === 'list') {
    const records = await listApiKeys(store.kv);
    console.log(`${records.length} key(s) in ${store.where}`);
    for (const r of records) console.log([r.id, r.plan.padEnd(10), r.createdAt, r.revokedAt ? `revoked ${r.revokedAt}` : 'active'].join('  '));
  } else {
    const id = rest[0] ?? '';
    const revoked = await revokeApiKey(store.kv, id, new Date());
    if (!revoked.ok) fail(revoked.error === 'unknown' ? `No key with id ${id}` : `Key ${id} was already revoked`);
    else console.log(`Revoked key ${id} (plan ${revoked.value.plan}) at ${revoked.value.revokedAt}`);
  }
} finally {
  await store.close();
}
