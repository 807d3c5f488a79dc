/** The popup's page: a status list the script fills and a link to open Inroad. */
export const POPUP_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Inroad</title>
<style>
  /* The web app's colours (its primary is blue 8: white text on it reads at 5:1). */
  body { font: 13px/1.4 system-ui, sans-serif; margin: 0; padding: 12px 14px; width: 300px; color: #1a1b1e; }
  h1 { font-size: 15px; margin: 0 0 8px; display: flex; align-items: center; gap: 6px; }
  ul { list-style: none; margin: 0 0 12px; padding: 0; }
  li { margin: 0 0 6px; }
  .mark { display: inline-block; width: 1.2em; }
  .ok .mark { color: #2b8a3e; }
  .warn .mark { color: #c92a2a; }
  .idle .mark { color: #5c5f66; }
  a { display: inline-block; background: #1971c2; color: #fff; padding: 6px 12px; border-radius: 4px; text-decoration: none; }
  @media (prefers-color-scheme: dark) { body { background: #1a1b1e; color: #e9ecef; } .ok .mark { color: #69db7c; } .warn .mark { color: #ff8787; } .idle .mark { color: #adb5bd; } }
</style>
</head>
<body>
<main>
<h1><img src="icons/icon-32.png" width="16" height="16" alt="">Inroad</h1>
<ul id="status" aria-label="Status" aria-live="polite"><li>Reading the status…</li></ul>
<a id="open-inroad" href="http://localhost:3000" target="_blank" rel="noopener">Open Inroad</a>
</main>
<script type="module" src="popup.js"></script>
</body>
</html>
`;
