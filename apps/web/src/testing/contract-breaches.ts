import type { Endpoint } from '@inroad/contracts/endpoint';

const contractBreaches: string[] = [];

/** Records a request or answer outside the contract; it fails the running test (see setup.ts). */
export function recordContractBreach(breach: string): void {
  contractBreaches.push(breach);
}

/**
 * A fake's answer as the real client reads it: parsed by the endpoint's response schema. An answer outside the
 * contract is recorded, and fails the test that got it (see setup.ts) even where the screen swallows the error.
 */
export function answerByContract(endpoint: Endpoint, answer: unknown): unknown {
  const parsed = endpoint.response.safeParse(answer);
  if (parsed.success) return parsed.data;
  const breach = `${endpoint.method} ${endpoint.path}: the fake answered outside the contract: ${parsed.error.message}`;
  recordContractBreach(breach);
  throw new Error(breach);
}

/** The contract breaches since the last call, emptied. */
export function takeContractBreaches(): string[] {
  return contractBreaches.splice(0);
}
