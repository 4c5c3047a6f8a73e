/**
 * About how many bytes of heap a plain value holds (JSON-like data: strings, numbers, booleans, arrays, objects,
 * typed arrays), from V8's usual layout on 64-bit: an object or array header and a slot per property or element, a
 * string's header and its characters (one byte each, two for strings beyond Latin-1). An estimate to weigh caches
 * by, within tens of percent, not an exact measure: shared values are counted once per path.
 */
const HEADER = 16;
const SLOT = 8;

export const approxBytes = (value: unknown): number => {
  switch (typeof value) {
    case 'string':
      return HEADER + (/[^\u0000-\u00ff]/.test(value) ? 2 : 1) * value.length;
    case 'number':
    case 'boolean':
    case 'undefined':
      return SLOT;
    case 'bigint':
      return HEADER + SLOT;
    case 'object': {
      if (value === null) return SLOT;
      if (ArrayBuffer.isView(value)) return HEADER * 4 + value.byteLength;
      let n = HEADER + SLOT;
      if (Array.isArray(value)) {
        for (const item of value) n += SLOT + (typeof item === 'object' || typeof item === 'string' ? approxBytes(item) : 0);
        return n;
      }
      if (value instanceof Map) {
        for (const [k, v] of value) n += 3 * SLOT + approxBytes(k) + approxBytes(v);
        return n;
      }
      if (value instanceof Set) {
        for (const v of value) n += 2 * SLOT + approxBytes(v);
        return n;
      }
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const item = (value as Record<string, unknown>)[key];
        n += SLOT + (typeof item === 'object' || typeof item === 'string' ? approxBytes(item) : 0);
      }
      return n;
    }
    default:
      return SLOT;
  }
};
