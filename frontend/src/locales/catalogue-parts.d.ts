// A catalogue's part (vite.catalogue-parts.ts): the sections it holds, as in the whole file.
declare module '*.json?part=first' {
  const sections: Record<string, unknown>;
  export default sections;
}
declare module '*.json?part=screens' {
  const sections: Record<string, unknown>;
  export default sections;
}
