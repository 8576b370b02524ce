/** Answers kept while the catalogue's stamp is unchanged: given again only while right. */
import { rememberedWhileUnchanged, type Stamped } from '../remembered';

type Question = { q: string; country?: string };

function catalogue() {
  let stamp = 'a';
  const asked: Question[] = [];
  const answer = async (question: Question): Promise<Stamped<{ answer: number }>> => {
    asked.push(question);
    return { stamp, value: { answer: asked.length } };
  };
  return { answer, asked, currentStamp: jest.fn(async () => stamp), change: (next: string) => { stamp = next; } };
}
const keyOf = (question: Question) => JSON.stringify(question, Object.keys(question).sort());

describe('answers remembered while the catalogue is unchanged', () => {
  it('gives a kept answer again while the catalogue is unchanged, for the same question however it is written', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, currentStamp: c.currentStamp, entries: 10 });
    const first = await ask({ q: 'teapot', country: 'Japan' });
    expect(await ask({ country: 'Japan', q: 'teapot' })).toBe(first);
    expect(c.asked).toHaveLength(1);
  });

  it('answers again once the catalogue changed, and keeps the new answer', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, currentStamp: c.currentStamp, entries: 10 });
    await ask({ q: 'teapot' });
    c.change('b');
    expect(await ask({ q: 'teapot' })).toEqual({ answer: 2 });
    expect(await ask({ q: 'teapot' })).toEqual({ answer: 2 });
    expect(c.asked).toHaveLength(2);
  });

  it('answers other questions for themselves, and reads the stamp only for a question it has an answer to', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, currentStamp: c.currentStamp, entries: 10 });
    await ask({ q: 'teapot' });
    await ask({ q: 'teapot', country: 'Peru' });
    expect(c.asked).toHaveLength(2);
    expect(c.currentStamp).not.toHaveBeenCalled();
  });

  it('keeps the most recently asked answers only', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, currentStamp: c.currentStamp, entries: 2 });
    for (const q of ['one', 'two', 'three', 'three', 'one']) await ask({ q });
    expect(c.asked.map((question) => question.q)).toEqual(['one', 'two', 'three', 'one']);
  });

  it('with 0 kept, answers every call afresh without reading the stamp', async () => {
    const c = catalogue();
    const ask = rememberedWhileUnchanged(c.answer, { keyOf, currentStamp: c.currentStamp, entries: 0 });
    await ask({ q: 'teapot' });
    await ask({ q: 'teapot' });
    expect(c.asked).toHaveLength(2);
    expect(c.currentStamp).not.toHaveBeenCalled();
  });

  it('keeps no failed answer: the next call asks again', async () => {
    const c = catalogue();
    let fail = true;
    const ask = rememberedWhileUnchanged(async (question: Question) => {
      if (fail) throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
      return c.answer(question);
    }, { keyOf, currentStamp: c.currentStamp, entries: 10 });
    await expect(ask({ q: 'teapot' })).rejects.toMatchObject({ code: '57014' });
    fail = false;
    expect(await ask({ q: 'teapot' })).toEqual({ answer: 1 });
  });
});
