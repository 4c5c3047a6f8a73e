/** The law data the build wrote, compiled: the build proved it sound (src/data/build-law.ts), so a failure here is a broken invariant. */
import type { LawData } from '../schema/chapter99-law.ts';
import { compileLaw, type CompiledLaw } from './compile-law.ts';

export const compiledLaw = (data: LawData): CompiledLaw => {
  const compiled = compileLaw(data);
  if (!compiled.ok) throw new Error(`chapter 99 law: ${compiled.error.join('; ')}`);
  return compiled.value;
};
