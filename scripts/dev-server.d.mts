import type {ChildProcess} from 'node:child_process';

export const DEV_E2E_URL: string;
export const DEV_SERVER_STARTED: string;
export function startDevServer(root: string, options?: {env?: Record<string, string>; niceness?: number}): ChildProcess;
export function waitForDevServer(timeoutMs: number): Promise<void>;
export function stopDevServer(child: ChildProcess | null | undefined): void;
