/** A positive integer product id from the URL, or undefined (then nothing is fetched: not found). */
export function parseProductId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
