// A catalogue's part (vite.catalogue-parts.ts): its strings, nested as in the whole file.
declare module '*.json?part=first' {
  const strings: import('./first-strings').Catalogue;
  export default strings;
}
declare module '*.json?part=screens' {
  const strings: import('./first-strings').Catalogue;
  export default strings;
}
