// Imports every public entry of the installed package as a server would, and lists their exports.
// The browser globals are replaced first (static imports run in order), so any read while an entry
// loads is recorded; an entry that fails to load is reported with its error instead of its exports.
import { touched } from './server-globals.mjs';

const entries = ['walletport', 'walletport/react', 'walletport/chains/evm'];
const exports = {};
const failures = {};
for (const entry of entries) {
  try {
    exports[entry] = Object.keys(await import(entry)).sort();
  } catch (error) {
    failures[entry] = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}
console.log(JSON.stringify({ node: process.versions.node, exports, failures, touched }));
