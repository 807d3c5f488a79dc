import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEmailTemplate } from '../../testing/engage-builders.ts';
import {
  COMPOSE_URL_MAX,
  composeEmail,
  composeUrl,
  composeWindowFeatures,
  cutBodyToFit,
  firstNameOf,
  fitsComposeUrl,
  openComposeWindow,
} from './compose.ts';

describe('compose', () => {
  it('takes the first name past a title', () => {
    expect(firstNameOf('Casey Example')).toBe('Casey');
    expect(firstNameOf('  Dr. Robin  Sample ')).toBe('Robin');
    expect(firstNameOf('Prof Ada')).toBe('Ada');
    expect(firstNameOf(null)).toBe('');
  });

  it('fills {{firstName}} in subject and body; a blank e-mail has neither', () => {
    const template = buildEmailTemplate({ subject: 'Hello {{firstName}}', body: 'Hi {{ firstName }}, {{firstName}}!' });
    expect(composeEmail(template, { email: 'casey@example.com', fullName: 'Casey Example' })).toEqual({
      to: 'casey@example.com',
      subject: 'Hello Casey',
      body: 'Hi Casey, Casey!',
    });
    expect(composeEmail(null, { email: 'casey@example.com', fullName: 'Casey Example' })).toEqual({
      to: 'casey@example.com',
      subject: '',
      body: '',
    });
  });

  it("puts a name in as written, '$' and all", () => {
    const template = buildEmailTemplate({ subject: 'For {{firstName}}', body: 'Hi {{firstName}}, about the deal' });
    expect(composeEmail(template, { email: 'mo@example.com', fullName: "Mo$$'$& Example" })).toMatchObject({
      subject: "For Mo$$'$&",
      body: "Hi Mo$$'$&, about the deal",
    });
  });

  it('builds the Gmail and Outlook compose URLs with everything encoded', () => {
    const email = { to: 'casey@example.com', subject: 'Hello Casey & co', body: 'Line 1\nLine 2 +1' };
    expect(composeUrl('gmail', email)).toBe(
      'https://mail.google.com/mail/?view=cm&fs=1&to=casey%40example.com&su=Hello%20Casey%20%26%20co&body=Line%201%0ALine%202%20%2B1',
    );
    expect(composeUrl('outlook', email)).toBe(
      'https://outlook.office.com/mail/deeplink/compose?to=casey%40example.com&subject=Hello%20Casey%20%26%20co&body=Line%201%0ALine%202%20%2B1',
    );
  });

  it('opens an 800x600 window centred on the app, without toolbar', () => {
    const features = composeWindowFeatures({ screenX: 100, screenY: 50, outerWidth: 1600, outerHeight: 1000 });
    expect(features).toContain('width=800,height=600,left=500,top=250');
    expect(features).toContain('toolbar=no');
    expect(composeWindowFeatures({ screenX: 0, screenY: 0, outerWidth: 500, outerHeight: 400 })).toContain(
      'left=0,top=0',
    );
  });
});

describe('a body too long for a compose link', () => {
  // The server takes bodies up to 20,000 characters; mail services refuse links past about 2,000.
  const email = { to: 'casey@example.com', subject: 'Hello Casey', body: 'About your post today. '.repeat(200) };
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('fits a short e-mail, not one whose link passes 2,000 characters', () => {
    expect(fitsComposeUrl('gmail', { ...email, body: 'Hi Casey' })).toBe(true);
    expect(fitsComposeUrl('gmail', email)).toBe(false);
    expect(fitsComposeUrl('outlook', email)).toBe(false);
  });

  it('cuts the body to the longest start that fits, never inside a character', () => {
    for (const client of ['gmail', 'outlook'] as const) {
      const cut = cutBodyToFit(client, email);
      expect(email.body.startsWith(cut.body)).toBe(true);
      expect(composeUrl(client, cut).length).toBeLessThanOrEqual(COMPOSE_URL_MAX);
      const longer = { ...cut, body: email.body.slice(0, cut.body.length + 1) };
      expect(composeUrl(client, longer).length).toBeGreaterThan(COMPOSE_URL_MAX);
    }
    // Each emoji is two UTF-16 units: half of one would make the link throw.
    const emoji = cutBodyToFit('gmail', { ...email, body: '😀'.repeat(500) });
    expect(emoji.body).toMatch(/^(😀)+$/u);
    expect(composeUrl('gmail', emoji).length).toBeLessThanOrEqual(COMPOSE_URL_MAX);
  });

  it('opens a short e-mail whole; a long one without its body, put on the clipboard, or cut to fit', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

    expect(await openComposeWindow('gmail', { ...email, body: 'Hi Casey' })).toBe('in-link');
    expect(open.mock.calls[0]?.[0]).toBe(composeUrl('gmail', { ...email, body: 'Hi Casey' }));
    expect(writeText).not.toHaveBeenCalled();

    expect(await openComposeWindow('gmail', email)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(email.body);
    expect(open.mock.calls[1]?.[0]).toBe(composeUrl('gmail', { ...email, body: '' }));

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    expect(await openComposeWindow('outlook', email)).toBe('cut');
    const url = String(open.mock.calls[2]?.[0]);
    expect(url).toBe(composeUrl('outlook', cutBodyToFit('outlook', email)));
    expect(url.length).toBeLessThanOrEqual(COMPOSE_URL_MAX);
  });
});
