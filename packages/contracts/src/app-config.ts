import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** What the web app needs to know about this Inroad installation; public, no secrets. */
export const AppConfig = z.object({
  /** DESIGN's CREATE_AREA rule applied to the host the request came to. */
  createArea: z.boolean(),
  /** The spec's bypass of the extension prompt exists on local development hosts only. */
  localDevelopmentHost: z.boolean(),
  ai: z.object({ engine: z.enum(['local', 'model']) }),
  emailFinder: z.enum(['hunter', 'builtin']),
  /** Billing is on: Stripe's secret and publishable keys are both set. */
  billing: z.boolean(),
  /** Stripe's publishable key for Stripe.js (public by design); null when billing is off. */
  stripePublishableKey: z.string().nullable(),
  extensionId: z.string(),
});
export type AppConfig = z.infer<typeof AppConfig>;

export const getAppConfig = endpoint({
  method: 'GET',
  path: '/app/config',
  summary: 'Features of this installation as seen from the requesting host',
  response: AppConfig,
});
