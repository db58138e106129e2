// `tsx test/e2e/build-shared-demo.ts <outDir> <descriptionFile>`: the demo built once for the browser
// test processes `npm test` runs side by side (see SHARED_DEMO_BUILD).
import { buildDemoOnce } from './global-demo-build.ts';

const [outDir, descriptionFile] = process.argv.slice(2);
if (!outDir || !descriptionFile) throw new Error('usage: build-shared-demo.ts <outDir> <descriptionFile>');
await buildDemoOnce(outDir, descriptionFile);
