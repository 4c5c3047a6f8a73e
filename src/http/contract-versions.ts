/** Contract versions, bundled from content/contract-versions.json; data, not code, decides deprecation. */
import raw from '../../content/contract-versions.json' with { type: 'json' };
import { contractVersionProblems } from '../lib/callers/deprecation-signal.ts';
import { ContractVersions } from '../lib/schema/static-files.ts';

/** Parses and checks a version document; a document that breaks the policy is a broken invariant. */
export const loadContractVersions = (input: unknown): ContractVersions => {
  const doc = ContractVersions.parse(input);
  const problems = contractVersionProblems(doc);
  if (problems.length > 0) throw new Error(`Contract versions break the policy: ${problems.join('; ')}`);
  return doc;
};

export const CONTRACT_VERSIONS: ContractVersions = loadContractVersions(raw);
