// The Node.js version Inroad supports: its runtime dependencies declare it (pg-boss needs 22.12, the AI SDK and
// Fastify's cookie and content-disposition need 22, vitest ^22.12 or 24+). package.json's `engines` says the same.
export const REQUIRED_NODE = '22.12.0';

function parts(version) {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

export function satisfiesRequirement(version) {
  const [major = 0, minor = 0, patch = 0] = parts(version);
  const [reqMajor = 0, reqMinor = 0, reqPatch = 0] = parts(REQUIRED_NODE);
  if (major !== reqMajor) return major > reqMajor;
  if (minor !== reqMinor) return minor > reqMinor;
  return patch >= reqPatch;
}

/** What `npm start` prints on an older Node.js, or null when the version is supported. */
export function nodeRequirementNotice(version) {
  if (satisfiesRequirement(version)) return null;
  const shown = version.replace(/^v/, '');
  return [
    `Inroad needs Node.js ${REQUIRED_NODE} or later; this is Node.js ${shown}.`,
    'Its dependencies (pg-boss, the AI SDK, vitest) declare Node.js 22, which is why npm install warned (EBADENGINE).',
    'Inroad starts anyway, but this version is not supported: install Node.js 22 LTS or later (https://nodejs.org).',
  ].join('\n');
}
