export const STARTER_SOURCE: string;
export function compileFirstPageStarter(siteDir: string): Promise<string>;
