import { describe, expect, it } from 'vitest';
import { checkTypedData } from './typed-data.ts';
import { domainRows, messageRows } from './typed-data-rows.ts';
import { typedDataJson } from './typed-data-wire.ts';

const PERSON = [{ name: 'name', type: 'string' }, { name: 'wallets', type: 'address[]' }];
const MAIL = {
  domain: { name: 'Ether Mail', version: '1', chainId: '0x1', verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC', salt: `0x${'ab'.repeat(32)}` },
  types: {
    Person: PERSON,
    Mail: [
      { name: 'from', type: 'Person' }, { name: 'to', type: 'Person[]' }, { name: 'urgent', type: 'bool' },
      { name: 'fee', type: 'int64' }, { name: 'digest', type: 'bytes4' }, { name: 'body', type: 'bytes' }, { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    contents: 'Hello, Bob!', body: '0x', digest: '0xdeadbeef', fee: -12, urgent: true,
    to: [{ name: 'Bob', wallets: ['0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB'] }],
    from: { name: 'Cow', wallets: [] },
  },
};

describe('typed data read through its declared types', () => {
  it('lays out the domain fields present, then every declared field in declared order, nested one level per struct and list', () => {
    const data = checkTypedData(MAIL);
    expect(domainRows(data)).toEqual([
      { label: 'Name', value: 'Ether Mail' }, { label: 'Version', value: '1' }, { label: 'Chain ID', value: '1' },
      { label: 'Contract', value: MAIL.domain.verifyingContract }, { label: 'Salt', value: MAIL.domain.salt },
    ]);
    expect(messageRows(data)).toEqual([
      { label: 'from', value: 'Person' },
      { label: 'name', value: 'Cow', depth: 1 },
      { label: 'wallets', value: 'address[], 0 entries', depth: 1 },
      { label: 'to', value: 'Person[], 1 entry' },
      { label: '[0]', value: 'Person', depth: 1 },
      { label: 'name', value: 'Bob', depth: 2 },
      { label: 'wallets', value: 'address[], 1 entry', depth: 2 },
      { label: '[0]', value: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', depth: 3 },
      { label: 'urgent', value: 'true' }, { label: 'fee', value: '-12' }, { label: 'digest', value: '0xdeadbeef' },
      { label: 'body', value: '0x' }, { label: 'contents', value: 'Hello, Bob!' },
    ]);
  });

  it('writes itself back as JSON that reads the same, with the derived EIP712Domain and integers past 2^53 as text', () => {
    const big = { ...MAIL, types: { ...MAIL.types, Mail: [...MAIL.types.Mail, { name: 'amount', type: 'uint256' }] }, message: { ...MAIL.message, amount: (2n ** 200n).toString() } };
    const wire = typedDataJson(checkTypedData(JSON.stringify(big)));
    expect(wire.types.EIP712Domain?.map((field) => field.name)).toEqual(['name', 'version', 'chainId', 'verifyingContract', 'salt']);
    expect([wire.domain.chainId, wire.message.amount]).toEqual([1, (2n ** 200n).toString()]);
    expect(checkTypedData(JSON.parse(JSON.stringify(wire)))).toEqual(checkTypedData(big));
  });

  it('refuses a key the struct does not declare, at any depth, and a declared field left out', () => {
    expect(() => checkTypedData({ ...MAIL, message: { ...MAIL.message, bcc: 'Eve' } })).toThrow('has a field its types do not declare: Mail."bcc"');
    expect(() => checkTypedData({ ...MAIL, message: { ...MAIL.message, from: { name: 'Cow', wallets: [], ['name\u200b']: 'x' } } }))
      .toThrow('Mail.from."name\\u{200B}"');
    const { urgent: _left, ...withoutUrgent } = MAIL.message;
    expect(() => checkTypedData({ ...MAIL, message: withoutUrgent })).toThrow('leaves out a field its types declare: Mail.urgent');
  });

  it('refuses values that do not fit their declared type', () => {
    const refused = (message: Record<string, unknown>) => () => checkTypedData({ ...MAIL, message: { ...MAIL.message, ...message } });
    expect(refused({ urgent: 'yes' })).toThrow('Mail.urgent must be true or false');
    expect(refused({ fee: (2n ** 63n).toString() })).toThrow('Mail.fee is out of range for int64');
    expect(refused({ fee: '1e3' })).toThrow('Mail.fee must be a whole number (int64)');
    expect(refused({ fee: ' 12' })).toThrow('Mail.fee must be a whole number (int64)');
    expect(refused({ digest: '0xdead' })).toThrow('Mail.digest must be 4 bytes of 0x-prefixed hex');
    expect(refused({ to: [{ name: 'Bob', wallets: ['0x12'] }] })).toThrow('Mail.to[0].wallets[0] must be an address');
  });

  it('refuses type names that are not plain identifiers, and types it does not know', () => {
    expect(() => checkTypedData({ ...MAIL, types: { ...MAIL.types, Person: [{ name: 'name\u200b', type: 'string' }] } })).toThrow('plain identifier');
    expect(() => checkTypedData(JSON.parse('{"types":{"Mail":[{"name":"__proto__","type":"string"}]},"primaryType":"Mail","message":{"__proto__":"x"}}'))).toThrow('plain identifier');
    expect(() => checkTypedData({ ...MAIL, types: { ...MAIL.types, Person: [{ name: 'name', type: 'Animal' }, PERSON[1]] } })).toThrow('the type Animal is not declared');
    expect(() => checkTypedData({ ...MAIL, types: { ...MAIL.types, Person: [{ name: 'name', type: 'uint7' }, PERSON[1]] } })).toThrow('uint7 is not an integer type');
    expect(() => checkTypedData({ ...MAIL, primaryType: 'EIP712Domain' })).toThrow('primaryType must be one of its declared struct types');
  });

  it('derives EIP712Domain from the domain fields present, and refuses a page one that differs or a domain key it has no field for', () => {
    const withPageDomain = (fields: readonly string[]) => ({ ...MAIL, types: { ...MAIL.types, EIP712Domain: fields.map((name) => ({ name, type: { chainId: 'uint256', verifyingContract: 'address', salt: 'bytes32' }[name] ?? 'string' })) } });
    expect(checkTypedData(withPageDomain(['name', 'version', 'chainId', 'verifyingContract', 'salt'])).domainFields).toHaveLength(5);
    expect(() => checkTypedData(withPageDomain(['name', 'version']))).toThrow('its EIP712Domain leaves out domain.chainId');
    expect(() => checkTypedData(withPageDomain(['version', 'name', 'chainId', 'verifyingContract', 'salt']))).toThrow('in the order name, version');
    expect(() => checkTypedData({ ...withPageDomain(['name', 'version', 'chainId', 'verifyingContract', 'salt']), domain: { name: 'Ether Mail' } })).toThrow('must list the domain fields present');
    expect(() => checkTypedData({ ...MAIL, domain: { ...MAIL.domain, owner: 'Bob' } })).toThrow('domain may hold only name, version, chainId, verifyingContract and salt');
  });
});
