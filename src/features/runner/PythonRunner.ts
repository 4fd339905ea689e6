/**
 * The page's side of the Python worker: one worker per page, reused by every block, running one
 * program at a time (the others wait in a queue). It owns the time limit: a program that runs too
 * long, or that the reader stops, is ended by terminating the worker, and a new worker starts at
 * once so the next run works. A program waiting for the reader's input() is not running: the time
 * limit starts again when the line is sent.
 *
 * No browser APIs are touched here directly: the worker factory and timers are injected, so the
 * protocol and the timeout state machine are unit-tested with a fake worker.
 */
import {isWorkerMessage, type CheckResult, type MainToWorker, type OutputStream, type RunOutcome, type RunRequest, type WorkerToMain} from './protocol';

export type RunEvent =
  /** The runtime is downloading and starting (first run on a page, or after a stop). */
  | Readonly<{type: 'loading'}>
  /** Another block's program is running; this one starts after it. */
  | Readonly<{type: 'queued'}>
  /** `python`: the version running it ("3.13.2"). */
  | Readonly<{type: 'started'; python?: string}>
  /** `truncated`: the output limit was reached here; nothing more of the program's output comes. */
  | Readonly<{type: 'output'; stream: OutputStream; text: string; truncated?: true}>
  /** input() waits for the reader's line: send it with RunHandle.sendInput. */
  | Readonly<{type: 'input-requested'}>
  /** `checks`: how each check went, for a run with checks whose code did not raise. */
  | Readonly<{type: 'finished'; outcome: RunOutcome; truncated: boolean; checks?: readonly CheckResult[]}>
  | Readonly<{type: 'timed-out'; limitMs: number; sessionLost: boolean}>
  | Readonly<{type: 'stopped'; sessionLost: boolean}>
  | Readonly<{type: 'failed'; message: string}>;

export type RunListener = (event: RunEvent) => void;

export interface RunHandle {
  /** Ends the run (or takes it out of the queue). Harmless once the run is over. */
  stop(): void;
  /** The reader's line for the input() the run is waiting on; null ends the input (EOFError). */
  sendInput(line: string | null): void;
}

/** The part of a Worker the runner uses. */
export interface WorkerLike {
  postMessage(message: MainToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type PythonRunnerOptions = Readonly<{
  createWorker: () => WorkerLike;
  /** Folder URL the runtime files are served from, ending in "/". */
  indexURL: string;
  /** Read at the start of each run, so a test can shorten it. */
  timeLimitMs: () => number;
  outputLimit: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /**
   * Memory to share with each new worker for interactive input() (./worker/stdinChannel.ts), or
   * null where the page cannot share memory (not cross-origin isolated): input() then reads only
   * the lines given with the run.
   */
  createStdinBuffer?: () => SharedArrayBuffer | null;
  /** Writes the reader's line into a worker's shared buffer and wakes it. */
  writeStdin?: (buffer: SharedArrayBuffer) => (line: string | null) => void;
}>;

type Job = {id: number; request: RunRequest; listener: RunListener; timer: unknown; waitingForInput: boolean};

export class PythonRunner {
  private worker: WorkerLike | null = null;
  private sendLine: ((line: string | null) => void) | null = null;
  private ready = false;
  private python: string | undefined;
  /** Whether the current worker has run a shared-session program (its variables live there). */
  private holdsSession = false;
  private queue: Job[] = [];
  private current: Job | null = null;
  private nextId = 1;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: PythonRunnerOptions) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  run(request: RunRequest, listener: RunListener): RunHandle {
    const job: Job = {id: this.nextId++, request, listener, timer: null, waitingForInput: false};
    this.queue.push(job);
    this.startWorker();
    if (!this.ready) job.listener({type: 'loading'});
    this.pump();
    if (this.ready && this.queue.includes(job)) job.listener({type: 'queued'});
    return {stop: () => this.stop(job), sendInput: (line) => this.sendInput(job, line)};
  }

  /**
   * Starts Python without running anything: called as soon as a reader presses Run, so the worker
   * and the runtime download while the editor's own code is still arriving.
   */
  prepare(): void {
    this.startWorker();
  }

  /**
   * Lets the worker go when no program runs or waits and it holds no shared session (the reader
   * moved to a page that runs another Python); the next run starts a new one.
   */
  releaseIfIdle(): void {
    // A page's shared session (a tutorial's variables) lives in the worker: keep it.
    if (this.current || this.queue.length > 0 || !this.worker || this.holdsSession) return;
    this.worker.terminate();
    this.worker = null;
    this.sendLine = null;
    this.ready = false;
  }

  private startWorker(): void {
    if (this.worker) return;
    const worker = this.options.createWorker();
    this.worker = worker;
    this.ready = false;
    this.holdsSession = false;
    const stdinBuffer = this.options.createStdinBuffer?.() ?? null;
    this.sendLine = stdinBuffer && this.options.writeStdin ? this.options.writeStdin(stdinBuffer) : null;
    worker.onmessage = (event) => {
      if (worker === this.worker && isWorkerMessage(event.data)) this.receive(event.data);
    };
    worker.onerror = (event) => {
      if (worker === this.worker) this.crash(event.message || 'the Python worker stopped unexpectedly');
    };
    worker.postMessage({type: 'init', indexURL: this.options.indexURL, stdinBuffer});
  }

  private receive(message: WorkerToMain): void {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.python = message.python;
        this.queue.slice(1).forEach((job) => job.listener({type: 'queued'}));
        this.pump();
        return;
      case 'load-failed':
        this.crash(message.message);
        return;
      case 'output':
        if (this.current?.id === message.runId) {
          this.current.listener({type: 'output', stream: message.stream, text: message.text, ...(message.truncated && {truncated: true as const})});
        }
        return;
      case 'input-request': {
        const job = this.current;
        if (job?.id !== message.runId) return;
        // Waiting for the reader is not running: no time limit until the line is sent.
        this.clearTimer(job.timer);
        job.waitingForInput = true;
        job.listener({type: 'input-requested'});
        return;
      }
      case 'done': {
        const job = this.current;
        if (job?.id !== message.runId) return;
        this.clearTimer(job.timer);
        this.current = null;
        job.listener({type: 'finished', outcome: message.outcome, truncated: message.truncated, ...(message.checks ? {checks: message.checks} : {})});
        this.pump();
        return;
      }
    }
  }

  private pump(): void {
    if (!this.ready || this.current || this.queue.length === 0 || !this.worker) return;
    const job = this.queue.shift() as Job;
    this.current = job;
    if (job.request.session !== null) this.holdsSession = true;
    this.startTimeLimit(job);
    job.listener({type: 'started', ...(this.python ? {python: this.python} : {})});
    // Interactive only where a line can be handed over; otherwise input() reads the given lines.
    this.worker.postMessage({type: 'run', runId: job.id, outputLimit: this.options.outputLimit, ...job.request, interactive: Boolean(job.request.interactive && this.sendLine)});
  }

  private startTimeLimit(job: Job): void {
    const limitMs = this.options.timeLimitMs();
    job.timer = this.setTimer(() => this.abort(job, {type: 'timed-out', limitMs, sessionLost: job.request.session !== null}), limitMs);
  }

  private sendInput(job: Job, line: string | null): void {
    if (this.current !== job || !job.waitingForInput || !this.sendLine) return;
    job.waitingForInput = false;
    this.sendLine(line);
    this.startTimeLimit(job);
  }

  private stop(job: Job): void {
    if (this.current === job) {
      this.abort(job, {type: 'stopped', sessionLost: job.request.session !== null});
    } else if (this.queue.includes(job)) {
      this.queue = this.queue.filter((queued) => queued !== job);
      job.listener({type: 'stopped', sessionLost: false});
    }
  }

  /** Ends the running program the only way a busy worker can be ended, then starts a new worker. */
  private abort(job: Job, event: RunEvent): void {
    if (this.current !== job) return;
    this.clearTimer(job.timer);
    this.current = null;
    this.replaceWorker();
    job.listener(event);
    this.queue.forEach((queued) => queued.listener({type: 'loading'}));
  }

  private replaceWorker(): void {
    this.worker?.terminate();
    this.worker = null;
    this.ready = false;
    this.startWorker();
  }

  /** The worker failed to load or died: report it to every waiting run; the next Run starts afresh. */
  private crash(reason: string): void {
    const affected = [...(this.current ? [this.current] : []), ...this.queue];
    if (this.current) this.clearTimer(this.current.timer);
    const wasRunning = this.current !== null;
    this.current = null;
    this.queue = [];
    this.worker?.terminate();
    this.worker = null;
    this.ready = false;
    const message = wasRunning
      ? `Python stopped unexpectedly (${reason}). Press Run to start it again.`
      : `Python could not start (${reason}). Check your connection, then press Run to try again.`;
    affected.forEach((job) => job.listener({type: 'failed', message}));
  }
}
