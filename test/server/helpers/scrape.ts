/** One scrape of a Prometheus text endpoint: a sample's value by name and labels (0 when absent). */
export async function scrape(url: string): Promise<(name: string, labels?: Record<string, string>) => number> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (match) samples.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return (name, labels = {}) => {
    const shown = Object.entries(labels)
      .map(([key, value]) => `${key}="${value}"`)
      .join(',');
    return samples.get(shown ? `${name}{${shown}}` : name) ?? 0;
  };
}
