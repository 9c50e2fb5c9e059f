// swissqrbill declares its entry points in package.json "exports" only, which the api's
// node10 module resolution does not read; these point TypeScript at the CommonJS declarations
// that Node's own require of the same paths loads.
declare module 'swissqrbill/svg' {
  export * from 'swissqrbill/lib/cjs/svg/index';
}
declare module 'swissqrbill/utils' {
  export * from 'swissqrbill/lib/cjs/shared/utils';
}
