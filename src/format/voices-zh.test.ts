import { describe, expect, it } from 'vitest';
import { createVoice } from './voices.ts';

describe('Chinese voices say more of a mail in the tone', () => {
  it('intense says a reminder as a duty, and a bare "别忘了" stays', () => {
    expect(createVoice('intense', 'zh')('本周同时有联盟总动员，别忘了做任务')).toBe(
      '本周同时有联盟总动员，务必做任务！',
    );
    expect(createVoice('intense', 'zh')('别忘了。')).toBe('别忘了。');
  });

  it('intense makes the timing of those it names a duty; "我的提前量" is no timing', () => {
    expect(createVoice('intense', 'zh')('冲榜的提前准备好加速和经验书')).toBe(
      '冲榜的必须提前准备好加速和经验书！',
    );
    expect(createVoice('intense', 'zh')('我的提前量不够。')).toBe('我的提前量不够。');
  });

  it('intense says a start at its time as a fixed one, not an opening shield', () => {
    expect(createVoice('intense', 'zh')('命运之轮明天 \uE001 开。')).toBe(
      '命运之轮明天 \uE001 准时开！',
    );
    expect(createVoice('intense', 'zh')('\uE001 开盾之后再说。')).toBe('\uE001 开盾之后再说。');
  });

  it('motivational says a win with nothing after it as won together', () => {
    expect(createVoice('motivational', 'zh')('我们赢了！')).toBe('我们一起赢了！');
    expect(createVoice('motivational', 'zh', { isStern: true })('我们赢了！')).toBe('我们赢了！');
  });
});
