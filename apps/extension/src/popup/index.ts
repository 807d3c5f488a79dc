import { POPUP_STATUS_MESSAGE, type PopupStatus, popupLines } from './popup-status.ts';

// The toolbar popup: asks the service worker for the status and lists it, with a link to open Inroad.

const TONE_MARK = { ok: '●', warn: '▲', idle: '○' } as const;

function render(status: PopupStatus): void {
  const list = document.getElementById('status');
  const open = document.getElementById('open-inroad');
  if (!list || !(open instanceof HTMLAnchorElement)) return;
  list.replaceChildren(
    ...popupLines(status).map((line) => {
      const item = document.createElement('li');
      item.className = line.tone;
      const mark = document.createElement('span');
      mark.className = 'mark';
      mark.setAttribute('aria-hidden', 'true');
      mark.textContent = TONE_MARK[line.tone];
      const label = document.createElement('strong');
      label.textContent = `${line.label}: `;
      item.append(mark, label, line.text);
      return item;
    }),
  );
  open.href = status.inroad.appUrl;
}

async function load(): Promise<void> {
  try {
    render((await chrome.runtime.sendMessage({ type: POPUP_STATUS_MESSAGE })) as PopupStatus);
  } catch {
    const list = document.getElementById('status');
    if (list) list.textContent = 'The extension could not read its status; reload it from chrome://extensions.';
  }
}

void load();
