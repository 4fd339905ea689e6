// The exercise catalogue plugins/exercises writes at build time (Docusaurus' createData). Loaded
// with import() once a reader has progress to show, so it ships as its own chunk.
declare module '@generated/pydocs-exercises/default/catalogue.json' {
  const data: import('./catalogue').Catalogue;
  export default data;
}
