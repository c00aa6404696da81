/** The value given after `--name` on the bench's command line (`--only hotel`), or undefined when absent. */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
