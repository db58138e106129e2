import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_FILE, artifactsSource, compileSmartAccountContracts } from './compile.ts';
import {
  SIMPLE_ACCOUNT_ABI, SIMPLE_ACCOUNT_BYTECODE, SIMPLE_ACCOUNT_FACTORY_ABI, SIMPLE_ACCOUNT_FACTORY_BYTECODE,
} from './artifacts.ts';

describe('the committed smart-account artifacts', () => {
  // solc compiles in-process (WebAssembly): seconds, more when other test files run alongside.
  const compiled = compileSmartAccountContracts();

  it('are what solc makes of the committed sources', () => {
    expect(SIMPLE_ACCOUNT_BYTECODE).toBe(compiled.account.bytecode);
    expect(SIMPLE_ACCOUNT_FACTORY_BYTECODE).toBe(compiled.factory.bytecode);
    expect(SIMPLE_ACCOUNT_ABI).toEqual(compiled.account.abi);
    expect(SIMPLE_ACCOUNT_FACTORY_ABI).toEqual(compiled.factory.abi);
    expect(readFileSync(ARTIFACTS_FILE, 'utf8')).toBe(artifactsSource(compiled));
  });

  it('carry the functions the server calls', () => {
    const names = (abi: readonly { readonly type: string; readonly name?: string }[]) =>
      abi.filter((entry) => entry.type === 'function').map((entry) => entry.name).sort();
    expect(names(SIMPLE_ACCOUNT_ABI)).toEqual(['execute', 'isValidSignature', 'owner']);
    expect(names(SIMPLE_ACCOUNT_FACTORY_ABI)).toEqual(['createAccount', 'getAddress']);
  });
});
