/**
 * How many browser journeys run at once. Each worker gets its own extension build and fake-network port, so two
 * can share the machine; but on two cores the first-run inbox journey (seeding and enriching a workspace in the
 * server's own process) missed its waits while another journey ran beside it, in two of three clean-clone runs.
 * So they run one after another; the demo workspace is still seeded in the background meanwhile.
 */
export const JOURNEY_WORKERS = 1;

/**
 * Extension builds per worker: the extension journey runs its two engines side by side (it mostly waits on the
 * extension and the inbox's polls), and each browser needs a build pointed at a fake network of its own.
 */
export const EXTENSIONS_PER_WORKER = 2;

/** The extension, built pointed at a fake LinkedIn and Reddit on `fakeNetworkPort`. */
export type ExtensionBuild = { dir: string; fakeNetworkPort: number };

/** What one journey worker has to itself for the run (global-setup.ts). */
export type JourneyWorker = { extensions: ExtensionBuild[] };
