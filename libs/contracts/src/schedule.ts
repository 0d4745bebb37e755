/** One fixture of a generated schedule: indexes into the list of teams given to the generator. */
export interface Fixture {
  round: number;
  home: number;
  away: number;
}

/**
 * A double round robin (Berger's method): in round r of the first leg, teams i and j of the first n-1 meet
 * when i + j ≡ r (mod n-1), and the last team meets the one left over. The second leg repeats the first
 * with home and away swapped. Every round has every team exactly once, every team hosts n/2 - 1 or n/2
 * times a leg, and no team has more than three home or away matches in a row.
 */
export function doubleRoundRobin(teamCount: number): Fixture[] {
  if (teamCount < 2 || teamCount % 2 !== 0) {
    throw new RangeError(`a round robin needs an even number of teams, got ${teamCount}`);
  }
  const m = teamCount - 1;
  const firstLeg: Fixture[] = [];
  for (let r = 0; r < m; r++) {
    for (let i = 0; i < m; i++) {
      for (let j = i + 1; j < m; j++) {
        if ((i + j) % m !== r) continue;
        const iHosts = (i + j) % 2 === 0;
        firstLeg.push({ round: r + 1, home: iHosts ? i : j, away: iHosts ? j : i });
      }
    }
    let leftOver = 0;
    while ((2 * leftOver) % m !== r) leftOver++;
    const lastHosts = r % 2 === 1;
    firstLeg.push({ round: r + 1, home: lastHosts ? m : leftOver, away: lastHosts ? leftOver : m });
  }
  const secondLeg = firstLeg.map((f) => ({ round: f.round + m, home: f.away, away: f.home }));
  return [...firstLeg, ...secondLeg];
}
