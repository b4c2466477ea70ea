import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './cli-run.js';

/**
 * The README's webhook receiver, as a new user runs it: saved as
 * `receiver.js` in a folder made by `npm init -y` (CommonJS),
 * with `standardwebhooks` installed, then `node receiver.js`. It answers a
 * signed delivery 204 and logs it once, and refuses a forged one.
 */
const dir = mkdtempSync(join(tmpdir(), 'crm-receiver-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The README's code block that follows the words "save this as `receiver.js`". */
function receiverOfReadme(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf('save this as `receiver.js`');
  expect(at, 'the README names receiver.js').toBeGreaterThan(0);
  const block = /```js\n([\s\S]*?)```/.exec(readme.slice(at));
  expect(block, 'a js block after it').not.toBeNull();
  return block![1];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe("the README's webhook receiver", { timeout: 60_000 }, () => {
  it('runs pasted as receiver.js into a fresh npm init -y folder: a signed delivery 204, logged once; a forged one 400', async () => {
    const code = receiverOfReadme();
    expect(code).toContain('.listen(4000)');
    const port = await freePort();
    execFileSync('npm', ['init', '-y'], { cwd: dir, stdio: 'ignore' });
    // CommonJS: npm 10 writes no `type`, npm 11 `"type": "commonjs"`.
    expect([undefined, 'commonjs']).toContain(
      JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).type,
    );
    // `npm install standardwebhooks`, from the copy this repository installed.
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(
      join(ROOT, 'node_modules', 'standardwebhooks'),
      join(dir, 'node_modules', 'standardwebhooks'),
    );
    // Only the port differs from what the README shows, so that tests never collide.
    writeFileSync(join(dir, 'receiver.js'), code.replace('.listen(4000)', `.listen(${port})`));

    const secret = `whsec_${Buffer.from('a receiver secret of 32 bytes!!!').toString('base64')}`;
    const child = spawn(process.execPath, ['receiver.js'], {
      cwd: dir,
      env: { PATH: process.env.PATH, CRM_WEBHOOK_SECRET: secret },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const send = async (body: string, headers: Record<string, string>) => {
        for (let attempt = 0; ; attempt++) {
          try {
            return await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body, headers });
          } catch (err) {
            if (attempt > 100 || child.exitCode !== null) throw new Error(`receiver: ${stderr || err}`);
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      };
      const payload = JSON.stringify({
        type: 'contact.updated',
        resource_id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1x',
        changed: ['job_title'],
      });
      const id = 'msg_receiver_1';
      const timestamp = new Date();
      const signed = {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(id, timestamp, payload),
        'content-type': 'application/json',
      };
      expect((await send(payload, signed)).status).toBe(204);
      // A second delivery of the same event (a retry) is answered and not logged again.
      expect((await send(payload, signed)).status).toBe(204);
      const forged = { ...signed, 'webhook-signature': 'v1,' + Buffer.alloc(32).toString('base64') };
      expect((await send(payload, forged)).status).toBe(400);
      expect((await send(payload.replace('job_title', 'location'), signed)).status).toBe(400);
      expect(stderr).toBe('');
      expect(stdout).toBe("contact.updated con_01jd8k2m3n4p5q6r7s8t9v0w1x [ 'job_title' ]\n");
    } finally {
      child.kill();
      await exited;
    }
  });
});
