/**
 * Browser journeys run on three workers at once, on two cores: a journey spends part of its time waiting (a server
 * starting or stopping, a sign-in link, a fake network), and a third journey fills those waits. Measured on the
 * whole journey project: two workers kept the cores 86% busy and took 284 s, three 98% and 260 s. Each worker has
 * its own extension builds and fake-network ports, and each demo journey its own copy of the seeded workspace on a
 * port of its own.
 */
export const JOURNEY_WORKERS = 3;

/**
 * Extension builds per worker: the extension journey runs its two engines side by side (it mostly waits on the
 * extension and the inbox's polls), and each browser needs a build pointed at a fake network of its own.
 */
export const EXTENSIONS_PER_WORKER = 2;

/** The extension, built pointed at a fake LinkedIn and Reddit on `fakeNetworkPort`. */
export type ExtensionBuild = { dir: string; fakeNetworkPort: number };

/** What one journey worker has to itself for the run (global-setup.ts). */
export type JourneyWorker = { extensions: ExtensionBuild[] };
