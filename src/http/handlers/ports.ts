import { PortQuery } from '../../lib/query/port-query.ts';
import { filterPorts, findPort } from '../../lib/reference/find-port.ts';
import { problem } from '../app.ts';
import type { Handler } from '../context.ts';
import { referenceListHandler } from '../list-handler.ts';

/** GET /v1/ports: Schedule D districts and ports in one list, told apart by `kind`, in code order. */
export const listPorts: Handler = referenceListHandler(PortQuery, ({ ports }, filter) => filterPorts(ports, filter));

/** GET /v1/ports/{code}: a district (with its ports), a port, or a name; a name of several ports is a 409 that picks none. */
export const getPort: Handler = async (ctx) => {
  const code = ctx.params.code ?? '';
  const { ports } = await ctx.deps.reference();
  const found = findPort(ports, code);
  switch (found.kind) {
    case 'not-found':
      return problem(404, 'not-found', `No district or port has the code or name ${JSON.stringify(code.slice(0, 60))}`);
    case 'ambiguous':
      return problem(409, 'ambiguous', `${found.candidates.length} ports are named ${JSON.stringify(code.slice(0, 60))}; choose one by code`, {
        candidates: found.candidates.map((r) => ({ code: r.code, description: r.name, kind: r.kind, district: r.district })),
      });
    case 'found':
      return { kind: 'json', status: 200, body: { ...found.record, ...(found.ports ? { ports: found.ports } : {}) } };
  }
};
