/**
 * The approval screen's look. The page may pick light or dark and tint it with its accent, font and corner
 * radius (SYNC_THEME, read by domain/theme/frame-theme.ts), nothing else: this screen is where the visitor
 * decides what gets signed, so the page must not be able to hide, move or shrink any of it.
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
  box-sizing: border-box; width: 100%; max-width: 400px; max-height: calc(100vh - 32px); overflow: auto;
  padding: 20px; border-radius: calc(4 * var(--wp-radius-master, 4px)); border: 1px solid var(--wp-border);
  background: var(--wp-bg); color: var(--wp-fg); box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
}
[data-wp-theme="dark"] .wp-approval {
  --wp-bg: #1b1c1d; --wp-fg: #f4f4f5; --wp-muted: #b4b4bb; --wp-panel: #27282a; --wp-border: #3a3b3e;
  --wp-approve-bg: var(--wp-accent, #3b82f6); --wp-approve-fg: var(--wp-accent-fg, #0b0b0c);
}
.wp-approval h1 { margin: 0 0 4px; font-size: 18px; }
.wp-approval-requester { margin: 0 0 16px; color: var(--wp-muted); overflow-wrap: anywhere; }
.wp-approval dl { margin: 0 0 20px; padding: 12px; border-radius: 10px; background: var(--wp-panel); }
.wp-approval dt { font-size: 12px; color: var(--wp-muted); text-transform: uppercase; letter-spacing: 0.04em; }
.wp-approval dd {
  margin: 2px 0 10px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 220px; overflow: auto;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px;
}
.wp-approval dd:last-child { margin-bottom: 0; }
.wp-approval-actions { display: flex; gap: 12px; }
.wp-approval button {
  flex: 1; padding: 10px 12px; border-radius: calc(2.5 * var(--wp-radius-master, 4px)); font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid var(--wp-border); background: var(--wp-panel); color: var(--wp-fg);
}
.wp-approval button[data-testid="wp-frame-approve"] { background: var(--wp-approve-bg); color: var(--wp-approve-fg); border-color: transparent; }
.wp-approval button:focus-visible { outline: 3px solid var(--wp-approve-bg); outline-offset: 2px; }
`;
