import { describe, expect, it } from 'vitest';
import { buildEmailTemplate } from '../../testing/engage-builders.ts';
import { composeEmail, composeUrl, composeWindowFeatures, firstNameOf } from './compose.ts';

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
