// The npm package espeak-ng ships no types: an Emscripten module factory (MODULARIZE, EXPORT_ES6).
declare module "espeak-ng" {
  const ESpeakNg: (moduleArg?: Record<string, unknown>) => Promise<unknown>;
  export default ESpeakNg;
}
