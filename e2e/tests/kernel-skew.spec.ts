import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { commonText, firstGesture, localeText, ORIGINS } from '../support/site';

/**
 * A release of the events remote built against a newer kernel than the page's (a fixture build, with
 * KORA_KERNEL_VERSION): the deploy check refuses it, and if it reaches users anyway its area asks for a
 * reload, with no Retry, while the other remotes keep working.
 */
const root = path.resolve(__dirname, '../..');
let fixture = '';
const kernelVersion: string = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')).version;
const [major, minor] = kernelVersion.split('.').map(Number);
const newerKernel = `${major}.${minor + 1}.0`;

const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

function run(command: string, args: string[], env: Record<string, string>) {
  return spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
}

test.beforeAll(() => {
  test.setTimeout(180_000);
  fixture = mkdtempSync(path.join(tmpdir(), 'kora-newer-kernel-'));
  const built = run('npm', ['run', 'build', '-w', '@kora/mf-events'], {
    KORA_KERNEL_VERSION: newerKernel,
    KORA_OUTPUT_DIR: fixture,
  });
  if (built.status !== 0) throw new Error(`fixture build failed: ${built.stderr}`);
});

test.afterAll(() => rmSync(fixture, { recursive: true, force: true }));

test('the deploy check refuses the release built against a newer kernel and accepts the current one', () => {
  const refused = run('npm', ['run', '-s', 'check:deploy', '--', 'events', ORIGINS.shell], {
    KORA_OUTPUT_DIR: fixture,
  });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(
    `mf_events needs @kora/shared ^${newerKernel}, the deployed shell gives ${kernelVersion}`,
  );
  const accepted = run('npm', ['run', '-s', 'check:deploy', '--', 'events', ORIGINS.shell], {});
  expect(accepted.status).toBe(0);
});

test('served anyway, its area asks for a reload, offers no Retry, and the other remotes keep working', async ({
  page,
}) => {
  // The fixture release served from the events origin, as a static host would: a file it does not hold
  // (the shell's page still announces the files of the release it last read) is a 404.
  await page.route(`${ORIGINS.events}/**`, (route) => {
    const file = path.join(fixture, new URL(route.request().url()).pathname);
    if (!existsSync(file)) return route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' } });
    return route.fulfill({
      status: 200,
      headers: {
        'access-control-allow-origin': '*',
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      },
      body: readFileSync(file),
    });
  });
  await page.goto('/events');
  await firstGesture(page);
  const events = page.locator('#kora-remote-events');
  await expect(events.getByText(commonText('sectionUnavailable.updated'))).toBeVisible({ timeout: 15_000 });
  await expect(events.getByRole('button', { name: commonText('retry') })).toHaveCount(0);
  await expect(events.getByRole('button', { name: commonText('sectionUnavailable.reload') })).toBeVisible();

  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-store', 'screens.store') })).toBeVisible();
  await page.goto('/releases');
  await expect(
    page.getByRole('heading', { level: 1, name: localeText('mf-catalogue', 'screens.releases') }),
  ).toBeVisible();
});
