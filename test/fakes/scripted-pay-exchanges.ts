import type { BuyStatusRequest, ExchangeList, ExchangesRequest, PayExchangesPort, PayUrl, PayUrlRequest } from '../../application/ports/pay.port.ts';
import type { BuyStatusReport } from '../../domain/pay/exchange.ts';

export interface ExchangesScript {
  readonly list?: () => Promise<{ exchanges: ExchangeList['exchanges'][number][]; total: number }>;
  readonly url?: () => Promise<PayUrl>;
  /** Answered in turn, the last one again and again; IN_PROGRESS when none is given. */
  readonly statuses?: readonly (() => Promise<BuyStatusReport>)[];
}

/** The exchange service, scripted: what it lists, the pay URL it answers, and the statuses it reports in turn. */
export function scriptedExchanges(script: ExchangesScript = {}) {
  const asked = { list: [] as ExchangesRequest[], url: [] as PayUrlRequest[], status: [] as BuyStatusRequest[] };
  const statuses = [...(script.statuses ?? [])];
  const port: PayExchangesPort = {
    listExchanges: (request = {}) => {
      asked.list.push(request);
      return script.list?.() ?? Promise.resolve({ exchanges: [{ id: 'reown_test', name: 'Reown Test Exchange', imageUrl: undefined }], total: 1 });
    },
    getPayUrl: (request) => {
      asked.url.push(request);
      return script.url?.() ?? Promise.resolve({ url: 'https://exchange.example/pay?session=s1', sessionId: 's1' });
    },
    getBuyStatus: (request) => {
      asked.status.push(request);
      const next = statuses.length > 1 ? statuses.shift() : statuses[0];
      return next?.() ?? Promise.resolve({ status: 'IN_PROGRESS', txHash: undefined });
    },
  };
  return { port, asked };
}

