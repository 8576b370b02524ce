/**
 * Currency rates: the ECB file's parsing and the euro → dollar conversion, the import command (a
 * bad file changes nothing and names its line), and GET /api/currencies, on both databases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeEachDatabase } from '../../../test/helpers/app';
import { parseEcbRates, RatesFileError } from '../ecb';
import { importRatesFile, runImportCommand } from '../import-rates';
import { readRates, replaceRates } from '../../repositories/currencies';
import { openDatabase } from '../../db/connect';

const SNAPSHOT = path.resolve(__dirname, '../../../rates/eurofxref-2026-11-25.xml');

const ecbFile = (rateLines: string[], time = '2026-11-20') => [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">',
  '\t<gesmes:subject>Reference rates</gesmes:subject>',
  '\t<gesmes:Sender>',
  '\t\t<gesmes:name>European Central Bank</gesmes:name>',
  '\t</gesmes:Sender>',
  '\t<Cube>',
  `\t\t<Cube time='${time}'>`,
  ...rateLines.map((line) => `\t\t\t${line}`),
  '\t\t</Cube>',
  '\t</Cube>',
  '</gesmes:Envelope>',
  '',
].join('\n');
/** Line numbers: the first rate line of ecbFile() is line 9. */
const FIRST_RATE_LINE = 9;

const GOOD = ["<Cube currency='USD' rate='1.25'/>", "<Cube currency='JPY' rate='180'/>", "<Cube currency='GBP' rate='0.875'/>"];

describe('the ECB file (currencies/ecb.ts)', () => {
  it('turns euro rates into dollar rates: per_usd(X) = rate(X) / rate(USD), EUR = 1 / rate(USD), USD = 1; sorted by code', () => {
    const parsed = parseEcbRates(ecbFile(GOOD));
    expect(parsed).toEqual({
      date: '2026-11-20',
      updatedAt: '2026-11-20T00:00:00.000Z',
      rates: [
        { code: 'EUR', per_usd: 0.8 },
        { code: 'GBP', per_usd: 0.7 },
        { code: 'JPY', per_usd: 144 },
        { code: 'USD', per_usd: 1 },
      ],
    });
  });

  it('reads the snapshot that ships with the repository: the ECB format with PEN, KES and SAR added', () => {
    const parsed = parseEcbRates(fs.readFileSync(SNAPSHOT, 'utf8'));
    expect(parsed.date).toBe('2026-11-25');
    const codes = parsed.rates.map((r) => r.code);
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'INR', 'BRL', 'PEN', 'KES', 'NOK', 'SAR']) expect(codes).toContain(code);
    expect(codes).toEqual([...codes].sort());
    const usd = 1.1585;
    expect(parsed.rates.find((r) => r.code === 'JPY')!.per_usd).toBeCloseTo(178.42 / usd, 6);
    expect(parsed.rates.find((r) => r.code === 'EUR')!.per_usd).toBeCloseTo(1 / usd, 9);
    expect(parsed.rates.find((r) => r.code === 'SAR')!.per_usd).toBeCloseTo(3.75, 3);
  });

  it('reads only the newest day of a history file, with double quotes too', () => {
    const text = ecbFile(['<Cube currency="USD" rate="2"/>', '<Cube currency="NOK" rate="11"/>', '</Cube>', "<Cube time='2026-11-19'>", "<Cube currency='USD' rate='oops'/>"]);
    expect(parseEcbRates(text).rates).toEqual([{ code: 'EUR', per_usd: 0.5 }, { code: 'NOK', per_usd: 5.5 }, { code: 'USD', per_usd: 1 }]);
  });

  it.each([
    ['a negative rate', "<Cube currency='JPY' rate='-180'/>", 'the rate is not a positive number'],
    ['a zero rate', "<Cube currency='JPY' rate='0'/>", 'the rate is not a positive number'],
    ['a zero rate written 0.000', "<Cube currency='JPY' rate='0.000'/>", 'the rate is not a positive number'],
    ['a rate that is not a number', "<Cube currency='JPY' rate='abc'/>", 'the rate is not a positive number'],
    ['an empty rate', "<Cube currency='JPY' rate=''/>", 'the rate is not a positive number'],
    ['a rate in exponent form', "<Cube currency='JPY' rate='1e3'/>", 'the rate is not a positive number'],
    ['a currency that is not three letters', "<Cube currency='YEN!' rate='180'/>", 'the currency is not a three-letter code'],
    ['a currency twice', "<Cube currency='USD' rate='1.3'/>", 'USD appears twice'],
    ['a line that is no rate', "<Cube currency='JPY' value='180'/>", "not a rate line (expected <Cube currency='XXX' rate='1.2345'/>)"],
  ])('refuses %s, naming the line (number and text)', (_what, line, reason) => {
    const lines = [...GOOD, line];
    let error: unknown;
    try {
      parseEcbRates(ecbFile(lines));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RatesFileError);
    const lineNo = FIRST_RATE_LINE + lines.length - 1;
    expect((error as RatesFileError).line).toBe(lineNo);
    expect((error as Error).message).toBe(`line ${lineNo}: ${reason}: ${JSON.stringify(line)}`);
  });

  it('refuses a file without USD, without a day, or that is not the ECB format', () => {
    expect(() => parseEcbRates(ecbFile(["<Cube currency='JPY' rate='180'/>"]))).toThrow('USD is missing');
    expect(() => parseEcbRates(ecbFile(GOOD).replace("<Cube time='2026-11-20'>", '<Cube>'))).toThrow(/line 9: a rate outside a day/);
    expect(() => parseEcbRates('{"rates": {"USD": 1.1}}')).toThrow('not an ECB reference-rate file');
    expect(() => parseEcbRates(ecbFile(GOOD, '2026-02-30'))).toThrow(/line 8: the date is not a real day/);
  });
});

describeEachDatabase('currency rates: the import and GET /api/currencies', (t) => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rates-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const target = path.join(dir, name);
    fs.writeFileSync(target, text);
    return target;
  };
  const handle = () => ({ db: t.db, dialect: t.kind }) as never;

  it('before any import: base USD, updated_at null, USD alone', async () => {
    await t.db.deleteFrom('currency_rates').execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/currencies' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ base: 'USD', updated_at: null, rates: [{ code: 'USD', per_usd: 1 }] });
  });

  it('imports a good file, replacing every rate; the endpoint answers them sorted, dated, briefly cacheable', async () => {
    await importRatesFile(handle(), file('good.xml', ecbFile([...GOOD, "<Cube currency='CHF' rate='1'/>"])));
    await importRatesFile(handle(), file('newer.xml', ecbFile(GOOD, '2026-11-21')));
    const res = await t.app.inject({ method: 'GET', url: '/api/currencies' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.json()).toEqual({
      base: 'USD',
      updated_at: '2026-11-21T00:00:00.000Z',
      rates: [
        { code: 'EUR', per_usd: 0.8 },
        { code: 'GBP', per_usd: 0.7 },
        { code: 'JPY', per_usd: 144 },
        { code: 'USD', per_usd: 1 },
      ],
    });
  });

  it.each([
    ['a negative rate', "<Cube currency='GBP' rate='-1'/>", 'the rate is not a positive number'],
    ['a zero rate', "<Cube currency='GBP' rate='0'/>", 'the rate is not a positive number'],
    ['a non-numeric rate', "<Cube currency='GBP' rate='n/a'/>", 'the rate is not a positive number'],
  ])('the command refuses %s: exit 1, the line named, nothing changed', async (_what, badLine, reason) => {
    await replaceRates(t.db, parseEcbRates(ecbFile(GOOD)));
    const before = await readRates(t.db);
    const out: string[] = [];
    const err: string[] = [];
    const target = file('bad.xml', ecbFile(["<Cube currency='USD' rate='2'/>", badLine]));
    const code = await runImportCommand([target], { env: {}, out: (l) => out.push(l), err: (l) => err.push(l) });
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual([`${target}: line ${FIRST_RATE_LINE + 1}: ${reason}: ${JSON.stringify(badLine)}; nothing was changed`]);
    expect(await readRates(t.db)).toEqual(before);
  });

  it('the command refuses a file without USD, or one that does not parse, and a missing file; usage without one', async () => {
    const io = () => {
      const err: string[] = [];
      return { err, io: { env: {}, out: () => undefined, err: (l: string) => err.push(l) } };
    };
    const noUsd = io();
    expect(await runImportCommand([file('no-usd.xml', ecbFile(["<Cube currency='JPY' rate='180'/>"]))], noUsd.io)).toBe(1);
    expect(noUsd.err[0]).toMatch(/USD is missing.*nothing was changed$/);
    const notXml = io();
    expect(await runImportCommand([file('not.xml', 'rates,USD,1.1\n')], notXml.io)).toBe(1);
    expect(notXml.err[0]).toMatch(/not an ECB reference-rate file/);
    const missing = io();
    expect(await runImportCommand([path.join(dir, 'absent.xml')], missing.io)).toBe(1);
    expect(missing.err[0]).toMatch(/ENOENT/);
    const usage = io();
    expect(await runImportCommand([], usage.io)).toBe(2);
    expect(usage.err[0]).toMatch(/^usage: npm run rates:import/);
  });
});

describe('the rates command on a SQLite data directory of its own (the API stopped)', () => {
  it('migrates, imports and prints what it stored; the database then holds the rates', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rates-cmd-'));
    try {
      const out: string[] = [];
      const code = await runImportCommand([SNAPSHOT], { env: { DATA_DIR: dataDir }, out: (l) => out.push(l), err: (l) => out.push(`ERR ${l}`) });
      expect(out).toEqual([expect.stringMatching(/^imported \d+ rates of 2026-11-25 \(AUD, BGN, BRL, /)]);
      expect(code).toBe(0);
      const handle = openDatabase({ databaseUrl: null, dataDir });
      try {
        const rates = await readRates(handle.db);
        expect(rates.updated_at).toBe('2026-11-25T00:00:00.000Z');
        expect(rates.rates.find((r) => r.code === 'USD')).toEqual({ code: 'USD', per_usd: 1 });
        expect(rates.rates.find((r) => r.code === 'PEN')!.per_usd).toBeCloseTo(3.385, 3);
      } finally {
        await handle.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
