import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database ${folder} is open in process ${pid} (a running server?). ` +
        'Only one process may open it: stop that process, or set DATABASE_URL to use PostgreSQL.',
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite folder for this process: a second process opening it while another holds it
 * corrupts it for good (toolchain notes), so the server and the command-line tools write their
 * pid in `<folder>.lock` and refuse a folder a live process holds. A lock left by a process that
 * died is taken over. Returns the release function.
 */
export function lockFolder(folder: string): () => void {
  const lockFile = `${folder.replace(/\/+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        process.off('exit', release);
        try {
          if (readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile, { force: true });
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new FolderInUseError(folder, owner);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}
