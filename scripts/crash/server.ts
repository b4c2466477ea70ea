import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The real server as a child process: started with an environment, probed
 * until ready, killed (SIGKILL: a crash) or stopped (SIGTERM: a graceful
 * stop). Shared by the crash test and the shutdown test.
 */
export interface ServerOptions {
  /** `['dist/server.js']` for the build, `['--import', 'tsx', 'src/server.ts']` for the sources. */
  args: string[];
  cwd: string;
  env: Record<string, string>;
  port: number;
}

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ServerProcess {
  readonly base: string;
  private child: ChildProcess | null = null;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null = null;
  /** Everything the process wrote on standard error (the first start prints the key there). */
  stderr = '';
  stdout = '';

  constructor(private readonly options: ServerOptions) {
    this.base = `http://127.0.0.1:${options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and waits until `/readyz` answers 200. */
  async start(timeoutMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, this.options.args, {
      cwd: this.options.cwd,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(this.options.port),
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr += chunk;
    });
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      // Bounded: a long run logs a lot and only the tail is ever useful.
      this.stdout = (this.stdout + chunk).slice(-2_000_000);
    });
    this.exited = new Promise((resolveExit) =>
      child.once('exit', (code, signal) => resolveExit({ code, signal })),
    );
    const deadline = Date.now() + timeoutMs;
    let exitedEarly = false;
    void this.exited.then(() => {
      exitedEarly = true;
    });
    while (Date.now() < deadline) {
      if (exitedEarly)
        throw new Error(`the server exited during start-up:\n${this.stderr}${this.stdout.slice(-2000)}`);
      try {
        const res = await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(1000) });
        await res.arrayBuffer();
        if (res.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    await this.kill();
    throw new Error(`the server did not become ready within ${timeoutMs} ms:\n${this.stderr}`);
  }

  /** SIGKILL: the process dies at once, wherever it is. */
  async kill(): Promise<void> {
    if (!this.child || !this.exited) return;
    this.child.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }

  /** SIGTERM and the exit it leads to. */
  async stop(timeoutMs = 30_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (!this.child || !this.exited) return { code: 0, signal: null };
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
      this.child = null;
    }
  }

  /** Sends SIGTERM without waiting; `waitForExit` gives the outcome. */
  terminate(): void {
    this.child?.kill('SIGTERM');
  }

  async waitForExit(timeoutMs = 30_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (!this.exited) return { code: 0, signal: null };
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
      this.child = null;
    }
  }
}

/** The API key a first start prints on standard error. */
export function keyFromOutput(text: string): string | null {
  return /\bcrm_[0-9A-Za-z]{40}\b/.exec(text)?.[0] ?? null;
}
