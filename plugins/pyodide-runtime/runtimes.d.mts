export type PythonRuntime = Readonly<{python: string; packageName: string}>;
export const PYTHON_RUNTIMES: readonly PythonRuntime[];
export const DEFAULT_PYTHON: string;
export function pythonOfContentFile(relativePath: string): string;
