/**
 * Browser journeys run on two workers at once: most of a journey's time is spent waiting on a server, a browser or
 * a fake network, not computing, so two of them share the two cores well. Each worker has its own extension build
 * and fake-network port, and each demo journey its own copy of the seeded workspace on a port of its own.
 */
export const JOURNEY_WORKERS = 2;

/**
 * Extension builds per worker: the extension journey runs its two engines side by side (it mostly waits on the
 * extension and the inbox's polls), and each browser needs a build pointed at a fake network of its own.
 */
export const EXTENSIONS_PER_WORKER = 2;

/** The extension, built pointed at a fake LinkedIn and Reddit on `fakeNetworkPort`. */
export type ExtensionBuild = { dir: string; fakeNetworkPort: number };

/** What one journey worker has to itself for the run (global-setup.ts). */
export type JourneyWorker = { extensions: ExtensionBuild[] };
