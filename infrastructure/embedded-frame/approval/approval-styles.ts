/**
 * The approval screen's look. The page may pick light or dark and tint it with its accent, font and corner
 * radius (SYNC_THEME, read by domain/theme/frame-theme.ts), nothing else: this screen is where the visitor
 * decides what gets signed, so the page must not be able to hide, move or shrink any of it. Nothing is
 * cut or clipped: long values wrap, and a card taller than the frame scrolls above its buttons.
 * The frame's own background stays transparent so the page shows through the dimmed backdrop.
 */
export const APPROVAL_STYLES = `
html, body { margin: 0; background: transparent; }
.wp-approval-backdrop {
  position: fixed; inset: 0; display: flex; align-items: center; justify-content: center; padding: 16px;
  background: rgba(0, 0, 0, 0.5); font: 15px/1.45 var(--wp-font, system-ui), system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.wp-approval {
  --wp-bg: #ffffff; --wp-fg: #141414; --wp-muted: #595959; --wp-panel: #f3f4f6; --wp-border: #d4d4d8;
  --wp-approve-bg: var(--wp-accent, #1d4ed8); --wp-approve-fg: var(--wp-accent-fg, #ffffff);
  box-sizing: border-box; width: 100%; max-width: 400px; max-height: calc(100vh - 32px); display: flex; flex-direction: column;
  padding: 20px; border-radius: calc(4 * var(--wp-radius-master, 4px)); border: 1px solid var(--wp-border);
  background: var(--wp-bg); color: var(--wp-fg); box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
}
[data-wp-theme="dark"] .wp-approval {
  --wp-bg: #1b1c1d; --wp-fg: #f4f4f5; --wp-muted: #b4b4bb; --wp-panel: #27282a; --wp-border: #3a3b3e;
  --wp-approve-bg: var(--wp-accent, #3b82f6); --wp-approve-fg: var(--wp-accent-fg, #0b0b0c);
}
.wp-approval-body { flex: 1 1 auto; min-height: 0; overflow-y: auto; overflow-x: hidden; }
.wp-approval h1 { margin: 0 0 12px; font-size: 18px; overflow-wrap: anywhere; }
.wp-approval-caption { margin: 0; font-size: 12px; color: var(--wp-muted); text-transform: uppercase; letter-spacing: 0.04em; }
.wp-approval-origin {
  margin: 2px 0 4px; font-weight: 600; overflow-wrap: anywhere; unicode-bidi: isolate; direction: ltr; text-align: left;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 14px;
}
.wp-approval-name { margin: 0 0 16px; color: var(--wp-muted); overflow-wrap: anywhere; unicode-bidi: isolate; }
.wp-approval-name bdi { color: var(--wp-fg); }
.wp-approval-warnings {
  margin: 12px 0 16px; padding: 10px 12px 10px 28px; border-radius: 10px; border: 2px solid #d97706;
  background: rgba(217, 119, 6, 0.14); font-weight: 600; overflow-wrap: anywhere;
}
.wp-approval dl { margin: 12px 0 4px; padding: 12px; border-radius: 10px; background: var(--wp-panel); }
.wp-approval dt { font-size: 12px; color: var(--wp-muted); text-transform: uppercase; letter-spacing: 0.04em; overflow-wrap: anywhere; }
.wp-approval dd {
  margin: 2px 0 10px; white-space: pre-wrap; overflow-wrap: anywhere; unicode-bidi: plaintext;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px;
}
.wp-approval dd:last-child { margin-bottom: 0; }
.wp-approval-end { height: 1px; }
.wp-approval-status { margin: 8px 0; min-height: 1.45em; font-size: 13px; color: var(--wp-muted); }
.wp-approval-actions { display: flex; gap: 12px; flex: 0 0 auto; }
.wp-approval button {
  flex: 1; padding: 10px 12px; border-radius: calc(2.5 * var(--wp-radius-master, 4px)); font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid var(--wp-border); background: var(--wp-panel); color: var(--wp-fg);
}
.wp-approval button.wp-approval-primary { background: var(--wp-approve-bg); color: var(--wp-approve-fg); border-color: transparent; }
.wp-approval button:disabled { opacity: 0.5; cursor: not-allowed; }
.wp-approval button:focus-visible { outline: 3px solid var(--wp-approve-bg); outline-offset: 2px; }
`;
