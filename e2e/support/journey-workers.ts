/**
 * Browser journeys run on two workers at once: most of a journey's time is spent waiting on a server, a browser or
 * a fake network, not computing, so two of them share the two cores well. Each worker has its own extension build
 * and fake-network port, and each demo journey its own copy of the seeded workspace on a port of its own.
 */
export const JOURNEY_WORKERS = 2;

/** What one journey worker has to itself for the run (global-setup.ts). */
export type JourneyWorker = {
  /** The extension, built for this worker, pointed at a fake LinkedIn and Reddit on `fakeNetworkPort`. */
  extensionDir: string;
  fakeNetworkPort: number;
};
