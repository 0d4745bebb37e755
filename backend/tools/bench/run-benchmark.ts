/**
 * Runs a benchmark's `main`, which prints its figures as JSON, and exits: a benchmark is done once it has
 * printed, and client sockets and pools must not keep the process alive. A failure exits 1 with its stack.
 */
export function runBenchmark(name: string, main: () => Promise<unknown>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`bench:${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}

/** The figures, as the one JSON document a benchmark prints. */
export function printFigures(figures: object): void {
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
