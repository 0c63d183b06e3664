import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Whether a process exists (EPERM: it does, another user's; only ESRCH means gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ps(pid: number, field: 'command' | 'ppid'): string | undefined {
  try {
    return (
      execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], { encoding: 'utf8' }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** The process's arguments: /proc on Linux, `ps` elsewhere; undefined when it is gone or unreadable. */
export function commandLine(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return ps(pid, 'command')?.split(/\s+/);
  }
}

/** The parent's PID (1 or a subreaper once the parent died); undefined when the process is gone. */
export function parentPid(pid: number): number | undefined {
  try {
    // Field 4 of /proc/<pid>/stat, after the name in parentheses (which may contain spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    const ppid = Number(ps(pid, 'ppid'));
    return Number.isInteger(ppid) && ppid > 0 ? ppid : undefined;
  }
}
