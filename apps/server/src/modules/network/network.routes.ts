import { NETWORK_JSON_VALUES_MAX } from '@inroad/contracts/json-limits';
import {
  FORMAT_BODY_LIMIT_BYTES,
  formatLinkedinCompany,
  formatLinkedinOutcome,
  formatLinkedinPostMetrics,
  formatLinkedinPosts,
  formatLinkedinProfile,
  formatLinkedinTypeahead,
  formatRedditComments,
  formatRedditOutcome,
  formatRedditPosts,
} from '@inroad/contracts/network';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import { ingestPosts } from '../ingest/ingest.service.ts';
import * as service from './network.service.ts';

// Raw network answers are large (a page of search results with its included entities runs to megabytes).
const rawBody = { bodyLimit: FORMAT_BODY_LIMIT_BYTES, config: { jsonValuesMax: NETWORK_JSON_VALUES_MAX } };

/**
 * The formatters under /api/extension/format. Posts sent with a sourceId go into that source's inbox through the
 * ingest service. LinkedIn comments (/extension/format/linkedin/comments) belong to the comments store, which uses
 * parseLinkedinComments from ./linkedin/comments.ts.
 */
export function registerNetworkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ingest: service.IngestPosts = ({ userId, sourceId, posts }) =>
    ingestPosts({ db: ctx.db, queue: ctx.queue, userId, sourceId, posts });
  authedRoute(
    app,
    formatLinkedinPosts,
    ({ userId, body }) => service.formatPosts({ platform: 'linkedin', userId, body, ingest }),
    rawBody,
  );
  authedRoute(
    app,
    formatRedditPosts,
    ({ userId, body }) => service.formatPosts({ platform: 'reddit', userId, body, ingest }),
    rawBody,
  );
  authedRoute(app, formatRedditComments, async ({ body }) => service.formatRedditComments(body), rawBody);
  authedRoute(app, formatLinkedinProfile, async ({ body }) => service.formatLinkedinProfile(body), rawBody);
  authedRoute(app, formatLinkedinTypeahead, async ({ body }) => service.formatLinkedinTypeahead(body), rawBody);
  authedRoute(app, formatLinkedinCompany, async ({ body }) => service.formatLinkedinCompany(body), rawBody);
  authedRoute(app, formatLinkedinPostMetrics, async ({ body }) => service.formatLinkedinPostMetrics(body), rawBody);
  authedRoute(app, formatLinkedinOutcome, async ({ body }) => service.formatOutcome('linkedin', body), rawBody);
  authedRoute(app, formatRedditOutcome, async ({ body }) => service.formatOutcome('reddit', body), rawBody);
}
