import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { poll, type PollRound } from './poll.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('poll', () => {
  it('runs a round each interval, the first one interval from now, until a round says done', async () => {
    const clock = new VirtualClock(0);
    const at: number[] = [];
    const answers: PollRound[] = ['again', 'again', 'done'];
    poll(clock, 100, async () => (at.push(clock.now()), answers.shift() ?? 'again'));
    for (let step = 0; step < 5; step += 1) {
      clock.advance(100);
      await flush();
    }
    expect(at).toEqual([100, 200, 300]);
  });

  it('never overlaps a slow round with the next, and a round stopped meanwhile schedules nothing', async () => {
    const clock = new VirtualClock(0);
    let finish: (round: PollRound) => void = () => undefined;
    let rounds = 0;
    let sawStopped: boolean | undefined;
    const stop = poll(clock, 100, (isStopped) => {
      rounds += 1;
      return new Promise<PollRound>((resolve) => (finish = (answer) => ((sawStopped = isStopped()), resolve(answer))));
    });
    clock.advance(100);
    clock.advance(500);
    expect(rounds).toBe(1);
    stop();
    finish('again');
    await flush();
    clock.advance(500);
    expect([rounds, sawStopped, clock.scheduled.length]).toEqual([1, true, 1]);
  });

  it('ends when a round throws', async () => {
    const clock = new VirtualClock(0);
    let rounds = 0;
    poll(clock, 100, async () => {
      rounds += 1;
      throw new Error('read failed');
    });
    clock.advance(100);
    await flush();
    clock.advance(300);
    expect(rounds).toBe(1);
  });
});
