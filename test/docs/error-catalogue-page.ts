import type { CatalogueEntry, CatalogueKind } from '../../domain/errors/catalogue-entry.ts';

/** Where each kind of entry reaches the visitor or the site, as the page's sections say it. */
const SECTIONS: readonly { readonly kind: CatalogueKind; readonly title: string; readonly intro: string }[] = [
  { kind: 'alert', title: 'Alerts', intro: 'Shown at the top of the modal, with their title.' },
  { kind: 'snackbar', title: 'Snackbars', intro: 'Short notes at the bottom of the modal.' },
  { kind: 'connection', title: 'Connecting', intro: "Connecting a wallet: the account's `error`, shown in the connecting view." },
  { kind: 'siwx', title: 'Sign in with X', intro: 'Signing in with a wallet message (SIWX).' },
  { kind: 'embedded', title: 'Embedded wallet', intro: 'E-mail, social and Farcaster login, and the secure frame.' },
  { kind: 'remote', title: 'Remote services', intro: "Reown's services and the wallet directory, as their answers are read." },
  { kind: 'internal', title: 'Flows and commands', intro: "The flows' `error` and the errors commands reject with." },
];

/** A table cell: on one line, with Markdown's and VitePress's own characters kept as text. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\{\{/g, '&#123;&#123;');
}

/**
 * The catalogue as a page: every code with its text (and, where the modal words it otherwise, what the
 * visitor reads), grouped by where it surfaces. Built from the entries themselves, so it cannot drift.
 */
export function errorCataloguePage(entries: Readonly<Record<string, CatalogueEntry>>): string {
  const all = Object.values(entries);
  const lines = [
    '# Error catalogue',
    '',
    '<!-- Generated from domain/errors by the docs build: edit the entries there, not this page. -->',
    '',
    `Every error walletport raises is a \`WalletportError\` with one of these ${all.length} codes. Its \`message\` and`,
    "`shortMessage` are the text below (placeholders such as `{name}` filled in); where the modal words it",
    'for the visitor otherwise, that text is given too. The category is what error telemetry reports.',
    '',
  ];
  for (const section of SECTIONS) {
    const rows = all.filter((entry) => entry.kind === section.kind).sort((a, b) => a.code.localeCompare(b.code));
    if (rows.length === 0) continue;
    lines.push(`## ${section.title}`, '', section.intro, '', '| Code | Text | Category |', '| --- | --- | --- |');
    for (const entry of rows) {
      const text = [entry.title ? `**${cell(entry.title)}**: ` : '', cell(entry.message), entry.uiMessage ? `<br>The modal shows: ${cell(entry.uiMessage)}` : ''].join('');
      lines.push(`| \`${entry.code}\` | ${text} | ${entry.category} |`);
    }
    lines.push('');
  }
  const unlisted = all.filter((entry) => !SECTIONS.some((section) => section.kind === entry.kind));
  if (unlisted.length > 0) throw new Error(`catalogue entries of no section: ${unlisted.map((entry) => entry.code).join(', ')}`);
  return lines.join('\n');
}
