// Before any test: the content files compiled to content/.compiled, which the content modules
// import (scripts/content.ts). A bad file fails the run with the compile step's own lines.
import path from 'node:path';
import { compileContent } from '../../scripts/content';

export default function compile() {
  const { problems } = compileContent(path.resolve(import.meta.dirname, '..', '..'));
  if (problems.length > 0) throw new Error(`The content files hold errors:\n${problems.join('\n')}`);
}
