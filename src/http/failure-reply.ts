/** A use case's failure as this edge answers it: the one problem mapping (src/app/problem-of.ts) as a reply. */
import type { Failure } from '../app/failure.ts';
import { problemOf } from '../app/problem-of.ts';
import type { Reply } from './context.ts';

export const failureReply = (failure: Failure): Reply => ({ kind: 'problem', ...problemOf(failure) });
