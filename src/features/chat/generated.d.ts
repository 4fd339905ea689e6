// The passages plugins/chat-index writes at build time (Docusaurus' createData). Only the chat
// page imports it, dynamically, so it ships as its own chunk.
declare module '@generated/pydocs-chat-index/default/chat-index.json' {
  const data: import('@site/plugins/chat-index').ChatIndexData;
  export default data;
}
