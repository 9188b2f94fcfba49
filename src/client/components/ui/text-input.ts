/** The look of a one-line text box, the same as the dropdowns beside it. */
export const TEXT_INPUT_CLASS =
  "h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50";
