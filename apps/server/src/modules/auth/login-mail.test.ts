import { describe, expect, it } from 'vitest';
import { composeLoginMail } from './login-mail.ts';

describe('the sign-in mail', () => {
  it('puts the link on a line of its own (the log prints it so) and escapes it in the HTML', () => {
    const link = 'http://localhost:3000/api/login/verify?token=abc123&x="y"';
    const mail = composeLoginMail({
      to: 'ada@example.test',
      link,
      expiresAt: new Date('2026-01-01T12:15:00Z'),
      ttlMinutes: 15,
    });
    expect(mail.to).toBe('ada@example.test');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('expires in 15 minutes (at 2026-01-01 12:15 UTC)');
    expect(mail.html).not.toContain(link);
    expect(mail.html).toContain('token=abc123&#38;x=&#34;y&#34;');
  });
});
