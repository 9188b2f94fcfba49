import { PageHero, Section } from "../components/ui/PageHero";
import { StartRoomButton } from "../features/rooms/StartRoomButton";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";

/** "Decide together": what a room is, and the buttons that make one. */
export function TogetherPage() {
  usePageMeta(pageMeta("/together"));
  return (
    <>
      <PageHero title="Decide Together">
        <p>Choose a name with your partner from one link: no app, no account.</p>
      </PageHero>
      <Section>
        <div className="mx-auto grid max-w-2xl gap-6 text-slate-800 dark:text-slate-200">
          <ol className="list-decimal space-y-2 pl-6">
            <li>Start a room, from the names you saved or from scratch.</li>
            <li>Send the invite link to the person you are choosing with (up to six of you in all).</li>
            <li>Each of you rates names in private: love, like or no.</li>
            <li>Names you all like show up as matches, live, with your surname beside them.</li>
          </ol>
          <p>
            A “no” from anyone keeps a name out of the matches, and nobody learns who said it. The room lives on this
            site for 13 months after it was last used, then it is deleted.
          </p>
          <div className="flex flex-wrap gap-3">
            <StartRoomButton fromFavorites label="Start from my favorites" />
            <StartRoomButton fromFavorites={false} variant="outline" label="Start with an empty list" />
          </div>
        </div>
      </Section>
    </>
  );
}
