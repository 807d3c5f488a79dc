import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './lib/server-root.ts';

/**
 * A .env file in the folder (the working directory), when present, supplies settings not already in the
 * environment. Every entry reads it before its configuration: the server, the worker, migrations and the demo.
 */
export function readDotEnv(folder = process.cwd()): void {
  const file = path.join(folder, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

const OnOffLocal = z.enum(['on', 'off', 'local']);

/** Every setting Inroad reads, with its default. Documented in .env.example and the README. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d{0,5}MB$/, 'must be a whole number of megabytes, such as 16MB')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Inroad <login@inroad.localhost>'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_DAILY_LIMIT: z.coerce.number().int().min(0).default(500),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  AI_CONCURRENCY: z.coerce.number().int().min(1).default(4),
  HUNTER_API_KEY: z.string().optional(),
  HUNTER_BASE_URL: z.url().default('https://api.hunter.io'),
  ACTION_PAUSE_HOURS: z.coerce.number().min(0).default(6),
  ACTION_SPACING_SECONDS: z.coerce.number().min(0).default(45),
  INSTRUCTION_LEASE_SECONDS: z.coerce.number().positive().default(120),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  MEDIA_DIR: z.string().optional(),
  MEDIA_MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  MEDIA_MAX_VIDEO_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(200 * 1024 * 1024),
  // What one user's media may take in storage altogether: an upload past it is refused, naming what is used.
  MEDIA_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 1024 * 1024 * 1024),
  MEDIA_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 24 * 3600)
    .default(900),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  PAYMENT_METHODS_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  REDDIT_CLIENT_ID: z.string().optional(),
  REDDIT_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_OAUTH_BASE: z.url().default('https://www.linkedin.com'),
  LINKEDIN_API_BASE: z.url().default('https://api.linkedin.com'),
  LINKEDIN_API_VERSION: z
    .string()
    .regex(/^\d{6}$/, 'must be YYYYMM')
    .default('202601'),
  REDDIT_OAUTH_BASE: z.url().default('https://www.reddit.com'),
  REDDIT_API_BASE: z.url().default('https://oauth.reddit.com'),
  REDDIT_USER_AGENT: z.string().default('web:inroad:0.1.0'),
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}=?$/, 'must be 32 bytes in base64url (e.g. `openssl rand -base64 32 | tr "+/" "-_"`)')
    .optional(),
  LOCAL_HOSTS: z.string().default(''),
  TRUST_PROXY: z.string().optional(),
  LOGIN_LINKS_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  CREATE_AREA: OnOffLocal.default('local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKERS: z.enum(['on', 'off']).default('on'),
  // The longest action cap counts 30 days of instructions: pruning sooner would let a cap be passed.
  INSTRUCTION_RETENTION_DAYS: z.coerce.number().int().min(31).default(90),
  // The inbox lists at most 30 days back by posting date: a post older than that is no longer shown.
  POST_RETENTION_DAYS: z.coerce.number().int().min(31).default(90),
  // Today's row holds the running AI allowance; only earlier days can go.
  AI_USAGE_RETENTION_DAYS: z.coerce.number().int().min(2).default(90),
  // An upload no post holds: one its post was deleted or replaced, or one never saved with a post. Longer than an
  // upload URL works, so a file goes only well after its form was left.
  MEDIA_UNATTACHED_HOURS: z.coerce.number().int().min(1).default(24),
  // pg-boss gives running jobs at least a second; closing the database needs a moment after that.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(2_000).default(10_000),
  // Generous by default: PGlite runs inside this process, so a user's own burst of work (the demo's seeding, a first
  // feed refresh) lags the loop for a while without any overload; shedding then would fail that user's own clicks.
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  // Requests being answered at once: beyond this, waiting would only make every one of them slow.
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).default(64),
  WEB_DIST: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database's buffer cache (e.g. '16MB'); unset: PGlite's default, 128MB. */
  pgliteSharedBuffers: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  ai: { baseUrl?: string; apiKey?: string; model?: string; dailyLimit: number; timeoutMs: number; concurrency: number };
  hunter: { apiKey?: string; baseUrl: string };
  /**
   * The network action queue: how long it pauses after a limit or challenge, the mean gap between actions
   * (jittered ±50%), and how long a claimed instruction is held before it is handed out again.
   */
  actions: { pauseHours: number; spacingSeconds: number; leaseSeconds: number };
  /** S3-compatible media storage; undefined: media under `media.dir`. */
  s3:
    | {
        endpoint: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        region: string;
        forcePathStyle: boolean;
      }
    | undefined;
  /**
   * Post media: the local directory (without S3), size limits in bytes (a file's, and all of a user's files'), and how
   * long upload and read links work.
   */
  media: { dir: string; maxImageBytes: number; maxVideoBytes: number; quotaBytes: number; urlTtlSeconds: number };
  /** Signs Inroad's own URLs; unset: a key generated into DATA_DIR/secret.key on first use. */
  secretKey: string | undefined;
  /**
   * Billing through Stripe, on when both keys are set. `apiBase` is where the SDK sends its calls (a fake on
   * loopback in tests); `webhookSecret` verifies the signatures of Stripe's webhook events.
   */
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    apiBase: string;
    /** How long a user's payment-method list read from Stripe is served from the database. */
    paymentMethodsCacheSeconds: number;
  };
  oauth: { linkedin?: { clientId: string; clientSecret: string }; reddit?: { clientId: string; clientSecret: string } };
  /**
   * Where the networks are reached (fakes on loopback in tests): LinkedIn's sign-in site and REST API (with the
   * Posts API version it speaks), Reddit's sign-in site and OAuth API (with the User-Agent Reddit asks for).
   */
  networks: {
    linkedin: { oauthBase: string; apiBase: string; apiVersion: string };
    reddit: { oauthBase: string; apiBase: string; userAgent: string };
  };
  /** Encrypts integration tokens at rest; unset: a key generated into DATA_DIR/token.key on first use. */
  tokenEncryptionKey: string | undefined;
  localHosts: string[];
  /**
   * Which peers may speak for the client through X-Forwarded-For/-Proto/-Host: false (none, the default), a
   * number of proxy hops, or addresses/CIDR ranges. Given to Fastify's trustProxy as it stands.
   */
  trustProxy: false | number | string[];
  /** Sign-in link requests one client (IP) may make per 15 minutes, across addresses. */
  loginLinksPerClient: number;
  createArea: z.infer<typeof OnOffLocal>;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  runWorkers: boolean;
  webDist: string;
  /**
   * Days finished instructions, gathered posts (by posting date) and per-day AI usage rows are kept, and hours media
   * no post holds is kept; the retention job deletes older ones.
   */
  retention: { instructionDays: number; postDays: number; aiUsageDays: number; unattachedMediaHours: number };
  /** How long a stopping process gives in-flight requests and jobs before it cancels them and exits. */
  shutdownTimeoutMs: number;
  /**
   * Load shedding: above this event-loop delay (ms) or utilisation (0–1) the API answers 503 with Retry-After
   * instead of queueing the request; so does a request beyond maxRequestsInFlight answered at once. 0 turns a
   * check off.
   */
  pressure: { maxEventLoopDelayMs: number; maxEventLoopUtilization: number; maxRequestsInFlight: number };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`AI_BASE_URL=` as .env.example lists it) means unset, so a copied .env.example starts Inroad.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // A sign-in link must never point at an origin taken from a request; mail leaving the machine needs the address
  // users actually reach Inroad at.
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration: SMTP_URL is set but PUBLIC_URL is not; set PUBLIC_URL to the address users reach Inroad at (e.g. https://inroad.example.com)',
    );
  }
  // Retention deletes an upload no post holds after MEDIA_UNATTACHED_HOURS: an upload URL still valid then would
  // put a file in storage that no row knows of, outside the user's quota.
  if (e.MEDIA_URL_TTL_SECONDS >= e.MEDIA_UNATTACHED_HOURS * 3600) {
    throw new Error(
      'Invalid configuration: MEDIA_URL_TTL_SECONDS must be shorter than MEDIA_UNATTACHED_HOURS (an upload URL must expire before its unused file is deleted)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      dailyLimit: e.AI_DAILY_LIMIT,
      timeoutMs: e.AI_TIMEOUT_MS,
      concurrency: e.AI_CONCURRENCY,
    },
    hunter: { apiKey: e.HUNTER_API_KEY || undefined, baseUrl: e.HUNTER_BASE_URL.replace(/\/$/, '') },
    actions: {
      pauseHours: e.ACTION_PAUSE_HOURS,
      spacingSeconds: e.ACTION_SPACING_SECONDS,
      leaseSeconds: e.INSTRUCTION_LEASE_SECONDS,
    },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    media: {
      dir: path.resolve(e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'media')),
      maxImageBytes: e.MEDIA_MAX_IMAGE_BYTES,
      maxVideoBytes: e.MEDIA_MAX_VIDEO_BYTES,
      quotaBytes: e.MEDIA_QUOTA_BYTES,
      urlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    },
    secretKey: e.SECRET_KEY,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      apiBase: e.STRIPE_API_BASE.replace(/\/$/, ''),
      paymentMethodsCacheSeconds: e.PAYMENT_METHODS_CACHE_SECONDS,
    },
    oauth: {
      linkedin:
        e.LINKEDIN_CLIENT_ID && e.LINKEDIN_CLIENT_SECRET
          ? { clientId: e.LINKEDIN_CLIENT_ID, clientSecret: e.LINKEDIN_CLIENT_SECRET }
          : undefined,
      reddit:
        e.REDDIT_CLIENT_ID && e.REDDIT_CLIENT_SECRET
          ? { clientId: e.REDDIT_CLIENT_ID, clientSecret: e.REDDIT_CLIENT_SECRET }
          : undefined,
    },
    networks: {
      linkedin: {
        oauthBase: e.LINKEDIN_OAUTH_BASE.replace(/\/$/, ''),
        apiBase: e.LINKEDIN_API_BASE.replace(/\/$/, ''),
        apiVersion: e.LINKEDIN_API_VERSION,
      },
      reddit: {
        oauthBase: e.REDDIT_OAUTH_BASE.replace(/\/$/, ''),
        apiBase: e.REDDIT_API_BASE.replace(/\/$/, ''),
        userAgent: e.REDDIT_USER_AGENT,
      },
    },
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
    localHosts: e.LOCAL_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    loginLinksPerClient: e.LOGIN_LINKS_PER_CLIENT,
    createArea: e.CREATE_AREA,
    logLevel: e.LOG_LEVEL,
    runWorkers: e.WORKERS === 'on',
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    retention: {
      instructionDays: e.INSTRUCTION_RETENTION_DAYS,
      postDays: e.POST_RETENTION_DAYS,
      aiUsageDays: e.AI_USAGE_RETENTION_DAYS,
      unattachedMediaHours: e.MEDIA_UNATTACHED_HOURS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    pressure: {
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.MAX_EVENT_LOOP_UTILIZATION,
      maxRequestsInFlight: e.MAX_REQUESTS_IN_FLIGHT,
    },
  };
}

/** TRUST_PROXY: unset trusts nobody; a whole number counts hops; anything else lists addresses or CIDR ranges. */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const named = PROXY_RANGE_NAMES.has(entry);
    if (!named && (isIP(address) === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits)))) {
      throw new Error(
        `Invalid configuration: TRUST_PROXY: "${entry}" is neither a number of hops nor an address or CIDR range`,
      );
    }
  }
  return entries;
}

/** The range names proxy-addr (Fastify's trustProxy) understands besides addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
