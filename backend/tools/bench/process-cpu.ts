import { readFileSync } from 'node:fs';

/** /proc counts CPU time in clock ticks of USER_HZ, which Linux fixes at 100 a second for every program. */
const MS_PER_CLOCK_TICK = 10;

/** The CPU time a process has used so far, user and system, in ms. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which may hold spaces, from the 3rd (state): utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_CLOCK_TICK;
}

/** The CPU time every core of the machine has spent busy so far (all but idle and I/O wait), in ms. */
export function machineBusyMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) * MS_PER_CLOCK_TICK;
}
