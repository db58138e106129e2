// Records every read of a browser global, so a script can prove that importing walletport (and
// creating an instance, and rendering it) on a server touches none of them.
export const touched = [];
for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']) {
  if (name in globalThis && name === 'navigator') continue; // Node 21+ has its own navigator; reading it is harmless
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      touched.push(`${name}\n${new Error().stack?.split('\n').slice(2, 5).join('\n')}`);
      return undefined;
    },
  });
}
