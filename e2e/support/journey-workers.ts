/**
 * Browser journeys run on three workers at once, on two cores: a journey spends part of its time waiting (a server
 * starting or stopping, a sign-in link, a fake network), and a third journey fills those waits. Measured on the
 * whole journey project: two workers kept the cores 86% busy and took 284 s, three 98% and 260 s. Each worker has
 * its own extension builds and fake-network ports (extension-build.ts), and each demo journey its own copy of the
 * seeded workspace on a port of its own.
 */
export const JOURNEY_WORKERS = 3;
