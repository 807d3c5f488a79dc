import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loginLinkIn, type SmtpCatcher, startSmtpCatcher } from '../apps/server/test/smtp-catcher.ts';
import { checkingEachScreenOnce } from './support/axe.ts';
import { launchBrowserWithExtension } from './support/browser.ts';
import { clickNext } from './support/controls.ts';
import { workerExtension } from './support/extension-build.ts';
import {
  type FakeNetwork,
  type FakePerson,
  type FakeRedditPost,
  INVITE_LIMIT_ANSWER,
  startFakeNetwork,
} from './support/fake-network.ts';
import { shows as showsText } from './support/inbox-page.ts';
import { type InroadProcess, removeDir, startInroad } from './support/inroad-process.ts';
import { retryingShed } from './support/shed-retry.ts';
import { engines } from './support/suites.ts';

// The whole network side in a real browser: the built extension (pointed at a fake LinkedIn and Reddit on
// loopback) signs in through the web app, reads the feeds onboarding created, and carries out a like, a post and a
// connection request, while the inbox shows the refresh and what the network answered. Both engines run side by
// side, each with a browser, an extension build and a fake network of its own: the journey mostly waits (on the
// inbox's polls, the onboarding countdown), so two take little longer than one.

const TOPIC = 'Restaurant payroll';
const KEYWORD = 'tip pooling';
const SUBREDDIT = 'smallbusiness';
const NOTE = 'Hi Morgan, enjoyed your post on tip pooling. Happy to compare notes.';
const POST_TEXT = 'Tip pooling across two sites: three rules that kept our payroll sane.';
/** A 1x1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const PEOPLE: FakePerson[] = [
  {
    name: 'Morgan Testwell',
    headline: 'Payroll Lead at Example Bistro Group',
    vanity: 'morgan-testwell',
    profileId: 'ACoAAMorganTestwell0001',
    text: `How do you handle tip pooling across two restaurant sites? Our payroll team is drowning.`,
  },
  {
    name: 'Jordan Sampleton',
    headline: 'Founder at Example Kitchens',
    vanity: 'jordan-sampleton',
    profileId: 'ACoAAJordanSampleton02',
    text: `We moved tip pooling out of spreadsheets last month. Three lessons from the switch.`,
  },
];
const REDDIT_POSTS: FakeRedditPost[] = [
  {
    id: 'fk01ab',
    author: 'example_cafe_owner',
    title: 'Which payroll tool handles tips for a small cafe?',
    selftext: 'Four staff, tips paid weekly. What do you use?',
  },
];

/** Both engines show the same screens of the same data: each is checked by whichever engine comes to it first. */
const checkScreen = checkingEachScreenOnce();

for (const [index, engine] of engines().entries()) {
  describe.concurrent(`the extension against a fake LinkedIn and Reddit (${engine.name})`, () => {
    let smtp: SmtpCatcher;
    let fake: FakeNetwork;
    let inroad: InroadProcess;
    let context: BrowserContext;
    let workDir: string;
    const consoleLines: string[] = [];

    beforeAll(async () => {
      workDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-extension-e2e-'));
      const extension = await workerExtension(index);
      fake = await startFakeNetwork({
        people: PEOPLE,
        subreddit: SUBREDDIT,
        redditPosts: REDDIT_POSTS,
        connectAnswer: INVITE_LIMIT_ANSWER,
        port: extension.fakeNetworkPort,
      });
      smtp = await startSmtpCatcher();
      // The browser starts while Inroad does: neither needs the other before the first page. Each is kept as it
      // comes up, so that afterAll stops the one that started when the other did not.
      const started = await Promise.allSettled([
        // Actions one second apart (instead of 45 s), so the like and the connection request follow quickly.
        engine
          .env()
          .then((env) => startInroad({ SMTP_URL: smtp.url, ACTION_SPACING_SECONDS: '1', ...env }))
          .then((server) => {
            inroad = server;
          }),
        launchBrowserWithExtension(extension.dir, path.join(workDir, 'profile')).then((launched) => {
          context = launched;
        }),
      ]);
      for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
      context.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
      // The user is signed in to LinkedIn in this browser: the extension reads the csrf token from JSESSIONID.
      await context.addCookies([{ name: 'JSESSIONID', value: '"ajax:4242424242"', url: fake.url }]);
    });
    afterAll(async () => {
      await context?.close();
      await inroad?.stop();
      await smtp?.close();
      await fake?.close();
      await engine.stop();
      if (inroad) removeDir(inroad.dataDir);
      if (workDir) removeDir(workDir);
    });

    // The test's own expect throughout (the engines' tests run at once, so the global one cannot tell them apart).
    it('signs in, onboards, refreshes the feeds, likes a post, publishes a post and meets LinkedIn’s invitation limit', async ({
      expect,
    }) => {
      /** The inbox's wait, a little longer: here the screens also wait on the extension and the fake network. */
      const shows = (page: Page, text: string | RegExp, timeout = 20_000) => showsText(page, text, timeout, expect);
      // The journey's own API calls are sent again when the server shed them under load, as the web app's are.
      async function api<T>(page: Page, pathAndQuery: string): Promise<T> {
        const res = await retryingShed(() => page.request.get(`${inroad.url}/api${pathAndQuery}`));
        expect(res.status()).toBe(200);
        return (await res.json()) as T;
      }
      let shown: Page | undefined;
      try {
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        expect(worker.url()).toMatch(/^chrome-extension:\/\/mainaabohnhhjecoidemhbfdcadkhjpg\//);

        // Sign in with the e-mailed link.
        const page = context.pages()[0] ?? (await context.newPage());
        shown = page;
        await page.goto(`${inroad.url}/login`);
        await page.getByRole('textbox', { name: 'Email' }).fill('extension-journey@example.com');
        const since = smtp.messages.length;
        await page.getByRole('button', { name: 'Send login link' }).click();
        // As a person does: the page has its answer (and the browser the mark that it asked) before the link is opened.
        await page.getByText('Check your email for the login link!').waitFor();
        await page.goto(loginLinkIn(await smtp.waitFor('extension-journey@example.com', { since })));
        await page.waitForURL(/\/posts/);

        // A new user: the welcome tour, then the wizard. The extension answers, so no install prompt.
        await shows(page, 'Step 1 of 6');
        for (let step = 1; step < 6; step++) await clickNext(page, page.getByText(`Step ${step + 1} of 6`));
        await page.getByRole('button', { name: 'Get Started' }).click();
        await page.goto(inroad.url);
        await page.waitForURL(/\/posts\?.*onboarding=1/);
        await shows(page, 'Welcome to Inroad');
        expect(await page.getByText('Chrome Extension Required').isVisible()).toBe(false);

        // The web app handed the extension a session of its own.
        await expect
          .poll(
            () => worker.evaluate('chrome.storage.local.get("inroadSession").then((items) => items.inroadSession)'),
            {
              timeout: 20_000,
            },
          )
          .toMatchObject({ apiBase: `${inroad.url}/api` });

        // The toolbar popup says so, and opens this Inroad.
        const popup = await context.newPage();
        // Beside the service worker's script (a chrome-extension: URL has no origin Node can read).
        await popup.goto(new URL('popup.html', worker.url()).href);
        const status = popup.getByRole('list', { name: 'Status' });
        await status.getByText('Inroad: Signed in').waitFor();
        expect(await popup.getByRole('link', { name: 'Open Inroad' }).getAttribute('href')).toBe(inroad.url);
        await checkScreen(popup, 'Extension popup');
        await popup.close();

        // A Reddit feed beside what onboarding creates, so the refresh reads both networks.
        const reddit = await retryingShed(() =>
          page.request.post(`${inroad.url}/api/source`, {
            data: {
              name: `Main Feed: r/${SUBREDDIT}`,
              platform: 'reddit',
              followedEntityType: 'main_feed',
              query: `r/${SUBREDDIT}`,
              tags: ['Small business'],
            },
          }),
        );
        expect(reddit.status()).toBe(200);

        await clickNext(page, page.getByRole('checkbox', { name: 'Competitors and adjacent products' }));
        await clickNext(page, page.getByRole('textbox', { name: 'Topic' }));
        await page.getByRole('textbox', { name: 'Topic' }).fill(TOPIC);
        await page.getByRole('button', { name: 'Add topic' }).click();
        await page.getByRole('textbox', { name: `Keywords for ${TOPIC}` }).fill(KEYWORD);
        await page.getByRole('button', { name: 'Add keyword' }).click();
        await page.getByRole('button', { name: 'Next' }).click();

        // Feed reads wait at the fake network, so the progress can be watched one feed at a time.
        fake.holdFeeds();
        const reloaded = page.waitForEvent('load', { timeout: 30_000 });
        await page.getByRole('button', { name: 'Complete' }).click();
        await shows(page, 'Building your feed...');
        await reloaded;

        const sources = await api<{ name: string }[]>(page, '/source');
        expect(sources.map((s) => s.name).sort()).toEqual([`Main Feed: r/${SUBREDDIT}`, `Search Topic: ${TOPIC}`]);

        // Complete told the extension to refresh: it asked the server for the refresh and reads feed one.
        await expect.poll(() => fake.heldFeeds(), { timeout: 30_000 }).toBe(1);
        await shows(page, 'Updating your feeds...');
        await shows(page, '0 of 2 feeds processed');
        await checkScreen(page, 'Inbox while the feeds are read');
        fake.letOneFeedGo();
        await expect.poll(() => fake.heldFeeds(), { timeout: 30_000 }).toBe(1);
        await shows(page, '1 of 2 feeds processed');
        fake.letFeedsGo();
        await expect.poll(() => page.getByText('Updating your feeds...').isVisible(), { timeout: 30_000 }).toBe(false);
        const progress = await api<{ totalSourceCount: number; pendingSourceCount: number }>(
          page,
          '/extension/instructions/feed/progress',
        );
        expect(progress).toMatchObject({ totalSourceCount: 2, pendingSourceCount: 0 });

        // The LinkedIn search went out with the topic's keyword and the csrf token from JSESSIONID.
        const [search] = fake.sent('GET', '/voyager/api/graphql?variables=');
        expect(decodeURIComponent(search?.path ?? '')).toContain(`keywords:"${KEYWORD}"`);
        expect(search?.headers['csrf-token']).toBe('ajax:4242424242');
        expect(fake.sent('GET', `/r/${SUBREDDIT}/new.json`)).toHaveLength(1);

        // The posts are in the inbox with their tags.
        for (const person of PEOPLE) await shows(page, person.name);
        await shows(page, /Which payroll tool handles tips for a small cafe\?/);
        type ListedPost = { id: string; posterName: string; sourceTags: string[] };
        type WholePost = ListedPost & { keywords: string[]; liked: boolean; postURL: string };
        const listed = await api<{ posts: ListedPost[] }>(page, '/post?view=priority&dateRange=1');
        const morgan = listed.posts.find((p) => p.posterName === 'Morgan Testwell');
        expect(morgan?.sourceTags).toEqual(expect.arrayContaining([TOPIC]));
        // List rows carry what a row shows; the post by its id is whole.
        const morganWhole = await api<WholePost>(page, `/post/${morgan?.id}`);
        expect(morganWhole.keywords).toEqual(expect.arrayContaining([KEYWORD]));
        const cafe = listed.posts.find((p) => p.posterName === 'example_cafe_owner');
        expect(cafe?.sourceTags).toEqual(expect.arrayContaining(['Small business']));
        await shows(page, TOPIC);
        await checkScreen(page, 'Inbox with the feeds’ posts');

        // A refresh from the inbox's button: the explanation, the progress, the feeds read again.
        fake.holdFeeds();
        await page.getByRole('button', { name: 'Refresh', exact: true }).click();
        await shows(page, 'Updating your feeds');
        await checkScreen(page, 'Updating your feeds');
        await page.getByRole('button', { name: 'Got it' }).click();
        await expect.poll(() => fake.heldFeeds(), { timeout: 30_000 }).toBe(1);
        await shows(page, '0 of 2 feeds processed');
        fake.letFeedsGo();
        await expect.poll(() => page.getByText('Updating your feeds...').isVisible(), { timeout: 30_000 }).toBe(false);
        expect(fake.sent('GET', `/r/${SUBREDDIT}/new.json`)).toHaveLength(2);

        // Like Morgan's post: the extension sends LinkedIn's reaction request for that post.
        await page.getByText('Morgan Testwell', { exact: true }).first().click();
        const like = page.getByRole('button', { name: 'Like' });
        await like.click();
        await expect.poll(() => like.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
        await expect
          .poll(() => fake.sent('POST', '/voyager/api/voyagerSocialDashReactions').length, { timeout: 30_000 })
          .toBe(1);
        const [reaction] = fake.sent('POST', '/voyager/api/voyagerSocialDashReactions');
        const thread = new URL(reaction?.path ?? '', fake.url).searchParams.get('threadUrn');
        expect(thread).toMatch(/^urn:li:activity:\d+$/);
        expect(JSON.parse(reaction?.body ?? '{}')).toEqual({ reactionType: 'LIKE' });
        expect(reaction?.headers['csrf-token']).toBe('ajax:4242424242');
        const liked = await api<WholePost>(page, `/post/${morgan?.id}`);
        expect(liked.liked).toBe(true);
        expect(liked.postURL).toContain(thread);
        await checkScreen(page, 'A liked post');
        await expect
          .poll(async () => (await api<{ count: number }>(page, '/extension/instructions/pending')).count, {
            timeout: 30_000,
          })
          .toBe(0);

        // A post scheduled as soon as possible, with an image, and no LinkedIn integration: the extension publishes
        // it in the user's own LinkedIn session, once, and the queue shows it published with its link.
        const upload = await retryingShed(() =>
          page.request.post(`${inroad.url}/api/create/answer/media`, { data: { fileType: 'png' } }),
        );
        expect(upload.status()).toBe(200);
        const { presignedS3URL, contentMediaId } = (await upload.json()) as {
          presignedS3URL: string;
          contentMediaId: string;
        };
        const put = await retryingShed(() =>
          page.request.put(new URL(presignedS3URL, inroad.url).toString(), {
            headers: { 'content-type': 'image/png' },
            data: PIXEL,
          }),
        );
        expect(put.status()).toBeLessThan(300);
        const saved = await retryingShed(() =>
          page.request.post(`${inroad.url}/api/create/answer`, {
            data: {
              manualIdea: 'Tip pooling',
              postContent: POST_TEXT,
              answerType: 'expert_tip',
              postFormat: 'longform_text',
              presetFields: {},
              schedule: 'asap',
              contentMediaId,
            },
          }),
        );
        expect(saved.status()).toBe(200);
        await page.goto(`${inroad.url}/create/content`);
        const queued = page
          .getByRole('table', { name: 'Content queue' })
          .getByRole('row')
          .filter({ hasText: POST_TEXT });
        await queued.getByText('Published', { exact: true }).waitFor({ timeout: 90_000 });
        const link = queued.getByRole('link', { name: 'View on LinkedIn' });
        expect(await link.getAttribute('href')).toMatch(/\/feed\/update\/urn:li:share:\d+\/$/);
        const shared = fake.sent('POST', '/voyager/api/contentcreation/normShares');
        expect(shared).toHaveLength(1);
        const sharedBody = JSON.parse(shared[0]?.body ?? '{}') as {
          commentaryV2: { text: string };
          media: { mediaUrn: string }[];
        };
        expect(sharedBody.commentaryV2.text).toBe(POST_TEXT);
        expect(sharedBody.media).toHaveLength(1);
        const [imageUpload] = fake.sent('PUT', '/dms-uploads/');
        expect(imageUpload?.headers['content-length']).toBe(String(PIXEL.length));
        expect(sharedBody.media[0]?.mediaUrn).toBe(`urn:li:digitalmediaAsset:${imageUpload?.path.split('/').pop()}`);
        await checkScreen(page, 'Content queue with a post published through the extension');
        // Nothing more goes out for it: the instruction is done and the queue is empty.
        await expect
          .poll(async () => (await api<{ count: number }>(page, '/extension/instructions/pending')).count, {
            timeout: 30_000,
          })
          .toBe(0);
        expect(fake.sent('POST', '/voyager/api/contentcreation/normShares')).toHaveLength(1);
        // Back to Morgan's post in the inbox.
        await page.goto(`${inroad.url}/posts`);
        await shows(page, 'Morgan Testwell');
        await page.getByText('Morgan Testwell', { exact: true }).first().click();

        // Connect with a note: LinkedIn says the month's notes are used up, also for the retry without the note.
        await page.getByTitle("View Morgan Testwell's profile").first().click();
        const addConnection = page.getByRole('button', { name: 'Add Connection' });
        await expect.poll(() => addConnection.isVisible(), { timeout: 30_000 }).toBe(true);
        await addConnection.click();
        await shows(page, 'Add a note to your invitation');
        await page.getByRole('dialog', { name: 'Add a note to your invitation' }).getByRole('textbox').fill(NOTE);
        await checkScreen(page, 'Connect with a note, over the profile');
        await page.getByRole('button', { name: 'Connect', exact: true }).click();

        await expect
          .poll(() => fake.sent('POST', '/voyager/api/voyagerRelationshipsDashMemberRelationships').length, {
            timeout: 45_000,
          })
          .toBe(2);
        const [withNote, withoutNote] = fake.sent('POST', '/voyager/api/voyagerRelationshipsDashMemberRelationships');
        expect(JSON.parse(withNote?.body ?? '{}')).toMatchObject({
          customMessage: NOTE,
          invitee: { inviteeUnion: { memberProfile: `urn:li:fsd_profile:${PEOPLE[0]?.profileId}` } },
        });
        expect(JSON.parse(withoutNote?.body ?? '{}')).not.toHaveProperty('customMessage');

        // The user reads why, and that Inroad paused its actions; the quota says so too.
        await shows(page, /Could not send Morgan Testwell a connection request/, 45_000);
        await shows(page, /Inroad paused its actions until/, 45_000);
        await checkScreen(page, 'Connection refused and actions paused');
        const quota = await api<{ paused: { until: string; reason: string } | null }>(page, '/engage/quota');
        expect(quota.paused).toMatchObject({ reason: 'invite_limit' });
        expect(new Date(quota.paused?.until ?? 0).getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);

        // While paused no refresh starts, and the inbox says why.
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Refresh', exact: true }).click();
        await shows(page, /Inroad paused its work on the networks until/);
        await checkScreen(page, 'Refresh refused while paused');
        expect(fake.sent('GET', `/r/${SUBREDDIT}/new.json`)).toHaveLength(2);
      } catch (error) {
        const shot = path.join(os.tmpdir(), `inroad-extension-e2e-failure-${engine.name}.png`);
        await shown?.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
        console.log(`Screenshot of the failure: ${shot}`);
        console.log(`Browser console:\n${consoleLines.slice(-80).join('\n')}`);
        console.log(`Fake network requests:\n${fake.requests.map((r) => `${r.method} ${r.path}`).join('\n')}`);
        console.log(`Inroad output (tail):\n${inroad.output().slice(-4000)}`);
        throw error;
      }
    }, 300_000);
  });
}
