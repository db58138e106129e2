// Stands in for the browser globals a server does not have: window, document and the two storages.
// A read is recorded with the code that made it, then fails as it would on a real server, so a
// library that catches the error and carries on is still caught out by the record.
// `typeof window` reads the getter too: a server check that names a browser global counts as a read.
export const touched = [];

for (const name of ['window', 'document', 'localStorage', 'sessionStorage']) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const stack = new Error().stack?.split('\n').slice(2, 7).join('\n') ?? '';
      touched.push(`${name}\n${stack}`);
      throw new ReferenceError(`${name} is not defined`);
    },
  });
}
