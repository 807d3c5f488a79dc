// The one Drizzle schema: every table of Inroad, re-exported for the client and drizzle-kit.

export * from './ai-usage.ts';
export * from './billing.ts';
export * from './create.ts';
export * from './email-lookups.ts';
export * from './email-templates.ts';
export * from './engagements.ts';
export * from './instructions.ts';
export * from './media.ts';
export * from './notices.ts';
export * from './onboarding.ts';
export * from './post-comments.ts';
export * from './posting-slots.ts';
export * from './posts.ts';
export * from './publishing.ts';
export * from './sources.ts';
export * from './trackers.ts';
export * from './users.ts';
