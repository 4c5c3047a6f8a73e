/**
 * A JSON Schema node in a few words for the API page: "string, 2 digits
 * (^\d{2}$)", "integer ≥ 1", "one of: free, specific, …", "array of object".
 */
type Schema = Record<string, unknown>;

export const schemaSummary = (schema: Schema | undefined): string => {
  if (!schema) return 'any';
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).map(schemaSummary).join(' or ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of: ${(schema.enum as unknown[]).map((v) => String(v)).join(', ')}`;
  const type = String(schema.type ?? (schema.$ref ? String(schema.$ref).split('/').at(-1) : 'any'));
  const facts: string[] = [];
  if (schema.pattern) facts.push(`pattern ${String(schema.pattern)}`);
  if (schema.format) facts.push(String(schema.format));
  if (schema.minimum !== undefined) facts.push(`≥ ${String(schema.minimum)}`);
  if (schema.maximum !== undefined) facts.push(`≤ ${Number(schema.maximum).toLocaleString('en-US')}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) facts.push(`${String(schema.minLength)} to ${String(schema.maxLength)} characters`);
  else if (schema.minLength !== undefined) facts.push(`at least ${String(schema.minLength)} character${schema.minLength === 1 ? '' : 's'}`);
  if (type === 'array' && schema.items) return `array of ${schemaSummary(schema.items as Schema)}`;
  if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return `object of ${schemaSummary(schema.additionalProperties as Schema)}`;
  }
  return facts.length > 0 ? `${type}, ${facts.join(', ')}` : type;
};

export interface SchemaField {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** The top-level properties of an object schema, in declaration order. */
export const schemaFields = (schema: Schema | undefined): SchemaField[] => {
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    type: schemaSummary(s),
    required: required.has(name),
    description: String(s.description ?? ''),
  }));
};
