/** CPU seconds this process has spent (every thread of it: V8 compiles and collects garbage on its own threads too). */
export function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
