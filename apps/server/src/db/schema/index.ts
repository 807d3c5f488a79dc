// The one Drizzle schema: every table of Inroad, re-exported for the client and drizzle-kit.
export * from './users.ts';
export * from './sources.ts';
export * from './trackers.ts';
export * from './posts.ts';
