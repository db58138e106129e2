// Lists the files of the installed walletport package imported from now on. A module resolve hook
// sees every import, dynamic ones included, so a server path that quietly starts loading the core
// shows up here even if that load has not finished (or has failed).
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const hook = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}`;

const MARKER = '/node_modules/walletport/';

/** Starts watching; the returned function resolves to the walletport files imported since, relative to the package. */
export function watchImportedFiles() {
  const { port1, port2 } = new MessageChannel();
  const urls = [];
  let onReport = () => undefined;
  port1.on('message', (url) => {
    urls.push(url);
    onReport();
  });
  // The hooks run on their own thread; the open port must not keep the script alive.
  port1.unref();
  register(`data:text/javascript,${encodeURIComponent(hook)}`, { data: { port: port2 }, transferList: [port2] });
  return async () => {
    // The hook reports in order on one port: once a fresh import of our own is reported, every
    // import resolved before it has been reported too.
    const barrier = `data:text/javascript,export default ${Date.now()}${Math.random().toString().slice(2)}`;
    const reported = new Promise((resolve) => (onReport = () => urls.includes(barrier) && resolve(undefined)));
    // Held open until the report arrives: it may come after the import itself has settled.
    port1.ref();
    await import(barrier);
    await reported;
    port1.close();
    return urls.filter((url) => url.includes(MARKER)).map((url) => url.slice(url.indexOf(MARKER) + MARKER.length));
  };
}
