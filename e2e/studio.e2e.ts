import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../apps/server/test/s3-server.ts';
import { expectAccessible } from './support/axe.ts';
import { FAKE_MEDIA_FLAGS } from './support/browser.ts';
import { exactButton } from './support/controls.ts';
import { type DemoSession, openDemoSession } from './support/demo-session.ts';
import { DEMO_START_TIMEOUT_MS } from './support/demo-template.ts';
import { signInToDemo } from './support/inbox-page.ts';
import { type DemoProcess, freeStablePort } from './support/inroad-process.ts';
import { retryingShed } from './support/shed-retry.ts';
import {
  CLOSE_CONFIRMATION,
  eventually,
  OVERWRITE_CONFIRMATION,
  openStudio,
  otherBrowser,
  playFromQueue,
  plays,
  recordTake,
  savedPost,
  scheduleAsap,
  sectionSeconds,
  shoot,
  showingStudio,
  stopTake,
  untilRecordedFor,
  videoFacts,
  watchContentSecurityPolicy,
  whiteShare,
} from './support/studio-page.ts';

describe('The Recording Studio on the demo workspace, media on the local disk', () => {
  let session: DemoSession;
  let demo: DemoProcess;
  let context: BrowserContext;
  let page: Page;
  let cspViolations: string[];

  beforeAll(async () => {
    // Signed in after the CSP watch is set up, so the first page's violations are caught too.
    session = await openDemoSession({ browserArgs: FAKE_MEDIA_FLAGS, signIn: false });
    ({ demo, context, page } = session);
    cspViolations = await watchContentSecurityPolicy(context);
    await signInToDemo(page, demo.signInLink);
  }, DEMO_START_TIMEOUT_MS);
  afterAll(() => session?.close());

  it('records two sections, redoes one, and attaches the captioned video to the post', async () => {
    const script = 'Forecasts slip every quarter. Price the slipped quarter first! #sales #revops';
    const { create, studio } = await openStudio(page, demo.url, script);
    const sections = studio.getByRole('list', { name: 'Sections' }).getByRole('listitem');
    await eventually(() => sections.allTextContents()).toEqual([
      '1. Forecasts slip every quarter.Pending',
      '2. Price the slipped quarter first!Pending',
    ]);
    // The preview is the camera, in the 390x844 frame with its guide lines at 10% and 55%.
    const camera = studio.getByLabel('Your camera');
    await eventually(() => camera.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    const frame = await studio.getByRole('group', { name: 'Camera preview' }).boundingBox();
    expect((frame?.width ?? 0) / (frame?.height ?? 1)).toBeCloseTo(390 / 844, 2);
    const guides = await studio
      .locator('[data-guide-line]')
      .evaluateAll((lines) => lines.map((line) => (line as HTMLElement).style.top));
    expect(guides).toEqual(['10%', '55%']);
    await expectAccessible(page, 'The Recording Studio with its camera preview');
    await shoot(page, 'camera');

    // The script pops out into its own 500x300 window, which follows the studio.
    const [scriptWindow] = await Promise.all([
      context.waitForEvent('page'),
      exactButton(studio, 'Pop out script').click(),
    ]);
    await scriptWindow.getByText('Forecasts slip every quarter.').waitFor();
    // Opened at 500x300 (the web test reads the window.open call); Playwright gives a pop-up the context's
    // viewport, so it is set back to what the person sees.
    await scriptWindow.setViewportSize({ width: 500, height: 300 });
    await expectAccessible(scriptWindow, 'The popped-out script window');
    await shoot(scriptWindow, 'script-window');

    // A first take stays a draft; recording again asks before overwriting it.
    await recordTake(studio, 0, 1.5);
    await shoot(page, 'draft');
    // The first take sets the mode: the switch is greyed, and the studio says why and how to change it.
    await studio.getByText('The mode is set once a take is recorded. Redo every take to change it.').waitFor();
    expect(await studio.getByRole('radio', { name: 'Silent mode' }).isDisabled()).toBe(true);
    await exactButton(studio, 'Record').click();
    const overwrite = page.getByRole('dialog', { name: 'Overwrite the draft?' });
    await overwrite.getByText(OVERWRITE_CONFIRMATION, { exact: true }).waitFor();
    await expectAccessible(page, 'Overwrite the draft?');
    await exactButton(overwrite, 'Record again').click();
    // The clock counts the take's encoded video, so the video is at least as long as the clock said at Stop.
    await untilRecordedFor(studio, 2);
    await stopTake(studio, 0);
    await exactButton(studio, 'Accept').click();
    await eventually(() => sectionSeconds(studio, 0)).toBeGreaterThanOrEqual(1.9);
    await exactButton(studio, 'Next').click();
    await scriptWindow.getByText('Price the slipped quarter first!').waitFor();

    // The second section, with the script paused: the popped-out script holds still while the take runs, and
    // scrolls on once resumed.
    const scriptScroll = () =>
      scriptWindow.getByRole('region', { name: 'Script' }).evaluate((element) => element.scrollTop);
    expect(await scriptScroll()).toBe(0);
    await exactButton(studio, 'Pause script').click();
    await exactButton(studio, 'Record').click();
    await untilRecordedFor(studio, 0.6);
    await shoot(page, 'recording');
    expect(await scriptScroll()).toBe(0);
    await exactButton(studio, 'Resume script').click();
    await eventually(scriptScroll, 5_000).toBeGreaterThan(0);
    await untilRecordedFor(studio, 1);
    await stopTake(studio, 1);
    // Accepted, then redone: back to pending, and recorded again.
    await exactButton(studio, 'Accept').click();
    await eventually(() => sections.nth(1).textContent()).toMatch(/Recorded/);
    await exactButton(studio, 'Redo').click();
    await eventually(() => sections.nth(1).textContent()).toMatch(/Pending$/);
    await recordTake(studio, 1, 1.2);
    await exactButton(studio, 'Accept').click();
    const total = (await sectionSeconds(studio, 0)) + (await sectionSeconds(studio, 1));

    // Finish combines the sections into the final 390x844 video, as long as the two takes together.
    await exactButton(studio, 'Finish').click();
    const final = studio.getByLabel('Final video');
    await showingStudio(studio, () => final.waitFor({ timeout: 150_000 }));
    const facts = await videoFacts(final);
    expect(facts.width).toBe(390);
    expect(facts.height).toBe(844);
    expect(Math.abs(facts.duration - total)).toBeLessThan(0.6);
    await plays(final);
    // The captions are burned in: white text on a dark band around 72% of the height, below the 55% guide line;
    // none lower down.
    expect(await whiteShare(final, 596, 620)).toBeGreaterThan(0.02);
    expect(await whiteShare(final, 740, 780)).toBeLessThan(0.002);
    await expectAccessible(page, 'The Recording Studio’s final video');
    await shoot(page, 'final');
    // Recording, combining and playing back asked for nothing the Content-Security-Policy refuses.
    expect(cspViolations).toEqual([]);

    // The storage refuses the upload once: the studio says so and keeps the video for another try.
    await page.route('**/api/media/upload/**', (route) => route.fulfill({ status: 503 }), { times: 1 });
    await exactButton(studio, 'Complete').click();
    await studio.getByRole('alert').getByText('Failed to upload to S3', { exact: true }).waitFor();
    expect(await videoFacts(final)).toMatchObject({ width: 390, height: 844 });
    await shoot(page, 'upload-failed');
    await exactButton(studio, 'Complete').click();
    await studio.waitFor({ state: 'detached', timeout: 30_000 });
    // The script window closed with the sections' screen.
    await eventually(() => scriptWindow.isClosed()).toBe(true);
    await create.getByRole('radio', { name: 'As soon as possible' }).waitFor();
    await scheduleAsap(create);

    // The video is stored with the post, in the demo's media folder, and plays from the queue.
    const post = await savedPost(page, demo.url, 'Forecasts slip every quarter.');
    expect(post?.mediaUrl).toMatch(/^\/api\/media\/[0-9a-f-]+\.(mp4|webm)$/);
    const stored = await retryingShed(() => page.request.get(`${demo.url}${post?.mediaUrl}`));
    expect(stored.status()).toBe(200);
    expect(stored.headers()['content-type']).toMatch(/^video\/(mp4|webm)/);
    const bytes = await stored.body();
    expect(bytes.length).toBeGreaterThan(10_000);
    const mediaDir = path.join(demo.dataDir, 'media');
    const fileName = path.posix.basename(post?.mediaUrl ?? '');
    const onDisk = readdirSync(mediaDir, { recursive: true })
      .map(String)
      .find((file) => path.basename(file) === fileName);
    expect(onDisk, `${fileName} under ${mediaDir}`).toBeDefined();
    expect(readFileSync(path.join(mediaDir, onDisk ?? '')).equals(bytes)).toBe(true);

    if (post) await playFromQueue(page, post, 'Forecasts slip every quarter.');
    expect(cspViolations).toEqual([]);
  }, 420_000);

  it('asks before closing the studio', async () => {
    const { create, studio } = await openStudio(page, demo.url, 'Closing loses the takes.');
    // The close button is reached as a keyboard user would.
    await exactButton(studio, 'Close studio').press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Close the studio?' });
    await confirm.getByText(CLOSE_CONFIRMATION, { exact: true }).waitFor();
    await expectAccessible(page, 'Close the studio?');
    await shoot(page, 'close-confirmation');
    await exactButton(confirm, 'Cancel').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await studio.isVisible()).toBe(true);
    // Escape asks the same, and the question stays until answered.
    await exactButton(studio, 'Close studio').focus();
    await page.keyboard.press('Escape');
    await exactButton(confirm, 'Cancel').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await studio.isVisible()).toBe(true);
    await exactButton(studio, 'Close studio').press('Enter');
    await exactButton(confirm, 'Close studio').click();
    await studio.waitFor({ state: 'detached' });
    await exactButton(create, 'Open Recording Studio').waitFor();
  }, 120_000);

  it('tells a browser that records no supported format', async () => {
    const { other, otherPage, violations } = await otherBrowser(session, () => {
      MediaRecorder.isTypeSupported = () => false;
    });
    const { studio } = await openStudio(otherPage, demo.url, 'Nothing records here.');
    await studio.getByRole('alert').getByText('No supported video format found', { exact: true }).waitFor();
    await expectAccessible(otherPage, 'The studio in a browser that records no supported format');
    await shoot(otherPage, 'no-format');
    expect(violations).toEqual([]);
    await other.close();
  }, 120_000);

  it('tells a person whose camera is blocked what to allow', async () => {
    const { other, otherPage, violations } = await otherBrowser(session, () => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    const { studio } = await openStudio(otherPage, demo.url, 'Nobody sees me.');
    const problem = studio.getByRole('alert').filter({ hasText: 'Camera unavailable' });
    await problem.getByText(/Allow camera and microphone access for this site in your browser/).waitFor();
    expect(await exactButton(studio, 'Record').isDisabled()).toBe(true);
    await expectAccessible(otherPage, 'The studio with the camera blocked');
    await shoot(otherPage, 'camera-blocked');
    expect(violations).toEqual([]);
    await other.close();
  }, 120_000);
});

describe('The Recording Studio with media in S3-compatible storage (s3rver)', () => {
  let s3: TestS3;
  let session: DemoSession;
  let demo: DemoProcess;
  let page: Page;
  let cspViolations: string[];

  beforeAll(async () => {
    // The bucket lets the demo's origin upload and read: its port is chosen before either starts.
    const port = await freeStablePort();
    s3 = await startTestS3('inroad-media', { browserOrigin: `http://localhost:${port}` });
    session = await openDemoSession({ browserArgs: FAKE_MEDIA_FLAGS, signIn: false, env: s3.env, port });
    ({ demo, page } = session);
    cspViolations = await watchContentSecurityPolicy(session.context);
    await signInToDemo(page, demo.signInLink);
  }, DEMO_START_TIMEOUT_MS);
  afterAll(async () => {
    await session?.close();
    await s3?.close();
  });

  it('records the whole script in silent mode, with the background track under it, into the bucket', async () => {
    const script = 'Silent take one. Silent take two. #quiet';
    const { create, studio } = await openStudio(page, demo.url, script);
    await studio.getByText('Silent mode', { exact: true }).click();
    const sections = studio.getByRole('list', { name: 'Sections' }).getByRole('listitem');
    await eventually(() => sections.allTextContents()).toEqual(['1. Silent take one. Silent take two.Pending']);
    await eventually(() =>
      studio.getByLabel('Your camera').evaluate((v: HTMLVideoElement) => v.videoWidth),
    ).toBeGreaterThan(0);
    await shoot(page, 'silent');
    await recordTake(studio, 0, 1.5);
    await exactButton(studio, 'Accept').click();
    await exactButton(studio, 'Finish').click();
    const final = studio.getByLabel('Final video');
    await showingStudio(studio, () => final.waitFor({ timeout: 150_000 }));
    expect(await videoFacts(final)).toMatchObject({ width: 390, height: 844 });
    await exactButton(studio, 'Complete').click();
    await studio.waitFor({ state: 'detached', timeout: 30_000 }).catch(async (error) => {
      throw new Error(`The studio stayed open after Complete, showing: ${await studio.textContent()}`, {
        cause: error,
      });
    });
    await scheduleAsap(create);
    const post = await savedPost(page, demo.url, 'Silent take one.');
    expect(post?.mediaUrl).toMatch(/\.(mp4|webm)$/);

    // The browser uploaded it straight to the bucket; Inroad's media URL sends a reader there.
    const read = await retryingShed(() => page.request.get(`${demo.url}${post?.mediaUrl}`, { maxRedirects: 0 }));
    expect(read.status()).toBe(302);
    const location = read.headers().location ?? '';
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    expect(new URL(location).pathname.endsWith(path.posix.basename(post?.mediaUrl ?? ''))).toBe(true);
    const object = await retryingShed(() => page.request.get(location));
    expect(object.status()).toBe(200);
    expect((await object.body()).length).toBeGreaterThan(10_000);

    // No microphone was recorded, yet the stored video has sound: the background track.
    const loudness = await page.evaluate(async (url) => {
      const bytes = await (await fetch(url)).arrayBuffer();
      const audio = await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(bytes);
      const samples = audio.getChannelData(0);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      return Math.sqrt(sum / samples.length);
    }, post?.mediaUrl ?? '');
    expect(loudness).toBeGreaterThan(0.02);

    if (post) await playFromQueue(page, post, 'Silent take one.');
    expect(cspViolations).toEqual([]);
  }, 420_000);
});
