import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type FakePerson, linkedinSearchAnswer, linkedinTopCardAnswer, redditListingAnswer } from './fake-network.ts';
import { type RecordedRequest, type Reply, startRecordingServer } from './recording-server.ts';

// LinkedIn (and an empty Reddit) on loopback for the profile journey: every content search finds one post by one
// person, whose profile has an experience section (from the recorded fixtures) and whose current company has a
// website, so the profile modal can list roles and look up an e-mail address. Writes (like, comment, follow,
// connect) are accepted, so actions the extension performs on the side never pause the queue.

const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/network');

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')) as unknown;
}

/** The recorded experience and About answers belong to this profile id; the person is invented. */
export const FIXTURE_PROFILE_ID = 'ACoAAATestRiley0000000003';

export type FakeCompany = { id: string; name: string; slug: string; website: string };

/** Northwind Widgets is the current employer in the experience fixture (company 55550001). */
export const FIXTURE_COMPANY: FakeCompany = {
  id: '55550001',
  name: 'Northwind Widgets',
  slug: 'northwind-widgets',
  website: 'https://www.northwind-widgets.example',
};

/** entities/companies/{id}: the company itself, inline JSON, with its website. */
function companyAnswer(company: FakeCompany) {
  return {
    websiteUrl: company.website,
    basicCompanyInfo: {
      miniCompany: {
        name: company.name,
        universalName: company.slug,
        objectUrn: `urn:li:company:${company.id}`,
        entityUrn: `urn:li:fs_miniCompany:${company.id}`,
      },
    },
    entityUrn: `urn:li:fs_company:${company.id}`,
  };
}

export async function startFakeLinkedinPerson(options: {
  person: FakePerson;
  company?: FakeCompany;
  /** Where to listen: the port the run's extension build points at (see global-setup.ts); any free one by default. */
  port?: number;
}) {
  const { person } = options;
  const company = options.company ?? FIXTURE_COMPANY;
  // One post id for every search (its embedded time is now, so the post is today's): the post keeps its id
  // however many feeds find it.
  const activityId = ((BigInt(Date.now()) << 22n) + 1n).toString();
  const search = linkedinSearchAnswer([person], [activityId]);

  const answer = (request: RecordedRequest): Reply => {
    const url = new URL(request.path, 'http://fake.invalid');
    const route = `${request.method} ${url.pathname}`;
    if (request.method === 'GET' && url.pathname === '/voyager/api/graphql') {
      const queryId = url.searchParams.get('queryId') ?? '';
      const variables = url.searchParams.get('variables') ?? '';
      if (queryId.startsWith('voyagerSearchDashClusters')) return { status: 200, body: search };
      if (queryId.startsWith('voyagerIdentityDashProfiles') && variables.includes(`vanityName:${person.vanity}`)) {
        return { status: 200, body: linkedinTopCardAnswer(person) };
      }
      if (queryId.startsWith('voyagerIdentityDashProfileComponents') && variables.includes(person.profileId)) {
        return { status: 200, body: fixture('linkedin-profile-experience.normalized.json') };
      }
      if (queryId.startsWith('voyagerIdentityDashProfileCards') && variables.includes(person.profileId)) {
        return { status: 200, body: fixture('linkedin-profile-about.normalized.json') };
      }
      return { status: 404, body: { status: 404, message: 'Not found' } };
    }
    if (route === `GET /voyager/api/entities/companies/${company.id}`) {
      return { status: 200, body: companyAnswer(company) };
    }
    if (route === 'POST /voyager/api/voyagerSocialDashReactions') {
      const thread = url.searchParams.get('threadUrn') ?? '';
      return {
        status: 201,
        headers: { 'x-restli-id': `urn:li:fsd_reaction:(urn:li:fsd_profile:ACoAAViewer0001,${thread},0)` },
      };
    }
    if (request.method === 'DELETE' && url.pathname.startsWith('/voyager/api/voyagerSocialDashReactions/')) {
      return { status: 204 };
    }
    if (request.method === 'POST' && url.pathname.startsWith('/voyager/api/feed/dash/followingStates/')) {
      return { status: 200, body: {} };
    }
    if (route === 'POST /voyager/api/voyagerRelationshipsDashMemberRelationships') {
      return { status: 200, body: { data: { value: { invitationUrn: 'urn:li:fsd_invitation:7525222222222222222' } } } };
    }
    // Reddit: every listing is empty.
    if (request.method === 'GET' && url.pathname.endsWith('.json')) {
      return { status: 200, body: redditListingAnswer('sales', []) };
    }
    return { status: 404, body: { message: `Not found: ${route}`, error: 404 } };
  };

  return startRecordingServer(answer, undefined, options.port);
}

export type FakeLinkedinPerson = Awaited<ReturnType<typeof startFakeLinkedinPerson>>;
