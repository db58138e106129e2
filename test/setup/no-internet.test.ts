import { describe, expect, it } from 'vitest';

describe('test guard', () => {
  it('refuses any fetch past loopback at once', async () => {
    await expect(fetch('https://api.example.com/x')).rejects.toThrow('test tried to reach the internet: https://api.example.com/x');
  });
});
