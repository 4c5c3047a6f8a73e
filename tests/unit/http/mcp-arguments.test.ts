/**
 * The depth bound on a tool's arguments never refuses a call its endpoint could take: every tool's input schema
 * (from its route's zod schemas) nests well under MAX_ARGUMENT_DEPTH.
 */
import { describe, expect, it } from 'vitest';
import { MCP_TOOLS } from '../../../src/http/mcp/mcp-tools.ts';
import { bindTools, MAX_ARGUMENT_DEPTH, requestFor } from '../../../src/http/mcp/tool-call.ts';
import { ROUTES } from '../../../src/http/routes.ts';

type Schema = Record<string, unknown>;

/** The deepest instance a JSON Schema allows, in levels of objects and arrays (an open value counts as one). */
const depthOf = (schema: Schema): number => {
  expect(schema.$ref, 'a $ref would hide depth').toBeUndefined();
  const inner: Schema[] = [
    ...Object.values((schema.properties ?? {}) as Record<string, Schema>),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties as Schema] : []),
    ...(schema.items ? [schema.items as Schema] : []),
  ];
  const alternatives = [...((schema.anyOf ?? []) as Schema[]), ...((schema.oneOf ?? []) as Schema[]), ...((schema.allOf ?? []) as Schema[])];
  const own = schema.type === 'object' || schema.type === 'array' || inner.length > 0 ? 1 + Math.max(0, ...inner.map(depthOf)) : 0;
  return Math.max(own, ...alternatives.map(depthOf));
};

const tools = bindTools(MCP_TOOLS, ROUTES);

describe('how deep a tool call\'s arguments may nest', () => {
  it.each(tools.map((t) => [t.name, t] as const))('%s: its deepest valid arguments are far under the bound', (_name, tool) => {
    const depth = depthOf(tool.inputSchema);
    expect(depth).toBeGreaterThanOrEqual(1);
    expect(depth * 4).toBeLessThanOrEqual(MAX_ARGUMENT_DEPTH);
  });

  it('arguments at the bound become the request; one level more is refused before any request, in the API\'s words', () => {
    const tool = tools.find((t) => t.name === 'estimate_duty')!;
    const outer = new Request('http://test.local/mcp', { method: 'POST' });
    const at = { htsno: '2204.21.50.05', x: JSON.parse('['.repeat(MAX_ARGUMENT_DEPTH - 1) + ']'.repeat(MAX_ARGUMENT_DEPTH - 1)) as unknown };
    expect(requestFor(tool, at, outer)).toBeInstanceOf(Request);
    const over = { ...at, x: [at.x] };
    const refused = requestFor(tool, over, outer);
    expect(refused).not.toBeInstanceOf(Request);
    expect(refused).toMatchObject({ isError: true, structuredContent: { status: 400, errors: [{ field: '(arguments)' }] } });
  });
});
