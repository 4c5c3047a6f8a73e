/**
 * Text as the bytes a Response sends. Given a string, the Fetch API's Response (undici's, as on Netlify and in
 * process) first makes it well formed, a copy and a scan of the whole text, then encodes it: that pass was a quarter
 * of a 110 KB estimate's time in process. TextEncoder replaces a lone surrogate as that pass does, so the bytes are
 * the same (and JSON.stringify's text has none: it escapes them).
 */
const utf8 = new TextEncoder();

export const textBytes = (text: string): Uint8Array<ArrayBuffer> => utf8.encode(text);
