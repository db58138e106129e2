import { afterAll, vi } from 'vitest';

// An instance loads its core, its modal and AppKit's elements on its own: at idle, or once the core is in.
// A load still in flight when a file's environment goes away fails with vitest's teardown error, which
// the instance reports as a failed load, printed among passing tests. Each file lets its loads end first,
// with time to spare: on a busy machine, importing the modal's files can take longer than a hook's 10 s.
afterAll(() => vi.dynamicImportSettled(), 60_000);
