import type { ImportProblem, SeasonImportReport } from '@isl/contracts';

/** How the command line shows an import's report: the counts, the new clubs, a diff line for each fixture it changes. */
export function reportText(report: SeasonImportReport): string {
  const { counts } = report;
  const lines = [
    `${report.dryRun ? 'Dry run of the import' : 'Imported'} season ${report.season}${report.seasonCreated ? ' (new season)' : ''}: ` +
      `${counts.create} created, ${counts.update} updated, ${counts.unchanged} unchanged, ${counts.skipLive} live and left alone.`,
  ];
  if (report.newClubs.length) lines.push(`New clubs (their Arabic and Sorani names are still to write): ${report.newClubs.join(', ')}.`);
  for (const line of report.lines) {
    const changes = line.changes.map((change) => `${change.field} ${change.from ?? '-'} -> ${change.to ?? '-'}`).join('; ');
    lines.push(`  #${line.index} round ${line.round} ${line.homeTeam} v ${line.awayTeam}: ${line.action}${changes ? `: ${changes}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Every problem of a refused file, one a line: the entry, the field, why. */
export function problemsText(problems: readonly ImportProblem[]): string {
  return problems.map((problem) => `${problem.index === null ? 'the file' : `entry ${problem.index}`}, ${problem.field}: ${problem.message}\n`).join('');
}
