/** How a club's squad is listed everywhere: by shirt number, players without one last, then by name so the order never flickers. */
export function compareSquadOrder(a: { jerseyNumber: number | null; name: string }, b: { jerseyNumber: number | null; name: string }): number {
  return (a.jerseyNumber ?? Number.POSITIVE_INFINITY) - (b.jerseyNumber ?? Number.POSITIVE_INFINITY) || a.name.localeCompare(b.name, 'en');
}
