/** A remote's server build sits in server/ beside its browser entry: …/mf-manifest.json → …/server/mf-manifest.json. */
export function serverEntryOf(browserEntry: string): string {
  const url = new URL(browserEntry);
  const file = url.pathname.split('/').pop() || 'mf-manifest.json';
  return new URL(`server/${file}`, url).href;
}
