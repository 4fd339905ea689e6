export type InlineScript = {file: string; hash: string};
export type InlineHandler = {file: string; handler: string};
export type BuildScan = {pages: number; scripts: InlineScript[]; handlers: InlineHandler[]};
export type FirebaseJson = {
  hosting?: {headers?: Array<{source: string; headers: Array<{key: string; value: string}>}>};
};

export const CSP_HEADER: 'Content-Security-Policy';
export const ALL_PATHS: '**';
export function attributesOf(tag: string): Record<string, string>;
export function executableInlineScripts(html: string): string[];
export function inlineHandlers(html: string): string[];
export function scriptHash(source: string): string;
export function scanBuild(buildDir: string): BuildScan;
export function distinctHashes(scripts: InlineScript[]): string[];
export function headersForAllPaths(firebaseJson: FirebaseJson): Array<[string, string]>;
export function contentSecurityPolicy(firebaseJson: FirebaseJson): string;
export function parsePolicy(policy: string): Array<[string, string[]]>;
export function scriptHashesOf(policy: string): string[];
export function withScriptHashes(policy: string, hashes: readonly string[]): string;
export function policyProblems(scan: BuildScan, policy: string): string[];
export function unusedHashes(scan: BuildScan, policy: string): string[];
