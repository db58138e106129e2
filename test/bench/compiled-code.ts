import type { Page } from 'playwright-core';

interface HeapSnapshot {
  readonly snapshot: { readonly meta: { readonly node_fields: readonly string[]; readonly node_types: readonly [readonly string[], ...unknown[]] } };
  readonly nodes: readonly number[];
}

/**
 * The bytes of the page's JS heap that hold V8's compiled code (bytecode, machine code, feedback), read
 * from a heap snapshot. The heap grows over the first open/close cycles mostly because V8 compiles the
 * functions each open runs more and more tightly; that is not the page holding on to what it made, and
 * the bench prints the two apart so a leak is not mistaken for warm-up or hidden by it.
 */
export async function compiledCodeBytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    await cdp.detach();
  }
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as HeapSnapshot;
  const fields = snapshot.meta.node_fields;
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  const codeType = snapshot.meta.node_types[0].indexOf('code');
  let bytes = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    if (nodes[node + typeField] === codeType) bytes += nodes[node + sizeField]!;
  }
  return bytes;
}
