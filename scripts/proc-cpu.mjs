// CPU time of a process from /proc (Linux only), for the scripts that measure server CPU per request.
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/**
 * CPU ms (user + system) of a process and of its descendants still running (a cluster's workers).
 * @param {number} pid
 * @returns {number}
 */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let total = (Number(f[11]) + Number(f[12])) * TICK_MS; // utime, stime
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.split(' ').filter(Boolean)) total += cpuMs(Number(child));
  }
  return total;
}
