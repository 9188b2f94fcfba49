import { Link } from "react-router";
import { usePageMeta } from "../lib/meta";
import { notFoundPageMeta } from "../lib/page-meta";

/** Any unknown path; the server answers it with HTTP 404. */
export function NotFoundPage() {
  usePageMeta(notFoundPageMeta());
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-slate-900 dark:text-white">404 Page Not Found</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">
        The page you're looking for doesn't exist. Return to our{" "}
        <Link
          to="/"
          className="font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
        >
          name generator homepage
        </Link>
        .
      </p>
    </section>
  );
}
