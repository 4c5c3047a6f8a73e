/**
 * A local ESLint rule: the folders directly under one root (src/lib) import each other in one direction only.
 * import-x/no-cycle sees circles between modules; this sees them between folders (query -> datasets -> query),
 * which no module-level check finds, since the modules involved may differ at each end.
 *
 * The folder graph is built from the relative imports of every .ts file under the root (read as text, cached for
 * a moment, so one lint run reads each file once). An import is reported when its edge (folder -> folder) lies on
 * a circle. Options:
 * - root: the folder whose subfolders are checked, relative to basePath;
 * - basePath: where root is (the repository);
 * - known: sets of folders whose circle is known and being removed elsewhere. With `report: 'new'` (the default)
 *   edges between the folders of one known set are ignored; with `report: 'known'` only those edges are reported,
 *   so a second entry of the rule at 'warn' keeps them in view until they are gone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT = /(?:^|[;\s])(?:import|export)\s[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[;\s(])import\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const CACHE_MS = 2_000;
const cache = new Map();

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.(?:ts|mts)$/.test(entry.name) ? [path] : [];
  });

/** The node a file belongs to: its first folder under root, or the file itself when it sits in root. */
const nodeOf = (root, file) => {
  const rel = relative(root, file);
  if (rel.startsWith('..') || rel === '') return null;
  return rel.split(sep)[0];
};

/** Folder graph of root: node -> node -> one example [fromFile, toFile] for each edge. */
const folderGraph = (root) => {
  const hit = cache.get(root);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.graph;
  const graph = new Map();
  let files = [];
  try {
    if (statSync(root).isDirectory()) files = walk(root);
  } catch {
    files = [];
  }
  for (const file of files) {
    const from = nodeOf(root, file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const target = resolve(dirname(file), m[1] ?? m[2]);
      const to = nodeOf(root, target);
      if (to === null || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, [relative(root, file), relative(root, target)]);
    }
  }
  cache.set(root, { at: Date.now(), graph });
  return graph;
};

/** Strongly connected components (Tarjan): node -> component id. */
const components = (graph, keep) => {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!keep(v, w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      for (;;) {
        const w = stack.pop();
        onStack.delete(w);
        component.set(w, v);
        if (w === v) break;
      }
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return component;
};

/** A shortest way back from `to` to `from` through kept edges, as "a -> b (a/x.ts imports b/y.ts)" steps. */
const wayBack = (graph, keep, from, to) => {
  const previous = new Map([[to, null]]);
  const queue = [to];
  while (queue.length > 0) {
    const v = queue.shift();
    if (v === from) break;
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!keep(v, w) || previous.has(w)) continue;
      previous.set(w, v);
      queue.push(w);
    }
  }
  const steps = [];
  for (let v = from; previous.get(v) !== null && previous.get(v) !== undefined; v = previous.get(v)) {
    const u = previous.get(v);
    steps.unshift(`${u} -> ${v} (${graph.get(u).get(v).join(' imports ')})`);
  }
  return steps;
};

export const folderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders under a root import each other in one direction only (no folder-level circle)' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          basePath: { type: 'string' },
          known: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          report: { enum: ['new', 'known'] },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      circle: 'Folder circle in {{root}}: {{from}} imports {{to}}, and {{to}} leads back: {{way}}. Move the shared part below both.',
      known: 'Known folder circle in {{root}} ({{from}} <-> {{to}}), being removed in another branch: {{way}}.',
    },
  },
  create(context) {
    const options = context.options[0];
    const root = resolve(options.basePath ?? context.cwd, options.root);
    const file = context.filename;
    const from = nodeOf(root, file);
    if (from === null) return {};
    const knownSets = (options.known ?? []).map((set) => new Set(set));
    const isKnown = (a, b) => knownSets.some((set) => set.has(a) && set.has(b));
    const reportKnown = options.report === 'known';
    const keep = reportKnown ? () => true : (a, b) => !isKnown(a, b);

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = nodeOf(root, resolve(dirname(file), source));
      if (to === null || to === from) return;
      if (reportKnown !== isKnown(from, to)) return;
      const graph = folderGraph(root);
      const component = components(graph, keep);
      if (component.get(from) === undefined || component.get(from) !== component.get(to)) return;
      const way = wayBack(graph, keep, from, to).join(', ');
      context.report({ node, messageId: reportKnown ? 'known' : 'circle', data: { root: options.root, from, to, way } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
