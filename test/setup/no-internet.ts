/**
 * Unit and DOM tests never reach past this machine: a fetch to anything but loopback fails at once
 * with the URL in the message, so a test that forgot a stand-in shows up instead of waiting on DNS.
 * msw, when a test starts it, wraps this fetch and answers its handled requests before they get here.
 */
const LOOPBACK = /^(https?|wss?):\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/;
const realFetch = globalThis.fetch;

globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (LOOPBACK.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return realFetch(input, init);
  return Promise.reject(new TypeError(`test tried to reach the internet: ${url}`));
};
