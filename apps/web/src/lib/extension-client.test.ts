import { EXTENSION_ID } from '@inroad/contracts/extension';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  askExtension,
  checkExtension,
  sendToExtension,
  typeAheadCompanies,
  typeAheadPeople,
} from './extension-client.ts';

type Callback = (response: unknown) => void;

function stubRuntime(
  send: (id: string, message: unknown, callback: Callback) => void,
  lastError?: { message: string },
) {
  const runtime = { sendMessage: vi.fn(send), lastError };
  vi.stubGlobal('chrome', { runtime });
  return runtime;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('extension bridge', () => {
  it('sends the message to the fixed extension id and resolves to its answer', async () => {
    const runtime = stubRuntime((_id, _message, callback) => callback({ success: true }));
    expect(await sendToExtension({ type: 'check-extension' })).toEqual({ success: true });
    expect(runtime.sendMessage).toHaveBeenCalledWith(EXTENSION_ID, { type: 'check-extension' }, expect.any(Function));
    expect(await checkExtension()).toBe(true);
  });

  it('resolves null with a warning when there is no chrome.runtime on the page', async () => {
    expect(await sendToExtension({ type: 'refreshFeeds' })).toBeNull();
    expect(await checkExtension()).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refreshFeeds'));
  });

  it('resolves null when Chrome reports a messaging error, throws, or the answer is empty', async () => {
    stubRuntime((_id, _message, callback) => callback(undefined), {
      message: 'Could not establish connection. Receiving end does not exist.',
    });
    expect(await sendToExtension({ type: 'checkRefreshFeedStatus' })).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('Receiving end does not exist'));

    stubRuntime(() => {
      throw new Error('Invalid extension id');
    });
    expect(await sendToExtension({ type: 'checkRefreshFeedStatus' })).toBeNull();

    stubRuntime((_id, _message, callback) => callback(undefined));
    expect(await sendToExtension({ type: 'checkRefreshFeedStatus' })).toBeNull();
  });

  it('resolves null when the extension does not answer in time', async () => {
    vi.useFakeTimers();
    stubRuntime(() => undefined);
    const answer = sendToExtension({ type: 'refreshFeeds' }, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await answer).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no answer within 1000 ms'));
  });

  it('reads type-ahead answers with the shared contract; null when absent or refused', async () => {
    stubRuntime((_id, message, callback) =>
      callback(
        (message as { type: string }).type === 'typeAheadLinkedinUserEntities'
          ? { success: true, suggestions: [{ name: 'Ada Example', headline: 'CTO' }] }
          : { success: true, suggestions: [{ name: 'Acme', companyId: '42' }] },
      ),
    );
    expect(await typeAheadPeople('ada')).toEqual([{ name: 'Ada Example', headline: 'CTO' }]);
    expect(await typeAheadCompanies('acme')).toEqual([{ name: 'Acme', companyId: '42' }]);

    stubRuntime((_id, _message, callback) => callback({ success: false, error: 'Sign in to LinkedIn' }));
    expect(await typeAheadPeople('ada')).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('Sign in to LinkedIn'));
    expect(await askExtension({ type: 'refreshFeeds' })).toMatchObject({ success: false });

    vi.unstubAllGlobals();
    expect(await typeAheadPeople('ada')).toBeNull();
  });
});
