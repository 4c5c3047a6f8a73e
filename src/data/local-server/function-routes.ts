/**
 * Which requests a bundled function takes, from the manifest Netlify's bundler writes (the routes and
 * excluded routes of each function's `config`), matched as Netlify matches them: a literal, or the
 * bundler's regular expression for a pattern.
 */
import { readFileSync } from 'node:fs';

interface RouteSpec {
  pattern: string;
  literal?: string;
  expression?: string;
}

interface ManifestFunction {
  name: string;
  path: string;
  routes?: RouteSpec[];
  excludedRoutes?: RouteSpec[];
}

const matcher = (specs: RouteSpec[] = []): ((path: string) => boolean) => {
  const literals = new Set(specs.flatMap((s) => (s.literal !== undefined ? [s.literal] : [])));
  const expressions = specs.flatMap((s) => (s.expression !== undefined ? [new RegExp(s.expression)] : []));
  return (path) => literals.has(path) || expressions.some((re) => re.test(path));
};

export interface FunctionRoutes {
  name: string;
  /** The function's directory in the bundle output. */
  dir: string;
  takes(path: string): boolean;
}

export const readFunctionRoutes = (manifestFile: string, name: string): FunctionRoutes => {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { functions: ManifestFunction[] };
  const fn = manifest.functions.find((f) => f.name === name);
  if (!fn) throw new Error(`${manifestFile} has no function named ${name}`);
  const included = matcher(fn.routes);
  const excluded = matcher(fn.excludedRoutes);
  return { name, dir: fn.path, takes: (path) => included(path) && !excluded(path) };
};
