// In-page measurements of `npm run bench:web`, installed before the app's own scripts on every navigation and read
// back by bench/web/run.ts through `window.__bench`. Plain JavaScript: it runs in Chromium as written.
(() => {
  const LIST = '[role="list"][aria-label="Posts"]';
  const bench = { longTasks: [], firstRowAt: null, readyAt: null, interactiveAt: null };
  window.__bench = bench;

  // The 'Chrome Extension Required' prompt would cover the inbox: a developer on localhost may bypass it, and the
  // benchmark does what that button does (see apps/web/src/features/extension/components/extension-gate.tsx).
  try {
    sessionStorage.setItem('inroad.extensionPromptBypassed', '1');
  } catch {
    // no storage: the prompt shows, and the measurements say so
  }

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }
  }).observe({ type: 'longtask', buffered: true });

  const visible = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  };
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  /** Resolves just after the next frame is painted: a task queued from requestAnimationFrame runs after paint. */
  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  const statusText = () => {
    const status = [...document.querySelectorAll('[aria-live="polite"]')].find((el) =>
      /^Showing /.test(el.textContent),
    );
    return status ? status.textContent : null;
  };
  const firstRowText = () => document.querySelector(`${LIST} [role="listitem"]`)?.textContent ?? null;
  const loading = () =>
    /Loading posts\.\.\./.test(document.querySelector('section[aria-label="Post list"]')?.textContent ?? '');

  // Interactive: a row is on screen and the search box can take input, and the main thread is free to handle it
  // (a task queued at that frame runs: nothing long is holding the thread).
  const poll = () => {
    const row = document.querySelector(`${LIST} [role="listitem"]`);
    const search = document.querySelector('input[aria-label="Search posts"]');
    if (bench.firstRowAt === null && visible(row)) bench.firstRowAt = performance.now();
    if (visible(row) && search && !search.disabled && !search.readOnly && visible(search)) {
      bench.readyAt = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        bench.interactiveAt = performance.now();
      };
      channel.port2.postMessage(null);
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);

  /** Milestones of the load (ms from navigation start) from the navigation and resource timings. */
  bench.loadPhases = () => {
    const resources = performance.getEntriesByType('resource');
    const span = (test) => {
      const entry = resources.find((r) => test(new URL(r.name).pathname));
      return entry ? { startMs: Math.round(entry.startTime), endMs: Math.round(entry.responseEnd) } : null;
    };
    const [navigation] = performance.getEntriesByType('navigation');
    const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
    return {
      htmlMs: Math.round(navigation ? navigation.responseEnd : 0),
      scriptsMs: Math.round(Math.max(0, ...scripts.map((r) => r.responseEnd))),
      signInCheck: span((path) => path === '/api/user/settings'),
      firstPage: span((path) => path === '/api/post'),
    };
  };

  /** Scrolls the post list to its end `stepPx` at a time (a screen by default), waiting for each next page. */
  bench.scrollToEnd = async (maxMs, stepPx) => {
    const list = document.querySelector(LIST);
    const scroller = list.parentElement;
    const startedAt = performance.now();
    let steps = 0;
    let pageWaits = 0;
    const ended = () => /No more posts/.test(list.textContent);
    while (performance.now() - startedAt < maxMs) {
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) {
        if (ended()) break;
        const height = scroller.scrollHeight;
        const waitFrom = performance.now();
        pageWaits += 1;
        while (scroller.scrollHeight === height && !ended() && performance.now() - waitFrom < 20_000) await nextFrame();
        continue;
      }
      scroller.scrollTop += stepPx || scroller.clientHeight;
      steps += 1;
      await nextFrame();
      await nextFrame();
    }
    return { startedAt, endedAt: performance.now(), steps, pageWaits, reachedEnd: ended(), status: statusText() };
  };

  /**
   * Watches the next click and what it does to the list: `changedAt`, the paint after the list or its count first
   * changed (the loader, or cached rows); `settledAt`, the paint once the filtered rows are shown.
   */
  bench.armFilterChange = () => {
    const panel = document.querySelector('section[aria-label="Post list"]').parentElement;
    const before = { status: statusText(), firstRow: firstRowText() };
    const change = { clickAt: null, changedAt: null, settledAt: null, sawLoader: false };
    bench.lastChange = change;
    document.addEventListener(
      'click',
      (event) => {
        change.clickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    let changed = false;
    let settled = false;
    const observer = new MutationObserver(() => {
      if (change.clickAt === null) return;
      const status = statusText();
      const isLoading = loading();
      if (isLoading) change.sawLoader = true;
      const listChanged = isLoading || status !== before.status || firstRowText() !== before.firstRow;
      if (!changed && listChanged) {
        changed = true;
        afterPaint().then((at) => {
          change.changedAt = at;
        });
      }
      if (!settled && !isLoading && status !== null && (change.sawLoader || listChanged)) {
        settled = true;
        observer.disconnect();
        afterPaint().then((at) => {
          change.settledAt = at;
        });
      }
    });
    // The list section and the 'Showing N of M posts' line; not the filter chips, whose own change does not count.
    observer.observe(panel.querySelector('section[aria-label="Post list"]'), {
      childList: true,
      subtree: true,
      characterData: true,
    });
    observer.observe(panel, { childList: true });
    const status = panel.querySelector(':scope > [aria-live="polite"]');
    if (status) observer.observe(status, { childList: true, subtree: true, characterData: true });
  };
})();
