import { mkdtempSync } from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { chromium } from 'playwright-core';
import { ServerProcess, testServerEnv } from '/work/main/test/support/server-process.ts';
import { buildClient } from '/work/main/scripts/build-client.ts';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prof-'));
process.env.NODE_ENV = 'production';
const clientDir = await buildClient(path.join(dataDir, 'build'));
const s = new ServerProcess({ env: { ...testServerEnv({ dataDir, clientDir }), SEED_DEMO: 'true' } });
await s.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const url = process.argv[2] ?? '/guest-preorder?vendor=1';
for (let run = 0; run < 3; run++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${s.baseUrl}${url}`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const self: Record<string, number> = {};
  const dt = profile.timeDeltas; let total = 0;
  profile.samples.forEach((id: number, i: number) => {
    const n: any = nodes.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber}`;
    self[k] = (self[k] ?? 0) + dt[i] / 1000; if (!['(idle)', '(program)'].includes(n.callFrame.functionName)) total += dt[i] / 1000;
  });
  console.log(`run ${run}: JS+gc ${Math.round(total)} ms`);
  console.log(Object.entries(self).filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `  ${v.toFixed(1)} ${k}`).join('\n'));
  await ctx.close();
}
await browser.close(); await s.stop();
