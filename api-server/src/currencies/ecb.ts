/**
 * The European Central Bank's daily reference rates (eurofxref-daily.xml), read line by line:
 *
 *   <gesmes:Envelope …>
 *     <Cube>
 *       <Cube time='2026-11-25'>
 *         <Cube currency='USD' rate='1.1585'/>
 *         …
 *
 * Rates are euro-based (units of X per euro); the API's are dollar-based:
 * per_usd(X) = rate(X) / rate(USD), per_usd(EUR) = 1 / rate(USD), per_usd(USD) = 1.
 * Only the first (newest) day is read, so the ECB's 90-day history file works too. Any currency may
 * be added in the same format (the ECB publishes no PEN, KES or SAR, for instance). A file that is
 * not this format, lacks USD, or holds a rate that is not a positive number is refused as a whole,
 * naming the line at fault.
 */

export interface UsdRates {
  /** The rates' date, YYYY-MM-DD. */
  date: string;
  /** ISO 8601 of that date (midnight UTC): what GET /api/currencies answers as `updated_at`. */
  updatedAt: string;
  /** Sorted by code; USD (1) and EUR included. */
  rates: { code: string; per_usd: number }[];
}

export class RatesFileError extends Error {
  constructor(
    message: string,
    /** 1-based line number, when one line is at fault. */
    readonly line?: number,
    readonly lineText?: string,
  ) {
    super(line === undefined ? message : `line ${line}: ${message}: ${JSON.stringify((lineText ?? '').trim().slice(0, 200))}`);
    this.name = 'RatesFileError';
  }
}

const TIME_CUBE = /^<Cube\s+time\s*=\s*(['"])(\d{4}-\d{2}-\d{2})\1\s*>$/;
const RATE_CUBE = /^<Cube\s+currency\s*=\s*(['"])([^'"]*)\1\s+rate\s*=\s*(['"])([^'"]*)\3\s*\/>$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** Ten significant digits: enough for any display, without float noise like 0.30000000000000004. */
const tidy = (n: number) => Number(n.toPrecision(10));

/** Parses the ECB file's text into dollar-based rates; throws RatesFileError naming the line at fault. */
export function parseEcbRates(text: string): UsdRates {
  const lines = text.split(/\r?\n/);
  if (!/<gesmes:Envelope[\s>]/.test(text)) throw new RatesFileError('not an ECB reference-rate file (no <gesmes:Envelope>)');
  let date: string | undefined;
  let inDay = false;
  let dayDone = false;
  let inComment = false;
  const eurRates = new Map<string, number>();

  for (const [index, raw] of lines.entries()) {
    const lineNo = index + 1;
    let line = raw.trim();
    // Comments (the operator's notes) are skipped, on one line or several.
    if (inComment) {
      const end = line.indexOf('-->');
      if (end === -1) continue;
      inComment = false;
      line = line.slice(end + 3).trim();
    }
    line = line.replace(/<!--.*?-->/g, '').trim();
    if (line.includes('<!--')) {
      inComment = true;
      line = line.slice(0, line.indexOf('<!--')).trim();
    }
    if (!line.includes('Cube')) continue;
    if (dayDone) continue; // older days of a history file
    if (line === '<Cube>') continue;
    if (line === '</Cube>') {
      if (inDay) {
        inDay = false;
        dayDone = true;
      }
      continue;
    }
    const time = TIME_CUBE.exec(line);
    if (time) {
      const day = time[2];
      if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
        throw new RatesFileError('the date is not a real day', lineNo, raw);
      }
      date = day;
      inDay = true;
      continue;
    }
    const rate = RATE_CUBE.exec(line);
    if (!rate) throw new RatesFileError('not a rate line (expected <Cube currency=\'XXX\' rate=\'1.2345\'/>)', lineNo, raw);
    if (!inDay) throw new RatesFileError("a rate outside a day (<Cube time='YYYY-MM-DD'>)", lineNo, raw);
    const code = rate[2];
    const value = rate[4].trim();
    if (!/^[A-Z]{3}$/.test(code)) throw new RatesFileError('the currency is not a three-letter code', lineNo, raw);
    if (code === 'EUR') throw new RatesFileError('EUR is the base of the file and has no rate line', lineNo, raw);
    if (!DECIMAL.test(value)) throw new RatesFileError('the rate is not a positive number', lineNo, raw);
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0) throw new RatesFileError('the rate is not a positive number', lineNo, raw);
    if (eurRates.has(code)) throw new RatesFileError(`${code} appears twice`, lineNo, raw);
    eurRates.set(code, number);
  }
  if (inComment) throw new RatesFileError('a comment is never closed (-->)');
  if (date === undefined) throw new RatesFileError("no day of rates (<Cube time='YYYY-MM-DD'>)");
  const usd = eurRates.get('USD');
  if (usd === undefined) throw new RatesFileError('USD is missing: the rates cannot be turned into dollar rates');

  const rates = [
    { code: 'EUR', per_usd: tidy(1 / usd) },
    ...[...eurRates].map(([code, rate]) => ({ code, per_usd: code === 'USD' ? 1 : tidy(rate / usd) })),
  ].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { date, updatedAt: `${date}T00:00:00.000Z`, rates };
}
