import { createExtensionSession } from '@inroad/contracts/auth';
import { getUserSettings } from '@inroad/contracts/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUserSettings, fakeApi } from '../../../testing/fake-api.ts';
import { requestsTo } from '../../../testing/fake-server.ts';
import { handOffToExtension } from './use-extension-handoff.ts';

const ME = 'user-me';

// The server issues the extension its own token, for whoever the session cookie signs in (this user unless told).
function serveExtensionSession(signedIn = ME) {
  fakeApi([
    [getUserSettings, () => buildUserSettings({ id: signedIn })],
    [
      createExtensionSession,
      () => ({ status: 'success', token: 'ext-token', apiBase: 'http://localhost:3000/api', userId: signedIn }),
    ],
  ]);
}

type Listener = (message: { type: string; token?: string }) => unknown;

function installExtension(answer: Listener) {
  const sent: { type: string; token?: string }[] = [];
  vi.stubGlobal('chrome', {
    runtime: {
      sendMessage(_id: string, message: { type: string }, callback: (response: unknown) => void) {
        sent.push(message);
        callback(answer(message));
      },
    },
  });
  return sent;
}

describe('handing the session to the extension', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveExtensionSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says absent when there is no extension', async () => {
    expect(await handOffToExtension(ME)).toBe('absent');
  });

  it('sends a fresh token to an extension without a session', async () => {
    const sent = installExtension((m) =>
      m.type === 'check-extension' ? { success: true, id: 'x', version: '0.1.0', signedIn: false } : { success: true },
    );
    expect(await handOffToExtension(ME)).toBe('handed-off');
    expect(sent.at(-1)).toEqual({
      type: 'setSession',
      token: 'ext-token',
      apiBase: 'http://localhost:3000/api',
      userId: ME,
    });
  });

  it('leaves an extension signed in as this user alone', async () => {
    const sent = installExtension(() => ({ success: true, id: 'x', version: '0.1.0', signedIn: true, userId: ME }));
    expect(await handOffToExtension(ME)).toBe('signed-in');
    expect(sent.map((m) => m.type)).toEqual(['check-extension']);
  });

  it('hands a fresh token to an extension that works for another user, who signed in here before', async () => {
    const sent = installExtension((m) =>
      m.type === 'check-extension'
        ? { success: true, id: 'x', version: '0.1.0', signedIn: true, userId: 'user-before' }
        : { success: true },
    );
    expect(await handOffToExtension(ME)).toBe('handed-off');
    expect(sent.map((m) => m.type)).toEqual(['check-extension', 'setSession']);
    expect(sent.at(-1)).toMatchObject({ token: 'ext-token', userId: ME });
  });

  it('asks no session for this user once another account has signed in from another tab', async () => {
    serveExtensionSession('user-other');
    const sent = installExtension((m) =>
      m.type === 'check-extension'
        ? { success: true, id: 'x', version: '0.1.0', signedIn: true, userId: 'user-other' }
        : { success: true },
    );
    await handOffToExtension(ME);
    expect(requestsTo(createExtensionSession)).toHaveLength(0);
    expect(sent.map((m) => m.type)).toEqual(['check-extension']);
  });

  it('takes an older extension, which names no user, as signed in', async () => {
    const sent = installExtension(() => ({ success: true, id: 'x', version: '0.1.0', signedIn: true }));
    expect(await handOffToExtension(ME)).toBe('signed-in');
    expect(sent.map((m) => m.type)).toEqual(['check-extension']);
  });
});
