import { EXTENSION_ID } from '@inroad/contracts/extension';

// The service worker: answers the web app's presence check. Network work arrives with the instruction runner.
chrome.runtime.onMessageExternal.addListener((message: unknown, _sender, sendResponse) => {
  if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'check-extension') {
    sendResponse({ success: true, id: EXTENSION_ID });
    return false;
  }
  sendResponse({ success: false, error: 'Unknown message' });
  return false;
});
