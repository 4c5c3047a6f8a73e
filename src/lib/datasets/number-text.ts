/**
 * Non-negative integers as one printable string: 5 bits per character, low
 * bits first, the sixth bit saying another character follows (base64url
 * alphabet, so JSON needs no escapes). A long list of small numbers — gaps
 * between line indexes — parses far faster as one string than as a JSON
 * array, and takes about a character each.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

export const encodeNumbers = (numbers: Iterable<number>): string => {
  let out = '';
  for (let n of numbers) {
    if (!Number.isSafeInteger(n) || n < 0 || n > 0x7fffffff) throw new RangeError(`not a 31-bit non-negative integer: ${n}`);
    do {
      const low = n & 31;
      n = Math.floor(n / 32);
      out += ALPHABET[n > 0 ? low | 32 : low];
    } while (n > 0);
  }
  return out;
};

export const decodeNumbers = (text: string): Int32Array => {
  let count = 0;
  for (let i = 0; i < text.length; i++) if ((VALUE[text.charCodeAt(i)]! & 32) === 0) count++;
  const out = new Int32Array(count);
  let k = 0;
  let value = 0;
  let shift = 0;
  for (let i = 0; i < text.length; i++) {
    const c = VALUE[text.charCodeAt(i)] ?? -1;
    if (c < 0) throw new RangeError(`not a number text: character ${i}`);
    value += (c & 31) * 2 ** shift;
    if (c & 32) shift += 5;
    else {
      out[k++] = value;
      value = 0;
      shift = 0;
    }
  }
  if (shift !== 0) throw new RangeError('number text ends inside a number');
  return out;
};
