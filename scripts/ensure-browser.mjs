// Makes sure the tests have a browser: $CHROME_PATH, else a system Chromium or Chrome. On a fresh Debian
// machine, as root, it installs Debian's chromium; otherwise it says what to do. (The test runner's config
// looks for the browser the same way, and falls back to Playwright's own browser if one is installed.)
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const found = () => (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) || candidates.some((p) => existsSync(p));

if (!found()) {
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log('ensure-browser: no Chromium or Chrome found; installing Debian\'s chromium');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync('apt-get update -q && apt-get install -y -q chromium', { stdio: 'inherit', env });
  } else {
    console.log('ensure-browser: no Chromium or Chrome found. Install one (Debian: sudo apt-get install chromium) or set CHROME_PATH.');
  }
}
