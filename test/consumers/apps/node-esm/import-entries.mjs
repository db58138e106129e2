// Imports every public entry of the installed package on a server and lists their exports.
import { touched } from './server-globals.mjs';

const entries = ['walletport', 'walletport/react', 'walletport/chains/evm'];
const exports = {};
for (const entry of entries) exports[entry] = Object.keys(await import(entry)).sort();
console.log(JSON.stringify({ node: process.versions.node, exports, touched }));
