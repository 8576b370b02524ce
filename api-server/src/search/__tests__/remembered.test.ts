/** Answers kept while the catalogue's stamp is unchanged: given again only while right. */
import { rememberedWhileUnchanged, whileStampIs, type Stamped } from '../remembered';

type Question = { q: string; country?: string };

/** A catalogue whose answers read the stamp themselves unless given one (`stampsReadByAnswers` counts those reads). */
function catalogue() {
  let stamp = 'a';
  const asked: Question[] = [];
  const counts = { stampsReadByAnswers: 0 };
  const answer = async (stampSeen: string | undefined, question: Question): Promise<Stamped<{ answer: number }>> => {
    if (stampSeen === undefined) counts.stampsReadByAnswers += 1;
    asked.push(question);
    return { stamp: stampSeen ?? stamp, value: { answer: asked.length } };
  };
  return { answer, asked, counts, currentStamp: jest.fn(async () => stamp), change: (next: string) => { stamp = next; } };
}
const keyOf = (question: Question) => JSON.stringify(question, Object.keys(question).sort());

describe('answers remembered while the catalogue is unchanged', () => {
  it('gives a kept answer again while the catalogue is unchanged, for the same question however it is written', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, again: whileStampIs(c.currentStamp), entries: 10 });
    const first = await ask({ q: 'teapot', country: 'Japan' });
    expect(await ask({ country: 'Japan', q: 'teapot' })).toBe(first);
    expect(c.asked).toHaveLength(1);
  });

  it('answers again once the catalogue changed, and keeps the new answer', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, again: whileStampIs(c.currentStamp), entries: 10 });
    await ask({ q: 'teapot' });
    c.change('b');
    expect(await ask({ q: 'teapot' })).toEqual({ answer: 2 });
    expect(await ask({ q: 'teapot' })).toEqual({ answer: 2 });
    expect(c.asked).toHaveLength(2);
  });

  it('answers a question whose kept answer is stale under the stamp it has just read, reading the stamp once', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, again: whileStampIs(c.currentStamp), entries: 10 });
    await ask({ q: 'teapot' });
    expect(c.counts.stampsReadByAnswers).toBe(1);
    c.change('b');
    expect(await ask({ q: 'teapot' })).toEqual({ answer: 2 });
    expect({ byAgain: c.currentStamp.mock.calls.length, byAnswers: c.counts.stampsReadByAnswers }).toEqual({ byAgain: 1, byAnswers: 1 });
    // Kept under 'b': given again while 'b' is committed, answered afresh after the next change.
    expect(await ask({ q: 'teapot' })).toEqual({ answer: 2 });
    c.change('c');
    expect(await ask({ q: 'teapot' })).toEqual({ answer: 3 });
  });

  it('answers other questions for themselves, and reads the stamp only for a question it has an answer to', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, again: whileStampIs(c.currentStamp), entries: 10 });
    await ask({ q: 'teapot' });
    await ask({ q: 'teapot', country: 'Peru' });
    expect(c.asked).toHaveLength(2);
    expect(c.currentStamp).not.toHaveBeenCalled();
  });

  it('keeps the most recently asked answers only', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, again: whileStampIs(c.currentStamp), entries: 2 });
    for (const q of ['one', 'two', 'three', 'three', 'one']) await ask({ q });
    expect(c.asked.map((question) => question.q)).toEqual(['one', 'two', 'three', 'one']);
  });

  it('keeps within a bound on their size too, and keeps no answer larger than the whole bound', async () => {
    const c = catalogue();
    const sizes: Record<string, number> = { small: 40, medium: 50, huge: 200 };
    const ask = rememberedWhileUnchanged(c.answer, {
      keyOf, again: whileStampIs(c.currentStamp), entries: 10, bounded: { maxSize: 100, sizeOf: ({ answer }) => sizes[c.asked[answer - 1].q] },
    });
    for (const q of ['small', 'medium', 'small', 'medium']) await ask({ q });
    expect(c.asked.map((question) => question.q)).toEqual(['small', 'medium']);
    for (const q of ['huge', 'huge', 'small']) await ask({ q });
    expect(c.asked.map((question) => question.q)).toEqual(['small', 'medium', 'huge', 'huge']);
  });

  it('with 0 kept, answers every call afresh without looking for a kept answer', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, again: whileStampIs(c.currentStamp), entries: 0 });
    await ask({ q: 'teapot' });
    await ask({ q: 'teapot' });
    expect(c.asked).toHaveLength(2);
    expect(c.currentStamp).not.toHaveBeenCalled();
  });

  it('answers a question asked again while its answer is under way with that answer, once', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, again: whileStampIs(c.currentStamp), entries: 10 });
    const answers = await Promise.all([ask({ q: 'teapot' }), ask({ q: 'teapot' }), ask({ q: 'teapot' })]);
    expect(c.asked).toHaveLength(1);
    expect(answers).toEqual([{ answer: 1 }, { answer: 1 }, { answer: 1 }]);
  });

  it('asks afresh for a question that came after a change the answer under way was made before', async () => {
    let stamp = 'a';
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const asked: string[] = [];
    const ask = rememberedWhileUnchanged(async (stampSeen: string | undefined, _question: Question) => {
      const seen = stampSeen ?? stamp;
      asked.push(seen);
      if (asked.length === 1) await held;
      return { stamp: seen, value: { answer: asked.length, seen } };
    }, { keyOf, again: whileStampIs(async () => stamp), entries: 10 });
    const first = ask({ q: 'teapot' });
    await Promise.resolve();
    stamp = 'b'; // committed while the first answer is under way
    const second = ask({ q: 'teapot' });
    release();
    expect(await first).toEqual({ answer: 1, seen: 'a' });
    expect(await second).toMatchObject({ seen: 'b' });
    expect(asked).toEqual(['a', 'b']);
  });

  it('asks afresh for a question whose answer under way failed', async () => {
    const c = catalogue();
    let calls = 0;
    const ask = rememberedWhileUnchanged(async (stampSeen: string | undefined, question: Question) => {
      calls += 1;
      if (calls === 1) throw new Error('database is locked');
      return c.answer(stampSeen, question);
    }, { keyOf, again: whileStampIs(c.currentStamp), entries: 10 });
    const [first, second] = await Promise.allSettled([ask({ q: 'teapot' }), ask({ q: 'teapot' })]);
    expect(first).toMatchObject({ status: 'rejected' });
    expect(second).toEqual({ status: 'fulfilled', value: { answer: 1 } });
  });

  it('keeps no failed answer: the next call asks again', async () => {
    const c = catalogue();
    let fail = true;
    const ask = rememberedWhileUnchanged(async (stampSeen: string | undefined, question: Question) => {
      if (fail) throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
      return c.answer(stampSeen, question);
    }, { keyOf, again: whileStampIs(c.currentStamp), entries: 10 });
    await expect(ask({ q: 'teapot' })).rejects.toMatchObject({ code: '57014' });
    fail = false;
    expect(await ask({ q: 'teapot' })).toEqual({ answer: 1 });
  });
});
