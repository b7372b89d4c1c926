import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

// No GitHub runner here: the publishing workflow is read as YAML and held to the files, scripts and
// settings it relies on, so that renaming one of them cannot leave it broken until the next save.

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | boolean>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: { push?: { branches?: string[] }; workflow_dispatch?: unknown };
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = yaml.load(read('.github/workflows/publish.yml')) as Workflow;
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const dockerfile = read('Dockerfile');
const dockerArgs = [...dockerfile.matchAll(/^ARG (\w+)/gm)].map(([, name]) => name!);
/** What the pages are built with: the identity, and the editing screen's GitHub App. */
const siteSettings = dockerArgs.filter((name) => name.startsWith('SITE_') || name.startsWith('NEXT_PUBLIC_'));
const isBuildSetting = (name: string) => name.startsWith('SITE_') || name.startsWith('NEXT_PUBLIC_');
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const buildArgs = (step: Step) =>
  String(step.with?.['build-args'] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('the publishing workflow', () => {
  it('runs on every commit to main, and by hand', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('runs only npm scripts that exist, installing as the Dockerfile does', () => {
    const commands = steps
      .flatMap((step) => (step.run ?? '').split('\n'))
      .filter((line) => /\bnpm\b/.test(line));
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      const script = /\bnpm run ([\w:-]+)/.exec(command)?.[1];
      if (script) expect(scripts, command).toHaveProperty(script);
      else expect(command.trim()).toMatch(/^npm ci\b/);
    }
    expect(dockerfile).toMatch(/\bnpm ci\b/);
  });

  it('checks before it publishes: the bundle and the image wait for the typecheck and unit tests', () => {
    const check = workflow.jobs.check!;
    expect(check.steps.map((step) => step.run).filter(Boolean)).toEqual(
      expect.arrayContaining(['npm run typecheck', 'npm run test:unit']),
    );
    for (const name of ['bundle', 'image']) expect([workflow.jobs[name]!.needs].flat()).toContain('check');
  });

  it('releases the tarball `npm run bundle -- --tar` writes', () => {
    const bundle = workflow.jobs.bundle!;
    const runs = bundle.steps.map((step) => step.run ?? '');
    expect(runs).toContain('npm run bundle -- --tar');
    expect(runs.some((run) => /gh release create .* bundle\.tar\.gz/.test(run))).toBe(true);
    const bundleScript = read('scripts/bundle.mjs');
    expect(bundleScript).toContain("'bundle.tar.gz'");
    expect(bundleScript).toContain("'--tar'");
    expect(bundle.permissions).toEqual({ contents: 'write' });
  });

  it('builds the image from the Dockerfile and pushes it to ghcr.io, and may do nothing else', () => {
    const image = workflow.jobs.image!;
    const build = image.steps.find((step) => step.uses?.startsWith('docker/build-push-action@'));
    expect(build?.with?.file).toBe('Dockerfile');
    expect(existsSync(path.join(root, String(build?.with?.file)))).toBe(true);
    expect(build?.with?.push).toBe(true);
    const login = image.steps.find((step) => step.uses?.startsWith('docker/login-action@'));
    expect(login?.with?.registry).toBe('ghcr.io');
    expect(image.permissions).toEqual({ contents: 'read', packages: 'write' });
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('passes every build setting the Dockerfile takes (SITE_*, NEXT_PUBLIC_*), to the image and to the bundle', () => {
    const build = workflow.jobs.image!.steps.find((step) =>
      step.uses?.startsWith('docker/build-push-action@'),
    )!;
    const passed = buildArgs(build).map((line) => line.split('=')[0]!);
    for (const name of passed) expect(dockerArgs, name).toContain(name);
    expect(passed.filter(isBuildSetting).sort()).toEqual([...siteSettings].sort());
    expect(passed).toContain('BUILD_ID');
    const bundleEnv = Object.keys(workflow.jobs.bundle!.env ?? {});
    expect(bundleEnv.filter(isBuildSetting).sort()).toEqual([...siteSettings].sort());
    expect(siteSettings).toContain('SITE_URL');
  });

  it('builds on the Node.js major release the Dockerfile runs', () => {
    const pinned = /^ARG NODE_VERSION=(\d+)\./m.exec(dockerfile)?.[1];
    expect(workflow.env?.NODE_VERSION).toBe(pinned);
  });

  it('uses each action at a released major version', () => {
    const actions = steps.map((step) => step.uses).filter(Boolean);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
  });
});
