/**
 * How many browser journeys run at once. Each worker gets its own extension build and fake-network port, so two
 * can share the machine; but on two cores the first-run inbox journey (seeding and enriching a workspace in the
 * server's own process) missed its waits while another journey ran beside it, in two of three clean-clone runs.
 * So they run one after another; the demo workspace is still seeded in the background meanwhile.
 */
export const JOURNEY_WORKERS = 1;

/** What one journey worker has to itself for the run (global-setup.ts). */
export type JourneyWorker = {
  /** The extension, built for this worker, pointed at a fake LinkedIn and Reddit on `fakeNetworkPort`. */
  extensionDir: string;
  fakeNetworkPort: number;
};
