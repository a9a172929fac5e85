/// The site's only stylesheet, `/style.css`: hand-written, no external fonts or images.
///
/// The calculator fills the viewport like a phone app: the screen on top at a fixed height, the keys
/// sharing the rest, the history below the fold. Nothing on the screen changes size with what it shows
/// (the display's font shrinks by container units so a result fits on one line; the RPN stack scrolls),
/// so no key ever moves. The infix page holds the standard keys and then the scientific block; the
/// scientific block is hidden on narrow portrait screens in standard mode, shown on wide or landscape
/// ones or in scientific mode; once the visitor chose standard with its key (`.chosen`), it is hidden
/// at every size.
public enum StyleSheet {
    /// The text of `/style.css`.
    public static let css = #"""
        /* Calculator: no JavaScript, no external assets. Light and dark by prefers-color-scheme. */
        :root {
          --bg: #f3f4f6; --fg: #111827; --muted: #4b5563; --screen: #ffffff; --edge: #6b7280;
          --key: #ffffff; --key-fg: #111827; --fn: #e5e7eb; --fn-fg: #111827;
          --op: #1d4ed8; --op-fg: #ffffff; --eq: #b45309; --eq-fg: #ffffff;
          --cl: #fee2e2; --cl-fg: #7f1d1d; --err: #b91c1c; --focus: #7c3aed; --note: #fef3c7; --note-fg: #713f12;
          --gap: 0.375rem; --display-max: clamp(2.75rem, 11vmin, 7rem);
          /* The parts of the screen: its padding, the indicators' line, the RPN stack, the description line's font. */
          --screen-pad: 0.375rem; --indicators: 1.25rem; --stack: 4.5rem; --expr-font: 1rem; --bases-font: 0.75rem;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #0b0f19; --fg: #f3f4f6; --muted: #cbd5e1; --screen: #111827; --edge: #6b7280;
            --key: #1f2937; --key-fg: #f9fafb; --fn: #334155; --fn-fg: #f1f5f9;
            --op: #2563eb; --op-fg: #ffffff; --eq: #c2410c; --eq-fg: #ffffff;
            --cl: #450a0a; --cl-fg: #fecaca; --err: #fca5a5; --focus: #facc15; --note: #422006; --note-fg: #fde68a;
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html { background: var(--bg); color: var(--fg); font: 100%/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        body { margin: 0 auto; padding: 0 0.5rem; max-width: 30rem; }
        /* At 320 px a six-key row keeps every key 44 px wide: narrower gaps and margins. */
        @media (max-width: 22em) { :root { --gap: 0.25rem; } body { padding: 0 0.25rem; } }
        a { color: inherit; }
        a:focus, a:focus-visible, button:focus, button:focus-visible, input:focus, input:focus-visible, [tabindex]:focus-visible {
          outline: 3px solid var(--focus); outline-offset: 2px;
        }
        .vh, .modes-label {
          position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
          overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
        }
        abbr[title] { text-decoration: none; }

        /* The calculator fills the viewport; every part but the keys has a fixed height. */
        .app {
          display: flex; flex-direction: column; gap: var(--gap);
          min-height: 100vh; min-height: 100dvh; padding: 0.5rem 0;
        }

        /* The screen: indicators, RPN stack, description line, big display, notice. Its height is the sum of its
           parts' at rest, whatever it shows: a caret line or a notice takes its room from the display's box (.fit),
           whose text is sized to the box's height as well as its width. */
        .screen {
          --stack-room: 0px; --bases-room: 0px;
          flex: none; display: flex; flex-direction: column; container-type: inline-size;
          height: calc(var(--screen-pad) * 2 + 2px + var(--indicators) + var(--stack-room) + var(--bases-room) + var(--expr-font) * 1.4 + var(--display-max) * 1.15);
          background: var(--screen); border: 1px solid var(--edge);
          border-radius: 0.5rem; padding: var(--screen-pad) 0.75rem; text-align: right;
        }
        .rpn .screen { --stack-room: var(--stack); }
        /* Programmer mode: the value in each base, four monospace lines under the display; 64 binary digits in
           groups of four take one line where the screen is wide, two on a phone (room for five lines). */
        .programmer .screen { --bases-room: calc(var(--bases-font) * 1.25 * 5); }
        .bases {
          flex: none; margin: 0; text-align: left; line-height: 1.25; font-variant-numeric: tabular-nums;
          font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
          font-size: clamp(var(--bases-font), 1.9cqi, 1rem);
        }
        .bases p { display: flex; gap: 0.5em; margin: 0; }
        .bases .b { flex: none; width: 3em; color: var(--muted); }
        .bases .in, .bases .in .b { color: var(--fg); font-weight: 700; }
        .indicators {
          flex: none; display: flex; justify-content: space-between; gap: 1rem; margin: 0; height: var(--indicators);
          line-height: var(--indicators); font-size: 0.875rem; color: var(--muted); white-space: nowrap; overflow: hidden;
        }
        #memory { overflow: hidden; text-overflow: ellipsis; }
        .standard #angle { visibility: hidden; }
        .stack {
          flex: none; display: flex; flex-direction: column-reverse; height: var(--stack); overflow-y: auto;
          color: var(--muted); font-variant-numeric: tabular-nums; font-size: 0.875rem; line-height: 1.125rem;
        }
        #stack { list-style: none; margin: 0; padding: 0; }
        #stack li { white-space: nowrap; }
        /* The description line: one line; a long one is cut at the left, behind an ellipsis, so its end shows. */
        #expression {
          flex: none; margin: 0; height: calc(var(--expr-font) * 1.4); font-size: var(--expr-font); line-height: 1.4;
          color: var(--muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; direction: rtl;
        }
        #expression > span { direction: ltr; unicode-bidi: isolate; }
        /* A typed expression that failed: its text (a window of 32 characters at most) and a caret line under the
           error, two monospace lines sized so that 32 characters fit the width. */
        #expression.pointer {
          height: 2.4em; font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
          font-size: min(var(--expr-font), 5cqi); line-height: 1.2; direction: ltr; white-space: pre; text-overflow: clip;
          color: var(--fg);
        }
        .pointer mark { background: var(--err); color: var(--screen); }
        .pointer .caret { color: var(--err); font-weight: 700; }
        .fit { flex: 1 1 0; min-height: 0; container-type: size; }
        /* The type is at most --display-max, and at most what the box's height holds (86.9cqh: a line is 1.15 em). */
        #display {
          display: flex; align-items: flex-end; justify-content: flex-end;
          height: 100%; line-height: 1.15; overflow: hidden; white-space: nowrap;
          font-size: min(var(--display-max), 86.9cqh); font-variant-numeric: tabular-nums;
        }
        /* The server names the size class of the text (its length, rounded up); the font shrinks to fit one line. */
        #display[data-length="8"] { font-size: min(var(--display-max), 86.9cqh, 18cqi); }
        #display[data-length="11"] { font-size: min(var(--display-max), 86.9cqh, 13.5cqi); }
        #display[data-length="14"] { font-size: min(var(--display-max), 86.9cqh, 10.6cqi); }
        #display[data-length="17"] { font-size: min(var(--display-max), 86.9cqh, 8.7cqi); }
        #display[data-length="21"] { font-size: min(var(--display-max), 86.9cqh, 7cqi); }
        #display[data-length="26"] { font-size: min(var(--display-max), 86.9cqh, 5.7cqi); }
        /* Longer texts (a 32-digit entry, 40 digits of `digits`, a long fraction) break over lines anywhere,
           in the largest type whose lines all fit the box: the most of k lines for some k (StyleSheet.TextFit). */
        \#(multiLineRules)
        /* A message wraps between words, in the largest type at which it fills k lines of the box for
           some k (StyleSheet.TextFit), and at most 0.45 of the display's largest type. */
        #display[data-state=error] {
          color: var(--err); font-weight: 600; white-space: normal; text-align: right; line-height: 1.2;
        }
        \#(messageRules)

        /* The notice is the screen's last line, taken from the display's box: it covers nothing. */
        #notice {
          flex: none; margin: 0.125rem 0 0; padding: 0.0625rem 0.5rem; border-radius: 0.25rem; text-align: left;
          background: var(--note); color: var(--note-fg); font-size: 0.8125rem; line-height: 1.25;
        }
        #notice:empty { display: none; }

        /* The typed expression: label, field and Evaluate on one line. */
        .typed { flex: none; display: flex; align-items: center; gap: var(--gap); margin: 0; }
        .typed label { font-size: 0.875rem; color: var(--muted); }
        .typed input {
          flex: 1; min-width: 0; height: 2.75rem; padding: 0.25rem 0.5rem; font: inherit; font-size: 1.125rem;
          border: 1px solid var(--edge); border-radius: 0.5rem; background: var(--screen); color: var(--fg);
        }
        .typed input::placeholder { color: var(--muted); opacity: 1; }
        .typed .eq { flex: none; height: 2.75rem; min-height: 0; font-size: 1rem; padding: 0 0.75rem; }

        /* Keys: the pads share the height left; each row shares its pad's height, each key its row's width. */
        .keys { flex: 1; display: flex; flex-direction: column; gap: var(--gap); margin: 0; }
        .pads { flex: 1; display: flex; flex-direction: column-reverse; gap: var(--gap); }
        .pad { flex: 1; display: flex; flex-direction: column; gap: var(--gap); container-type: inline-size; }
        .row { flex: 1 1 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: var(--gap); min-height: 2.75rem; }
        .sci .row, .fns .row { grid-template-columns: repeat(6, minmax(0, 1fr)); }
        /* lynx gets a form per key (it returns to the fragment of the form it posted); each is its button. */
        .keys form { display: contents; }
        .row.r5 { grid-template-columns: repeat(5, minmax(0, 1fr)); }
        .w2 { grid-column: span 2; }
        .w3 { grid-column: span 3; }
        button {
          min-height: 2.75rem; padding: 0.25rem 0.75rem; font: inherit; line-height: 1.1;
          border: 1px solid var(--edge); border-radius: 0.5rem; background: var(--key); color: var(--key-fg);
          cursor: pointer; touch-action: manipulation;
        }
        .pad button, .md {
          min-width: 0; min-height: 0; padding: 0 0.125rem; overflow: hidden; white-space: nowrap;
          font-size: clamp(1.25rem, min(8cqi, 4vh), 3rem);
        }
        .sci button, .fns button, .prog button { font-size: clamp(0.6875rem, min(3.7cqi, 4vh), 2rem); }
        .pad button.hy { white-space: normal; line-height: 1.05; }
        button[disabled] { opacity: 0.35; cursor: default; filter: none; }
        .prog button[aria-pressed=true] { background: var(--fg); color: var(--bg); border-color: var(--fg); }
        button:hover { filter: brightness(0.95); }
        button:active { filter: brightness(0.85); }
        .d { font-weight: 600; }
        .op { background: var(--op); color: var(--op-fg); border-color: var(--op); }
        .eq { background: var(--eq); color: var(--eq-fg); border-color: var(--eq); font-weight: 700; }
        .fn, .mem { background: var(--fn); color: var(--fn-fg); }
        .cl { background: var(--cl); color: var(--cl-fg); }
        .modes { flex: none; display: flex; gap: var(--gap); height: 2.75rem; }
        /* A long mode name wraps at its soft hyphen (German "Wissen-schaftlich") rather than being cut. */
        /* Four mode keys share a 320-px screen: their type shrinks there so that each word fits its key. */
        .md {
          flex: 1; min-height: 0; font-size: min(1rem, 4vw); background: var(--fn); color: var(--fn-fg); text-overflow: ellipsis;
          white-space: normal; line-height: 1.05;
        }
        .md[aria-pressed=true] { background: var(--fg); color: var(--bg); border-color: var(--fg); }

        /* Standard mode shows the scientific keys on wide or landscape screens only; scientific mode always. */
        .sci { display: none; }
        .scientific .sci { display: flex; }
        @media (orientation: landscape) and (min-width: 40em), (min-width: 48em) {
          .sci { display: flex; }
          .standard #angle { visibility: visible; }
          /* Standard chosen with its key: the standard keys alone, at any width. */
          .standard.chosen .sci { display: none; }
          .standard.chosen #angle { visibility: hidden; }
          .standard.chosen { max-width: 48rem; margin-left: auto; margin-right: auto; }
        }
        @media (orientation: portrait) and (min-width: 48em) { body { max-width: 48rem; } }
        /* Sideways and wide enough: the scientific keys stand left of the standard ones. */
        @media (orientation: landscape) and (min-width: 40em) {
          body { max-width: min(100%, max(48rem, min(80rem, calc(100vh * 2.4)))); }
          .pads { flex-direction: row-reverse; }
          .pad.main { flex: 4; }
          .pad.sci, .pad.fns { flex: 6; }
          .pad.prog { flex: 5; }
        }
        /* A wide screen: the screen and the field share the top line. Not on a narrower one (a phone on its
           side, a desktop zoomed to 200%): there the display takes the whole width, so zooming in makes it bigger. */
        @media (orientation: landscape) and (min-width: 64em) {
          .app { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); grid-template-rows: auto 1fr; align-items: end; }
          .screen { grid-column: 1; grid-row: 1; }
          .typed { grid-column: 2; grid-row: 1; }
          .keys { grid-column: 1 / 3; grid-row: 2; align-self: stretch; }
        }
        /* A short viewport (a phone on its side, a page zoomed to 300% or more) scrolls to the focused key:
           the screen stays at the top, so the result is in view after every key. So does a phone held
           upright under 52em high, where the scientific keys' twelve rows of 44 px do not all fit. */
        @media (max-height: 40em), (orientation: portrait) and (max-height: 52em) {
          .screen { position: sticky; top: 0; z-index: 1; }
          /* Scrolling a key into view (autofocus, a keyboard's Tab) leaves room for the screen above it
             (the RPN screen, with its stack, is the tallest: 7.4rem here). */
          :root { scroll-padding-top: 7.5rem; }
        }
        /* A kiosk or a large desktop: the field and the mode switch grow with the keys. */
        @media (min-width: 100em) and (min-height: 50em) {
          /* The screen's small print (indicators, RPN stack, description line, bases) grows with the keys. */
          :root { --indicators: 1.75rem; --stack: 7.5rem; --expr-font: 1.375rem; --bases-font: 1.125rem; }
          body { max-width: min(100%, 120rem, calc(100vh * 2)); }
          .indicators { font-size: 1.125rem; }
          .stack { font-size: 1.25rem; line-height: 1.5rem; }
          .bases { font-size: var(--bases-font); }
          .typed label { font-size: 1.125rem; }
          .typed input, .typed .eq { height: 3.5rem; font-size: 1.5rem; }
          .modes { height: 3.5rem; }
          .md { font-size: 1.375rem; }
        }

        /* A phone on its side: a compact screen, so the whole keypad and the mode switch fit without scrolling.
           That is why its controls are 24 to 36 px high rather than 44: twelve rows of 44 px do not fit in 390 px,
           and a keypad that must scroll to reach = is worse than smaller targets; every one stays above the
           24 px of WCAG 2.5.8. Everywhere else every control is at least 44 x 44 px. */
        @media (orientation: landscape) and (max-height: 30em) {
          :root {
            --gap: 0.25rem; --display-max: 2.25rem;
            --screen-pad: 0.125rem; --indicators: 1rem; --stack: 2.25rem; --expr-font: 0.8125rem; --bases-font: 0.625rem;
          }
          .app { padding: 0.25rem 0; }
          .screen { padding: var(--screen-pad) 0.5rem; }
          .indicators { font-size: 0.75rem; }
          .stack { font-size: 0.75rem; line-height: 1.125rem; }
          .row { min-height: 1.75rem; }
          .modes { height: 2rem; }
          .md { font-size: 0.875rem; }
          .typed input, .typed .eq { height: 2.25rem; }
        }
        /* A phone on its side under 24em (360 or 384 px) high: the RPN stack or the programmer's seven rows
           need rows, field and display smaller still for the mode switch to fit; rows down to 24 px. The mode
           keys keep 2rem, which a name on two lines ("Program-mer" at 400%) needs. */
        @media (orientation: landscape) and (max-height: 24em) {
          :root { --display-max: 2rem; }
          .app { padding: 0.125rem 0; }
          .row { min-height: 1.5rem; }
          .typed input, .typed .eq { height: 2rem; }
        }
        /* Programmer mode on a phone on its side: the four base lines (the binary on two) stand left of the display
           rather than under it, so its seven rows of keys and the mode switch fit the height too. Not where the
           page is narrower (zoomed to 400%): there the display needs the width. */
        @media (orientation: landscape) and (max-height: 30em) and (min-width: 34em) {
          .programmer .screen {
            --bases-room: 0px; display: grid; grid-template-columns: auto minmax(0, 1fr); column-gap: 1rem;
            grid-template-rows: auto auto minmax(0, 1fr) auto;
          }
          .programmer .bases { grid-area: 1 / 1 / 4 / 2; align-self: end; width: 46ch; font-size: var(--bases-font); }
          .programmer .indicators { grid-area: 1 / 2; }
          .programmer #expression { grid-area: 2 / 2; }
          .programmer .fit { grid-area: 3 / 2; }
          .programmer #notice { grid-area: 4 / 1 / 5 / 3; }
        }

        /* Programmer mode's bit grid, below the calculator: groups of four bits wrap as the width allows. */
        .bits h2 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
        .bitgrid { margin: 0; }
        .bitrow { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; margin-bottom: 0.5rem; }
        .bitpos { flex: 0 0 100%; color: var(--muted); font-size: 0.875rem; }
        .nibble { display: inline-flex; gap: 0.125rem; }
        .bit {
          min-width: 2.75rem; min-height: 2.75rem; padding: 0; font-size: 1.125rem;
          font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
        }
        /* A set bit stands out by colour and weight as well as by its digit. */
        .bit.on { background: var(--op); color: var(--op-fg); border-color: var(--op); font-weight: 700; }

        /* The history, below the calculator. */
        .history { padding-bottom: 0.5rem; }
        .history h2 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
        #history { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
        #history button {
          width: 100%; min-height: 2.75rem; padding: 0.25rem 0.5rem; text-align: right; font-size: 1rem;
          background: var(--screen); white-space: normal; overflow-wrap: anywhere;
        }
        .empty { color: var(--muted); margin: 0; }
        footer { margin: 1rem 0; font-size: 0.875rem; color: var(--muted); }

        /* Help and error pages. */
        /* The pages beside the calculator: a column of 48rem centred, their footer under it. */
        .page, .page ~ footer { max-width: 48rem; margin-left: auto; margin-right: auto; }
        .steps form { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
        .steps input {
          flex: 1 1 12rem; min-width: 0; height: 2.75rem; padding: 0.25rem 0.5rem; font: inherit; font-size: 1.125rem;
          border: 1px solid var(--edge); border-radius: 0.5rem; background: var(--screen); color: var(--fg);
        }
        /* The caret excerpt is 32 columns (ErrorPointer.width) of 0.6 em: 4.8vw keeps them on a 320 px screen. */
        .steps .pointer {
          margin: 0.75rem 0 0; font: 1.125rem/1.2 ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
          font-size: min(1.125rem, 4.8vw); overflow-x: auto;
        }
        .back { margin: 0.75rem 0; }
        .page table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; }
        .page th, .page td { text-align: left; vertical-align: top; padding: 0.25rem 0.5rem; border-bottom: 1px solid var(--edge); }
        .keys dt { margin-top: 0.5rem; font-weight: 600; }
        .keys dd { margin: 0 0 0 1.5rem; }
        .units dt { margin-top: 0.5rem; font-weight: 600; }
        .units dd { margin: 0 0 0 1.5rem; }
        .units code { display: inline-block; margin-right: 0.5rem; }
        .keys kbd { display: inline-block; min-width: 2em; text-align: center; border: 1px solid var(--edge); border-radius: 0.25rem; padding: 0 0.25rem; }
        .page code, .page kbd, .page samp { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        .error h1, .steps .error { color: var(--err); }
        .shots { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
        .shot { margin: 0; font-size: 0.875rem; }
        .shot img { max-width: 100%; height: auto; border: 1px solid var(--edge); }
        .links { margin: 0.5rem 0; font-size: 0.875rem; }
        .settings { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0.5rem 0; font-size: 0.875rem; }
        .settings select, .settings button {
          min-height: 2.75rem; min-width: 2.75rem; font: inherit; padding: 0 0.5rem; border: 1px solid var(--edge);
          border-radius: 0.5rem; background: var(--screen); color: var(--fg);
        }
        /* The unit converter: the answer in a box like the calculator's screen, then the fields (one under another on
           a phone held upright), each control the full width of its column and 44 px high, Convert and Swap side by
           side (wrapping when zoomed in). */
        .convert, .convert + footer { max-width: 36rem; margin-left: auto; margin-right: auto; }
        /* A long heading ("Einheitenumrechner") fits 320 px: smaller type there, then a break. */
        .convert h1 { font-size: min(2em, 8vw); overflow-wrap: break-word; hyphens: auto; }
        .convert .answer {
          margin: 0.5rem 0 1rem; padding: 0.5rem 0.75rem; background: var(--screen); border: 1px solid var(--edge);
          border-radius: 0.5rem; overflow-wrap: anywhere;
        }
        .convert .answer p { margin: 0; }
        #convert-result {
          display: block; font-size: 1.5em; font-weight: 600; line-height: 1.25; font-variant-numeric: tabular-nums;
        }
        .convert .exact { color: var(--muted); margin-top: 0.25rem; }
        .converter .field { display: flex; flex-direction: column; gap: 0.25rem; margin: 0 0 0.75rem; }
        .converter label { font-weight: 600; }
        .converter input, .converter select {
          width: 100%; min-height: 2.75rem; padding: 0.25rem 0.5rem; font: inherit; font-size: 1.125em;
          border: 1px solid var(--edge); border-radius: 0.5rem; background: var(--screen); color: var(--fg);
        }
        /* The control to correct: a red edge, and room below it for its message and caret line when it is
           scrolled into view with the focus. */
        .converter [aria-invalid=true] { border: 2px solid var(--err); scroll-margin-bottom: 6rem; }
        .converter select:focus, .converter select:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        .convert .error { margin: 0; color: var(--err); font-weight: 600; overflow-wrap: break-word; }
        .convert .pointer {
          margin: 0; font: 1.125em/1.2 ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
          font-size: min(1.125em, 4.8vw); overflow-x: auto;
        }
        .converter .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0 0 0.75rem; }
        .converter .actions button { flex: 1 1 auto; font-size: 1.125em; }
        .convert .links { font-size: 1em; overflow-wrap: anywhere; }
        /* Wider than a phone held upright: From and To side by side under the value, so that on a phone on its side
           Convert is on screen without scrolling. */
        @media (min-width: 30em) {
          .converter { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 0.75rem; align-items: start; }
          .converter .field:first-child, .converter .actions { grid-column: 1 / -1; }
        }
        /* A short viewport (a phone on its side, a page zoomed to 300% or more): a smaller heading, so the
           answer is in view at the top. */
        @media (max-height: 30em) {
          .convert .back { margin: 0.25rem 0; }
          .convert h1 { font-size: 1.375rem; margin: 0.25rem 0; }
          .convert .answer { margin: 0.25rem 0 0.75rem; }
          #convert-result { font-size: 1.25em; }
        }
        /* A kiosk or a large desktop: larger type, as the calculator's field and keys grow there. */
        @media (min-width: 100em) and (min-height: 50em) {
          .convert, .convert + footer { max-width: 60rem; }
          .convert { font-size: 1.5rem; }
        }

        .working li { margin: 0.25rem 0; overflow-wrap: anywhere; }
        .sheet textarea {
          box-sizing: border-box; width: 100%; min-height: 12rem; padding: 0.5rem; font: 1.125rem/1.4 ui-monospace,
          "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; border: 1px solid var(--edge);
          border-radius: 0.5rem; background: var(--screen); color: var(--fg);
        }
        .sheet .hint { margin: 0.25rem 0; font-size: 0.875rem; color: var(--muted); }
        .sheet form button {
          min-height: 2.75rem; min-width: 2.75rem; font: inherit; font-size: 1.125rem; padding: 0 1rem;
          border: 1px solid var(--edge); border-radius: 0.5rem; background: var(--screen); color: var(--fg);
        }
        .sheet-results li { margin: 0.375rem 0; overflow-wrap: anywhere; }
        .sheet-results .comment { color: var(--muted); }
        .sheet-results .gives { font-weight: 600; }
        .sheet .error { color: var(--err); }
        /* A wide screen (as for the keypad's wide layout): the results beside the sheet, both in view after Calculate. */
        @media (orientation: landscape) and (min-width: 64em) {
          .page.sheet, .page.sheet ~ footer { max-width: 96rem; }
          .sheet-columns { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0 2rem; align-items: start; }
          .sheet textarea { min-height: 24rem; }
          .sheet-answers h2 { margin-top: 0; }
        }
        .dates fieldset { border: 1px solid var(--edge); border-radius: 0.5rem; margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; }
        .dates legend { font-weight: 600; padding: 0 0.25rem; }
        .dates .hint { margin: 0.25rem 0; font-size: 0.875rem; color: var(--muted); }
        .dates .iso { white-space: nowrap; }
        .dates .date-input { display: flex; flex-wrap: wrap; gap: 0.75rem; }
        .dates .date-input p { display: flex; flex-direction: column; gap: 0.25rem; margin: 0; }
        .dates input:not([type=radio]) {
          min-height: 2.75rem; min-width: 3.5rem; font: inherit; font-size: 1.125rem; padding: 0 0.5rem;
          border: 1px solid var(--edge); border-radius: 0.5rem; background: var(--screen); color: var(--fg);
        }
        .dates input[size="4"] { min-width: 5rem; }
        .dates .choice { display: flex; align-items: center; gap: 0.5rem; margin: 0.25rem 0; min-height: 2.75rem; }
        .dates input[type=radio] { width: 1.5rem; height: 1.5rem; margin: 0; }
        .dates button {
          min-height: 2.75rem; min-width: 2.75rem; font: inherit; font-size: 1.125rem; padding: 0 1rem;
          border: 1px solid var(--edge); border-radius: 0.5rem; background: var(--screen); color: var(--fg);
        }
        .dates .error { color: var(--err); font-weight: 600; margin: 0.25rem 0; }
        .dates input[aria-invalid=true] { border: 2px solid var(--err); }
        .dates .answer { font-size: 1.125rem; font-weight: 600; }
        .working code { overflow-wrap: anywhere; }
        .working mark { padding: 0 0.125rem; border-radius: 0.125rem; background: var(--note); color: var(--note-fg); }
        .working .gives, .working .note { color: var(--muted); margin-left: 0.5rem; }

        /* Print: the history as a paper tape, without the keypad. */
        @media print {
          .app, .links, .settings, footer { display: none; }
          body { background: #fff; color: #000; max-width: 20rem; }
          .history ol { list-style: none; padding: 0; font-family: ui-monospace, Menlo, Consolas, monospace; }
          .history button {
            display: block; width: 100%; text-align: right; font: inherit; color: #000; background: none;
            border: 0; border-bottom: 1px dashed #000; border-radius: 0; padding: 0.25rem 0; min-height: 0;
          }
        }

        /* Graphs (/plot): the SVG takes its colours and dash patterns from here, in both schemes. */
        :root { --plot-1: #1d4ed8; --plot-2: #c2410c; --plot-3: #15803d; --plot-4: #7e22ce; --plot-5: #be123c; --plot-grid: #d1d5db; }
        @media (prefers-color-scheme: dark) {
          :root { --plot-1: #60a5fa; --plot-2: #fb923c; --plot-3: #4ade80; --plot-4: #c084fc; --plot-5: #fb7185; --plot-grid: #374151; }
        }
        .plot-form fieldset { border: 1px solid var(--edge); border-radius: 0.5rem; margin: 0 0 0.5rem; min-width: 0; }
        .plot-form p { margin: 0.25rem 0; }
        .plot-form label { display: inline-block; min-width: 4.5rem; }
        .plot-form input { font: inherit; padding: 0.25rem; min-height: 2.75rem; border: 1px solid var(--edge); border-radius: 0.25rem; background: var(--screen); color: var(--fg); max-width: 100%; }
        .plot-form input[name="f"] { width: 16rem; }
        .plot-bounds p { display: inline-block; margin-right: 0.75rem; }
        .plot-bounds label { min-width: 3rem; }
        .plot-form .hint { display: block; font-size: 0.875rem; color: var(--muted); }
        .plot-form button { min-height: 2.75rem; font: inherit; padding: 0 1.25rem; border: 0; border-radius: 0.5rem; background: var(--op); color: var(--op-fg); }
        .plot .error { color: var(--err); overflow-wrap: anywhere; }
        /* The figure is wider than the page's column on a wide screen, centred on it. */
        .plot-figure {
          --plot-width: min(48rem, calc(100vw - 1rem));
          width: var(--plot-width); margin: 0.5rem 0; margin-left: calc(50% - var(--plot-width) / 2);
        }
        .plot-svg { display: block; width: 100%; height: auto; background: var(--screen); border-radius: 0.5rem; }
        .plot-grid { stroke: var(--plot-grid); stroke-width: 1; }
        .plot-axes { stroke: var(--muted); stroke-width: 1.25; fill: none; }
        .plot-labels { fill: var(--fg); font-size: \#(Int(PlotSVG.largestLabelSize))px; font-family: system-ui, sans-serif; }
        @media (min-width: 40em) { .plot-labels { font-size: 11px; } }
        .plot-curve { fill: none; stroke-width: 2.5; stroke-linecap: round; stroke-linejoin: round; }
        .plot-curve-1 { stroke: var(--plot-1); }
        .plot-curve-2 { stroke: var(--plot-2); stroke-dasharray: 9 5; }
        .plot-curve-3 { stroke: var(--plot-3); stroke-dasharray: 2 4; }
        .plot-curve-4 { stroke: var(--plot-4); stroke-dasharray: 12 4 3 4; }
        .plot-curve-5 { stroke: var(--plot-5); stroke-dasharray: 5 3 5 3 1 3; }
        .plot-legend { list-style: none; padding: 0; margin: 0.25rem 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
        .plot-legend li { min-width: 0; }
        .plot-legend code, .plot-points h3 code { overflow-wrap: anywhere; }
        .plot-key { width: 2.5rem; height: 0.75rem; vertical-align: middle; }
        .plot-zoom ul { list-style: none; padding: 0; margin: 0.5rem 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
        .plot-zoom a { display: inline-block; min-height: 2.75rem; min-width: 2.75rem; padding: 0.6rem 0.75rem; border: 1px solid var(--edge); border-radius: 0.5rem; text-decoration: none; background: var(--screen); }
        .plot-table { overflow-x: auto; }
        .plot-table table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
        /* The table scrolls sideways on a phone; its caption wraps within the screen and stays in view. */
        .plot-table caption {
          text-align: left; color: var(--muted); position: sticky; left: 0; max-width: calc(100vw - 1rem);
        }
        .plot-table th { white-space: nowrap; }
        .plot-table th, .plot-table td { padding: 0.125rem 0.5rem; text-align: right; border-bottom: 1px solid var(--fn); }
        """#

    /// The display's size classes that break over lines (the longer ones of
    /// ``KeypadPage/lengthClasses``): up to 26 characters stay on one line.
    static var multiLineClasses: [Int] { KeypadPage.lengthClasses.filter { $0 > 26 } }

    /// The rules of the multi-line size classes: the text breaks anywhere, and its font is the
    /// largest that fits one to eight lines (``TextFit/number``).
    static var multiLineRules: String {
        let selectors = multiLineClasses.map { "#display[data-length=\"\($0)\"]" }.joined(separator: ", ")
        var rules = "\(selectors) {\n  white-space: normal; overflow-wrap: anywhere; text-align: right;\n}"
        for characters in multiLineClasses {
            let sizes = TextFit.number.sizes(characters: characters, lines: 8)
            rules += "\n#display[data-length=\"\(characters)\"] { font-size: min(var(--display-max), \(sizes)); }"
        }
        return rules
    }

    /// The rules of a message's size classes: its font is the largest that fits one to four lines
    /// (``TextFit/message``), and at most 0.45 of the display's largest type, so that a long message
    /// (a French syntax error on a phone, under the caret line) is whole rather than cut at the top.
    static var messageRules: String {
        KeypadPage.lengthClasses.map { characters in
            "#display[data-state=error][data-length=\"\(characters)\"] "
                + "{ font-size: min(calc(var(--display-max) * 0.45), \(TextFit.message.sizes(characters: characters, lines: 4))); }"
        }.joined(separator: "\n")
    }

    /// How a text of the display fills lines of its box, for the font sizes the style sheet gives it.
    struct TextFit {
        /// The width of a character, in em.
        let characterWidth: Double
        /// The characters a line loses where it breaks.
        let lostPerLine: Double
        /// The height of a line, in em.
        let lineHeight: Double

        /// Digits, separators and signs, which break anywhere: each at most 0.68 em wide in the
        /// faces `system-ui` resolves to; lines of 1.15 em.
        static let number = TextFit(characterWidth: 0.68, lostPerLine: 0, lineHeight: 1.15)
        /// A message in the bold face, which breaks between words: a letter about 0.62 em wide, up to
        /// about 8 characters of a word lost a line; lines of 1.2 em.
        static let message = TextFit(characterWidth: 0.62, lostPerLine: 8, lineHeight: 1.2)

        /// `max(…)` of ``size(_:characters:)`` over one to `lines` lines: the largest font at which
        /// `characters` characters fit some number of lines of the box.
        func sizes(characters: Int, lines: Int) -> String {
            "max(" + (1...lines).map { size($0, characters: characters) }.joined(separator: ", ") + ")"
        }

        /// The largest font at which `characters` characters fit `k` lines of the display's box: a
        /// line holds 100 / (characterWidth × (characters / k + lostPerLine)) cqi of text, and k lines
        /// of lineHeight fill 100 cqh; both rounded down.
        func size(_ k: Int, characters: Int) -> String {
            let perLine = characterWidth * (Double(characters) + lostPerLine * Double(k))
            let width = (Double(k) * 100 / perLine * 100).rounded(.down) / 100
            let height = (100 / lineHeight / Double(k) * 10).rounded(.down) / 10
            return "min(\(width)cqi, \(height)cqh)"
        }
    }
}
