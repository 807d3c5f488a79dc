// The one Drizzle schema: every table of Inroad, re-exported for the client and drizzle-kit.
export * from './users.ts';
