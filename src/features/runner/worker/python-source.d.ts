// Python files the runner ships as text (webpack asset/source, set up by plugins/pyodide-runtime).
declare module '*.py' {
  const source: string;
  export default source;
}
