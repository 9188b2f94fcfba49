// All ten landing pages, keyed by route path.
import type { LandingContent } from "../types";
import { britishBoys } from "./british-boys";
import { britishGirls } from "./british-girls";
import { celticIrish } from "./celtic-irish";
import { celticScottish } from "./celtic-scottish";
import { frenchBoys } from "./french-boys";
import { frenchGirls } from "./french-girls";
import { germanBoys } from "./german-boys";
import { germanGirls } from "./german-girls";
import { latinBoys } from "./latin-boys";
import { latinGirls } from "./latin-girls";

export {
  britishBoys,
  britishGirls,
  celticIrish,
  celticScottish,
  frenchBoys,
  frenchGirls,
  germanBoys,
  germanGirls,
  latinBoys,
  latinGirls,
};

/** In the order of SPEC's route table. */
export const landingPages: LandingContent[] = [
  germanBoys,
  germanGirls,
  frenchBoys,
  frenchGirls,
  britishBoys,
  britishGirls,
  latinBoys,
  latinGirls,
  celticIrish,
  celticScottish,
];

/** Landing content by route path, e.g. landingByPath["/baby-names/boys/german"]. */
export const landingByPath: Record<string, LandingContent> = Object.fromEntries(landingPages.map((p) => [p.path, p]));
