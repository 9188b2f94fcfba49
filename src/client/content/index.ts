// Editorial content of Namewise: plain typed data for the screens in src/client/.
export * from "./about";
export * from "./baby-names-2025";
export * from "./home";
export * from "./landing";
export * from "./meta";
export type * from "./types";
