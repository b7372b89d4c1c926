import { existsSync, readdirSync } from 'node:fs';
import { FolderInUseError, lockFolder } from '@/db/folder-lock';
import { fail } from './database';

/** Claims the PGlite folder, or fails naming the process (a running server) that holds it. */
export function claimFolder(folder: string): () => void {
  try {
    return lockFolder(folder);
  } catch (error) {
    if (error instanceof FolderInUseError) fail(error.message);
    throw error;
  }
}

export function holdsDatabase(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0;
}
