import { afterAll, describe, expect, it } from 'vitest';
import { openLoginLink } from '../apps/server/test/login-link.ts';
import { loginLinkIn, startSmtpCatcher } from '../apps/server/test/smtp-catcher.ts';
import { askForSignInLink, fetchServed, removeDir, startInroad } from './support/inroad-process.ts';
import { engines } from './support/suites.ts';

for (const engine of engines()) {
  describe(`npm start on ${engine.name}`, () => {
    const dirs: string[] = [];
    afterAll(async () => {
      for (const dir of dirs) removeDir(dir);
      await engine.stop();
    });

    it('stops cleanly on SIGTERM and finds everything as it was on the next start', async () => {
      const smtp = await startSmtpCatcher();
      // A new installation: an empty database, created and migrated by the first start below.
      const database = await engine.env({ freshInstall: true });
      // The health check can answer before the line is written: wait for the line itself (startInroad's deadline).
      const listening = /Inroad listening on http:\/\/127\.0\.0\.1:\d+/;
      const first = await startInroad(
        { SMTP_URL: smtp.url, ...database },
        // A new installation: the embedded database is created and migrated by this very start.
        { readyWhen: (output) => listening.test(output), freshInstall: true },
      );
      dirs.push(first.dataDir);
      expect(first.output()).toMatch(listening);
      await askForSignInLink(first, 'keep@example.com');
      const link = loginLinkIn(await smtp.waitFor('keep@example.com'));
      const landed = await openLoginLink(link);
      const token = landed.headers.get('set-cookie')?.match(/sessiontoken=([^;]+)/)?.[1] ?? '';
      const saved = await fetchServed(`${first.url}/api/user/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-sessiontoken': token },
        body: JSON.stringify({ firstName: 'Grace' }),
      });
      expect(saved.status).toBe(200);
      expect(await first.stop()).toBe(0);
      expect(first.output()).toMatch(/Stopped cleanly/);

      const second = await startInroad({ SMTP_URL: smtp.url, ...database }, { dataDir: first.dataDir });
      try {
        const settings = await fetchServed(`${second.url}/api/user/settings`, { headers: { 'x-sessiontoken': token } });
        expect(settings.status).toBe(200);
        expect(await settings.json()).toMatchObject({ email: 'keep@example.com', firstName: 'Grace' });
      } finally {
        await second.stop();
        await smtp.close();
      }
    });
  });
}
