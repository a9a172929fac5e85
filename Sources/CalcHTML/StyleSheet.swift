/// The site's only stylesheet, `/style.css`: hand-written, no external fonts or images.
///
/// The infix page always holds the standard keys and then the scientific block; the scientific block is
/// hidden on narrow portrait screens in standard mode and shown on wide or landscape ones, or in scientific mode.
public enum StyleSheet {
    /// The text of `/style.css`.
    public static let css = #"""
/* Calculator: no JavaScript, no external assets. Light and dark by prefers-color-scheme. */
:root {
  --bg: #f3f4f6; --fg: #111827; --muted: #4b5563; --screen: #ffffff; --edge: #9ca3af;
  --key: #ffffff; --key-fg: #111827; --fn: #e5e7eb; --fn-fg: #111827;
  --op: #1d4ed8; --op-fg: #ffffff; --eq: #b45309; --eq-fg: #ffffff;
  --cl: #fee2e2; --cl-fg: #7f1d1d; --err: #b91c1c; --focus: #7c3aed; --note: #fef3c7; --note-fg: #713f12;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0b0f19; --fg: #f3f4f6; --muted: #cbd5e1; --screen: #111827; --edge: #4b5563;
    --key: #1f2937; --key-fg: #f9fafb; --fn: #334155; --fn-fg: #f1f5f9;
    --op: #2563eb; --op-fg: #ffffff; --eq: #c2410c; --eq-fg: #ffffff;
    --cl: #450a0a; --cl-fg: #fecaca; --err: #fca5a5; --focus: #facc15; --note: #422006; --note-fg: #fde68a;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); font: 100%/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0 auto; padding: 0.5rem; max-width: 28rem; }
a { color: inherit; }
a:focus, a:focus-visible, button:focus, button:focus-visible, input:focus, input:focus-visible {
  outline: 3px solid var(--focus); outline-offset: 2px;
}
.vh {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
abbr[title] { text-decoration: none; }

/* The screen: indicators, RPN stack, description line, big display. */
.screen {
  background: var(--screen); border: 1px solid var(--edge); border-radius: 0.5rem;
  padding: 0.5rem 0.75rem; margin-bottom: 0.5rem; text-align: right;
}
.indicators { display: flex; justify-content: space-between; margin: 0; min-height: 1.2em; font-size: 0.875rem; color: var(--muted); }
#stack { list-style: none; margin: 0; padding: 0; color: var(--muted); font-variant-numeric: tabular-nums; }
#expression { margin: 0; min-height: 1.4em; color: var(--muted); overflow-wrap: anywhere; }
#display {
  display: block; min-height: 1.2em; font-size: 2.5rem; line-height: 1.2;
  font-variant-numeric: tabular-nums; overflow-wrap: anywhere;
}
#display[data-state=error] { color: var(--err); font-size: 1.5rem; font-weight: 600; }
#notice { margin: 0 0 0.5rem; padding: 0.5rem 0.75rem; border-radius: 0.5rem; background: var(--note); color: var(--note-fg); }
#notice:empty { display: none; }

/* Keys: one grid per row; at least 44 by 44 CSS pixels. */
.pads { display: flex; flex-direction: column; gap: 0.375rem; }
.pad { display: flex; flex-direction: column; gap: 0.375rem; }
.row { display: grid; grid-template-columns: repeat(4, 1fr); gap: 0.375rem; }
.sci .row, .fns .row { grid-template-columns: repeat(6, 1fr); }
button {
  min-width: 44px; min-height: 44px; padding: 0.25rem; font: inherit; font-size: 1.25rem;
  border: 1px solid var(--edge); border-radius: 0.5rem; background: var(--key); color: var(--key-fg);
  cursor: pointer; touch-action: manipulation;
}
button:hover { filter: brightness(0.95); }
button:active { filter: brightness(0.85); }
.d { font-weight: 600; }
.op { background: var(--op); color: var(--op-fg); border-color: var(--op); }
.eq { background: var(--eq); color: var(--eq-fg); border-color: var(--eq); font-weight: 700; font-size: 1.5rem; }
.wide { grid-column: span 2; }
.fn, .mem { background: var(--fn); color: var(--fn-fg); font-size: 1rem; }
.cl { background: var(--cl); color: var(--cl-fg); }
.modes { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem; margin-top: 0.5rem; }
.modes-label { color: var(--muted); }
.md { flex: 1; font-size: 1rem; background: var(--fn); color: var(--fn-fg); }
.md[aria-pressed=true] { background: var(--fg); color: var(--bg); border-color: var(--fg); }

/* Standard mode shows the scientific keys on wide or landscape screens only; scientific mode always. */
.sci { display: none; }
.scientific .sci { display: flex; }
@media (orientation: landscape), (min-width: 48em) {
  body { max-width: 64rem; }
  .sci { display: flex; }
  .pads { flex-direction: row; align-items: flex-start; }
  .pad.main { flex: 4; }
  .pad.sci, .pad.fns { flex: 6; }
}

/* A phone on its side: a compact screen, so the whole keypad fits without scrolling. */
@media (orientation: landscape) and (max-height: 30em) {
  body { padding: 0.25rem 0.5rem; }
  .screen { padding: 0.125rem 0.5rem; margin-bottom: 0.25rem; }
  .indicators, #expression { min-height: 1.1em; font-size: 0.8125rem; line-height: 1.1; }
  #display { font-size: 1.75rem; }
  .pads, .pad { gap: 0.25rem; }
  .row { gap: 0.25rem; }
}

/* The typed expression and the history. */
.typed { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem; margin: 0.75rem 0; }
.typed input {
  flex: 1; min-width: 10rem; min-height: 44px; padding: 0.25rem 0.5rem; font: inherit; font-size: 1.125rem;
  border: 1px solid var(--edge); border-radius: 0.5rem; background: var(--screen); color: var(--fg);
}
.typed .eq { font-size: 1rem; padding: 0.25rem 0.75rem; }
.history h2 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
#history { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
#history button { width: 100%; text-align: right; font-size: 1rem; background: var(--screen); overflow-wrap: anywhere; }
.empty { color: var(--muted); margin: 0; }
footer { margin-top: 1rem; font-size: 0.875rem; color: var(--muted); }

/* Help and error pages. */
.page { max-width: 48rem; }
.page table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; }
.page th, .page td { text-align: left; vertical-align: top; padding: 0.25rem 0.5rem; border-bottom: 1px solid var(--edge); }
.keys dt { margin-top: 0.5rem; font-weight: 600; }
.keys dd { margin: 0 0 0 1.5rem; }
.keys kbd { display: inline-block; min-width: 2em; text-align: center; border: 1px solid var(--edge); border-radius: 0.25rem; padding: 0 0.25rem; }
.page code, .page kbd { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
.error h1 { color: var(--err); }
.shots { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.shot { margin: 0; font-size: 0.875rem; }
.shot img { max-width: 100%; height: auto; border: 1px solid var(--edge); }
"""#
}
