export type OwnerRecord = {
  projectId: string;
  authPort: number;
  firestorePort: number;
  pids: number[];
  startedBy: number;
  startedAt?: string;
};

export const REUSE_ANY_EMULATORS: 'PYDOCS_REUSE_EMULATORS';
export class ForeignEmulatorsError extends Error {}
export function ownerRecordPath(root: string, authPort: number, firestorePort: number): string;
export function readOwnerRecord(file: string): OwnerRecord | null;
export function writeOwnerRecord(file: string, record: OwnerRecord): void;
export function removeOwnerRecord(file: string, startedBy: number): void;
export function processIsAlive(pid: number): boolean;
export function reuseProblem(options: {
  record: OwnerRecord | null;
  projectId: string;
  authPort: number;
  firestorePort: number;
  isAlive?: (pid: number) => boolean;
}): string | null;
export function foreignEmulatorsMessage(options: {found: string; problem: string; authPort: number; firestorePort: number; command?: string}): string;
export function npmCommand(lifecycleEvent: string | undefined): string;
export function exitOnForeignEmulators(error: unknown): never;
