/// The style sheet every page links (`assets/proofsheet.css`): system fonts, light and dark
/// themes that follow the reader's preference unless the switch overrides it, a checkerboard
/// behind transparent images.
enum SiteStyle {
    static let fileName = "proofsheet.css"

    /// The dark theme's colours, used both when the reader's system is dark and when the
    /// switch says dark.
    static let darkTheme = #"""
  color-scheme: dark;
  --bg: #101114;
  --surface: #1a1b1f;
  --surface-2: #24262b;
  --text: #eceef2;
  --muted: #a2a7b1;
  --border: #30333a;
  --accent: #5aa5ff;
  --accent-text: #0b1220;
  --focus: #7db7ff;
  --check-a: #2a2c31;
  --check-b: #212227;
  --failed: #ff6b60;
  --missing: #f0a640;
  --orphaned: #a993ff;
  --passed: #5ccf7a;
  --shadow: 0 1px 2px rgb(0 0 0 / 40%);
"""#

    /// The dark theme when the reader's system is dark and the switch has not said light.
    static let darkSystemTheme = [
        "@media (prefers-color-scheme: dark) {",
        "  :root:not([data-scheme=\"light\"]) {",
        darkTheme.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"),
        "  }",
        "}",
    ].joined(separator: "\n")

    static let css = #"""
/* Proofsheet: gallery and diff report. No web fonts, no network. */
:root {
  color-scheme: light;
  --bg: #f5f6f8;
  --surface: #ffffff;
  --surface-2: #eef0f3;
  --text: #1c1d21;
  --muted: #62666f;
  --border: #dcdfe5;
  --accent: #0b63ce;
  --accent-text: #ffffff;
  --focus: #0b63ce;
  --check-a: #ffffff;
  --check-b: #e3e5e9;
  --failed: #c4261d;
  --missing: #a35c00;
  --orphaned: #6b4fc7;
  --passed: #237a3b;
  --shadow: 0 1px 2px rgb(16 24 40 / 6%), 0 1px 3px rgb(16 24 40 / 8%);
}
"""# + "\n" + darkSystemTheme + "\n:root[data-scheme=\"dark\"] {\n" + darkTheme + "\n}\n" + #"""

/* Which snapshots the light/dark switch shows. */
:root[data-scheme="light"] .only-dark,
:root[data-scheme="dark"] .only-light { display: none; }
@media (prefers-color-scheme: dark) {
  :root:not([data-scheme="light"]) .only-light { display: none; }
}
@media (prefers-color-scheme: light) {
  :root:not([data-scheme="dark"]) .only-dark { display: none; }
}

*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--bg);
  color: var(--text);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif;
}
code, .mono { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 0.92em; }
a { color: var(--accent); }
a:hover { color: var(--text); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
h1, h2, h3 { line-height: 1.25; margin: 0; }
h1 { font-size: 1.75rem; font-weight: 700; letter-spacing: -0.01em; }
h2 { font-size: 1.3rem; font-weight: 600; }
h3 { font-size: 1.05rem; font-weight: 600; }
p { margin: 0; }

.skip-link { position: absolute; left: 8px; top: -48px; padding: 8px 12px; background: var(--accent); color: var(--accent-text); border-radius: 6px; z-index: 10; }
.skip-link:focus { top: 8px; }

/* Top bar */
.topbar {
  position: sticky; top: 0; z-index: 5;
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px 20px;
  padding: 12px 28px;
  background: var(--surface);
  border-bottom: 1px solid var(--border);
}
.brand { font-weight: 700; font-size: 1.05rem; color: var(--text); text-decoration: none; margin-right: auto; }
.brand span { color: var(--muted); font-weight: 500; }
.back { font-weight: 500; }
.controls { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 16px; }

.filter { display: flex; align-items: center; gap: 8px; }
.filter label { color: var(--muted); font-size: 0.9rem; }
.filter input {
  width: 260px; max-width: 60vw;
  font: inherit; color: var(--text);
  padding: 6px 10px; border-radius: 8px;
  border: 1px solid var(--border); background: var(--bg);
}
.filter input:focus-visible { border-color: var(--focus); border-radius: 8px; }

.segmented { display: inline-flex; padding: 2px; gap: 2px; border-radius: 9px; background: var(--surface-2); border: 1px solid var(--border); }
.segmented button {
  font: inherit; font-size: 0.88rem; color: var(--muted);
  border: 0; background: transparent; padding: 4px 12px; border-radius: 7px; cursor: pointer;
}
.segmented button:hover { color: var(--text); }
.segmented button[aria-pressed="true"] { background: var(--surface); color: var(--text); box-shadow: var(--shadow); font-weight: 600; }

/* Page body */
.page { max-width: 1280px; margin: 0 auto; padding: 28px 28px 64px; }
.page-head { display: grid; gap: 8px; margin-bottom: 24px; }
.approximations {
  border-left: 3px solid var(--missing);
  background: var(--surface);
  padding: 0.5rem 0.9rem;
  margin: 0.8rem 0;
  border-radius: 4px;
}
.approximations p { margin: 0 0 0.3rem; }
.approximations ul { margin: 0; padding-left: 1.2rem; }
.approximations code { white-space: normal; }
.approximated { color: var(--missing); font-size: 0.85em; }
.lede { color: var(--muted); max-width: 72ch; }
.meta { color: var(--muted); font-size: 0.9rem; display: flex; flex-wrap: wrap; gap: 4px 14px; }
.status-line { color: var(--muted); font-size: 0.9rem; margin: -12px 0 16px; }
.status-line:empty { margin: 0; }
.lede code { white-space: nowrap; }

.toc { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 28px; padding: 0; list-style: none; }
.toc a {
  display: inline-block; padding: 4px 12px; border-radius: 999px;
  background: var(--surface); border: 1px solid var(--border);
  color: var(--text); text-decoration: none; font-size: 0.9rem;
}
.toc a:hover { border-color: var(--accent); }
.toc .count { color: var(--muted); margin-left: 4px; }

.component { margin: 0 0 40px; scroll-margin-top: 80px; }
.component > h2 { margin-bottom: 14px; padding-bottom: 8px; border-bottom: 1px solid var(--border); }
.previews { display: grid; gap: 18px; }

.card {
  background: var(--surface); border: 1px solid var(--border); border-radius: 12px;
  padding: 18px 20px 20px; box-shadow: var(--shadow);
}
.card-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; margin-bottom: 6px; }
.card-head a { color: var(--text); text-decoration: none; }
.card-head a:hover { color: var(--accent); text-decoration: underline; }
.card-head code { color: var(--muted); }
.description { color: var(--muted); max-width: 80ch; margin-top: 6px; }
.description + .description { margin-top: 8px; }

.states { list-style: none; margin: 16px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.state { display: grid; gap: 6px; max-width: 260px; }
.thumb { display: block; border-radius: 8px; line-height: 0; }
.thumb img { max-width: 100%; height: auto; }
.state-name { font-size: 0.88rem; color: var(--muted); }
.empty { color: var(--muted); padding: 24px 0; }

/* Transparent images sit on a neutral checkerboard. */
.checker {
  background-color: var(--check-a);
  background-image:
    linear-gradient(45deg, var(--check-b) 25%, transparent 25%, transparent 75%, var(--check-b) 75%),
    linear-gradient(45deg, var(--check-b) 25%, transparent 25%, transparent 75%, var(--check-b) 75%);
  background-size: 16px 16px;
  background-position: 0 0, 8px 8px;
  border: 1px solid var(--border);
  border-radius: 6px;
}
img { display: block; }

/* Preview page */
.state-nav { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; margin: 4px 0 0; }
.state-section { margin-top: 28px; padding-top: 20px; border-top: 1px solid var(--border); scroll-margin-top: 80px; }
.state-section > h2 { margin-bottom: 10px; }
.steps { margin: 0 0 16px; color: var(--muted); }
.steps ol { margin: 4px 0 0; padding-left: 1.4em; color: var(--text); }
.variants { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
.variant[hidden] { display: none; }
.canvas-tools { display: grid; gap: 8px; font-size: 0.88rem; max-width: 27rem; }
.canvas-variant summary { cursor: pointer; color: var(--muted); }
.canvas-variant summary:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.canvas-variant[open] summary { margin-bottom: 6px; }
.canvas-pickers, .canvas-zoom, .canvas-actions { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; }
.canvas-pickers label { display: inline-flex; gap: 4px; align-items: center; }
.canvas-pickers select { font: inherit; padding: 1px 2px; max-width: 14em; }
.canvas-label { color: var(--muted); }
.canvas-zoom label:not(.canvas-setting) { position: relative; cursor: pointer; }
.canvas-zoom label:not(.canvas-setting) span { display: block; padding: 2px 9px; border-radius: 7px; border: 1px solid var(--border); background: var(--surface); }
.canvas-zoom label:not(.canvas-setting) input { position: absolute; opacity: 0; top: 0; left: 0; width: 100%; height: 100%; margin: 0; cursor: pointer; }
.canvas-zoom input:checked + span { background: var(--accent); color: var(--accent-text); border-color: var(--accent); font-weight: 600; }
.canvas-zoom input:focus-visible + span { outline: 3px solid var(--focus); outline-offset: 1px; }
.canvas-actions button {
  font: inherit; padding: 3px 12px; border-radius: 999px; border: 1px solid var(--border);
  background: var(--surface); color: var(--text); cursor: pointer;
}
.canvas-actions button[aria-pressed="true"] { background: var(--accent); color: var(--accent-text); border-color: var(--accent); }
.canvas-actions button:disabled { opacity: 0.55; cursor: not-allowed; }
.canvas-actions button:focus-visible, .canvas-pickers select:focus-visible, .canvas-setting input:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.canvas-note { margin: 0; color: var(--muted); white-space: pre-wrap; }
.canvas-note:empty { display: none; }
.canvas-frame { position: relative; }
.canvas-frame img { cursor: crosshair; }
.canvas-frame img:focus-visible { outline: 3px solid var(--focus); outline-offset: -3px; }
.canvas-fit { width: auto; }
.canvas-fit img { max-width: 100%; height: auto; }
img.canvas-pixelated { image-rendering: pixelated; }
.canvas-grid {
  position: absolute; pointer-events: none;
  background-image: linear-gradient(to right, rgb(128 128 128 / 55%) 1px, transparent 1px),
                    linear-gradient(to bottom, rgb(128 128 128 / 55%) 1px, transparent 1px);
}
.canvas-grid[hidden], .canvas-marker[hidden] { display: none; }
.canvas-marker {
  position: absolute; width: 18px; height: 18px; margin: -11px 0 0 -11px; border-radius: 50%; pointer-events: none;
  border: 2px solid var(--accent); box-shadow: 0 0 0 1px #fff, inset 0 0 0 1px #fff;
}
.canvas-compare:empty { display: none; }
.clicks-code:empty { display: none; }
.clicks-code { margin: 0; font-size: 0.8rem; white-space: pre; overflow-x: auto; font-family: ui-monospace, "JetBrains Mono", monospace; }
#live-status { position: sticky; top: 0; z-index: 10; margin: 0; padding: 10px 16px; font-size: 0.9rem; }
#live-status[hidden] { display: none; }
#live-status.building { background: var(--panel, #f2f2f7); color: var(--muted); }
#live-status.errors { background: #fff1f0; color: #8e1a10; border-bottom: 1px solid #f0b4ae; }
#live-status.errors h2 { font-size: 1rem; margin: 0 0 6px; }
#live-status.errors ul { margin: 0; padding-left: 20px; font-family: ui-monospace, "JetBrains Mono", monospace; white-space: pre-wrap; }
.matrix { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 0 0 16px; }
.matrix label { display: inline-flex; gap: 6px; align-items: center; font-size: 0.9rem; }
.matrix select { font: inherit; padding: 2px 4px; }
.matrix-count { color: var(--muted); font-size: 0.9rem; }
.variant { margin: 0; display: grid; gap: 8px; max-width: 100%; }
.frame { overflow: auto; max-width: 100%; width: max-content; }
.frame img { max-width: none; }
.stills { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.motion { display: grid; gap: 6px; }
.motion-controls { display: flex; gap: 10px; align-items: center; }
.motion-controls button {
  font: inherit; padding: 3px 12px; border-radius: 999px; border: 1px solid var(--border);
  background: var(--surface); color: var(--text); cursor: pointer; min-width: 4.5em;
}
.motion-controls button:focus-visible, .motion-scrub:focus-visible { outline: 2px solid var(--accent, #0a84ff); outline-offset: 2px; }
.motion-scrub { flex: 1; min-width: 120px; }
.motion-time { font-variant-numeric: tabular-nums; color: var(--muted); min-width: 4.5em; text-align: right; }
.variant figcaption { display: grid; gap: 2px; font-size: 0.9rem; }
.variant figcaption .dims { color: var(--muted); }
.links { display: flex; gap: 12px; }
.badge {
  display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 0.78rem; font-weight: 600;
  border: 1px solid var(--border); color: var(--muted); vertical-align: 1px;
}

/* Diff report */
.counts { display: flex; flex-wrap: wrap; gap: 12px; list-style: none; padding: 0; margin: 0 0 24px; }
.counts li { background: var(--surface); border: 1px solid var(--border); border-radius: 10px; padding: 10px 16px; min-width: 120px; box-shadow: var(--shadow); }
.counts strong { display: block; font-size: 1.5rem; line-height: 1.2; }
.counts .label { color: var(--muted); font-size: 0.85rem; }
.notice { border: 1px solid var(--missing); border-left-width: 4px; background: var(--surface); border-radius: 8px; padding: 10px 14px; margin: 0 0 20px; }
.table-wrap { overflow-x: auto; background: var(--surface); border: 1px solid var(--border); border-radius: 12px; box-shadow: var(--shadow); }
table { border-collapse: collapse; width: 100%; font-size: 0.92rem; }
caption { text-align: left; padding: 12px 16px 4px; color: var(--muted); }
th, td { padding: 9px 16px; text-align: left; border-bottom: 1px solid var(--border); white-space: nowrap; }
tbody tr:last-child td { border-bottom: 0; }
th { font-weight: 600; color: var(--muted); font-size: 0.82rem; text-transform: uppercase; letter-spacing: 0.04em; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.name { white-space: normal; word-break: break-all; }
.status { font-weight: 600; }
.status::before { content: ""; display: inline-block; width: 8px; height: 8px; border-radius: 50%; margin-right: 7px; background: currentColor; vertical-align: 1px; }
.status-failed { color: var(--failed); }
.status-missing { color: var(--missing); }
.status-orphaned { color: var(--orphaned); }
.status-passed { color: var(--passed); }
.fingerprint-differs { color: var(--missing); font-weight: 600; }

.figures { display: flex; flex-wrap: wrap; gap: 8px 28px; margin: 8px 0 0; }
.figures div { display: grid; }
.figures dt { color: var(--muted); font-size: 0.82rem; }
.figures dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }

.view-switch { border: 0; padding: 0; margin: 8px 0 18px; display: flex; flex-wrap: wrap; align-items: center; gap: 10px; }
.view-switch legend { float: left; color: var(--muted); font-size: 0.9rem; margin-right: 6px; padding: 0; }
.view-switch .options { display: inline-flex; padding: 2px; gap: 2px; border-radius: 9px; background: var(--surface-2); border: 1px solid var(--border); }
.view-switch label { position: relative; display: block; cursor: pointer; font-size: 0.88rem; color: var(--muted); }
.view-switch label span { display: block; padding: 4px 12px; border-radius: 7px; }
.view-switch input { position: absolute; opacity: 0; top: 0; left: 0; width: 100%; height: 100%; margin: 0; cursor: pointer; }
.view-switch input:checked + span { background: var(--surface); color: var(--text); font-weight: 600; box-shadow: var(--shadow); }
.view-switch input:focus-visible + span { outline: 3px solid var(--focus); outline-offset: 1px; }
.view-switch label:hover span { color: var(--text); }

.compare[data-view="side-by-side"] .view:not(.view-side-by-side),
.compare[data-view="slider"] .view:not(.view-slider),
.compare[data-view="onion-skin"] .view:not(.view-onion-skin),
.compare[data-view="diff"] .view:not(.view-diff) { display: none; }
.view { margin: 0 0 24px; }
.side { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
.side figure, .view figure { margin: 0; display: grid; gap: 6px; max-width: 100%; }
.side figcaption, .stage-labels { font-size: 0.88rem; color: var(--muted); }
.stage-scroll { overflow: auto; max-width: 100%; width: max-content; }
.stage { position: relative; width: max-content; line-height: 0; touch-action: none; }
.stage img { max-width: none; }
.stage .over { position: absolute; top: 0; left: 0; }
.reveal { position: absolute; top: 0; bottom: 0; left: 0; width: 50%; overflow: hidden; border-right: 2px solid var(--accent); }
.stage-wrap { width: max-content; max-width: 100%; min-width: min(320px, 100%); }
.stage-labels { display: flex; justify-content: space-between; gap: 16px; margin-bottom: 6px; }
.range { display: flex; align-items: center; gap: 12px; margin-top: 12px; font-size: 0.9rem; color: var(--muted); }
.range input { flex: 1; min-width: 120px; margin: 0; accent-color: var(--accent); }
.hint { color: var(--muted); font-size: 0.9rem; margin: 0 0 16px; }
.view-onion-skin .over { opacity: 0.5; }
"""#
}
