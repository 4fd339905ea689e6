// Types for bench/judged-section.mjs (a plain ES module the labelling scripts and a unit test share).
export type ShownSection = {page: string; heading: string; text: string; code: string[]};
export type JudgedRecord = {shown?: string | null; judged: ReadonlyArray<{answers: boolean}>};
export function shownSection(index: {passages: ReadonlyArray<{url: string; pageTitle: string; heading: string; text: string; code: readonly string[]; commands?: ReadonlyArray<{language: string; code: string}>}>}, url: string): ShownSection | null;
export function fingerprint(section: ShownSection | null): string | null;
export function judgeAgain(records: readonly JudgedRecord[], current: string | null): boolean;
