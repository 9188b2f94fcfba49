import { Volume2 } from "lucide-react";
import { useEffect, useState } from "react";
import { LANGUAGE_CODES } from "../../../core/language-codes";
import { capitalize } from "../../lib/format";

/** Voices that read a language well enough when the browser reports a near code (Norwegian: nb/no/nn). */
const ALIASES: Record<string, string[]> = { nb: ["nb", "no", "nn"], fil: ["fil", "tl"], he: ["he", "iw"] };

function matches(voice: SpeechSynthesisVoice, code: string): boolean {
  const lang = voice.lang.toLowerCase().replace("_", "-");
  return (ALIASES[code] ?? [code]).some((c) => lang === c || lang.startsWith(`${c}-`));
}

type State =
  | { kind: "server" }
  | { kind: "unsupported" }
  | { kind: "loading" }
  | { kind: "none"; language: string }
  | { kind: "ready"; voice: SpeechSynthesisVoice; language: string };

/** The name's languages in order (primary first), each with the browser voice that can read it, if any. */
function pickVoice(voices: SpeechSynthesisVoice[], languages: string[]): State {
  for (const language of languages) {
    const code = LANGUAGE_CODES[language];
    if (!code) continue;
    const candidates = voices.filter((v) => matches(v, code));
    const voice = candidates.find((v) => v.localService) ?? candidates[0];
    if (voice) return { kind: "ready", voice, language };
  }
  return { kind: "none", language: languages[0] ?? "" };
}

/**
 * Reads the name aloud with the browser's speech synthesis, in a voice of the name's language. Nothing
 * is rendered on the server; in the browser it appears once the voices are known, or explains why not.
 */
export function ListenButton({ name, languages }: { name: string; languages: string[] }) {
  const [state, setState] = useState<State>({ kind: "server" });
  const [speaking, setSpeaking] = useState(false);
  const languageKey = languages.join("|");

  useEffect(() => {
    const wanted = languageKey.split("|").filter(Boolean);
    const synth = typeof window !== "undefined" ? window.speechSynthesis : undefined;
    if (!synth || typeof window.SpeechSynthesisUtterance !== "function") {
      setState({ kind: "unsupported" });
      return;
    }
    const update = () => {
      const voices = synth.getVoices();
      if (voices.length > 0) setState(pickVoice(voices, wanted));
    };
    setState({ kind: "loading" });
    update();
    // Voices load asynchronously in some browsers; if none ever arrive, say so.
    const giveUp = setTimeout(() => setState((s) => (s.kind === "loading" ? pickVoice([], wanted) : s)), 3000);
    synth.addEventListener("voiceschanged", update);
    return () => {
      clearTimeout(giveUp);
      synth.removeEventListener("voiceschanged", update);
      synth.cancel();
    };
  }, [languageKey]);

  if (state.kind === "server" || state.kind === "loading") return null;
  if (state.kind === "unsupported" || state.kind === "none") {
    const why =
      state.kind === "unsupported"
        ? "Listening is not available: this browser cannot read text aloud."
        : state.language
          ? `Listening is not available: this browser has no ${capitalize(state.language)} voice.`
          : "Listening is not available: we do not know which language this name is read in.";
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="listen-unavailable">
        {why}
      </p>
    );
  }

  const listen = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(name);
    utterance.voice = state.voice;
    utterance.lang = state.voice.lang;
    utterance.rate = 0.85;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  };

  return (
    <button
      type="button"
      onClick={listen}
      data-testid="listen"
      className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50 dark:hover:bg-slate-800"
    >
      <Volume2 className="size-4" aria-hidden="true" />
      {speaking ? `Speaking ${name}…` : `Listen to ${name}`}
      <span className="text-xs font-normal text-slate-600 dark:text-slate-300">
        ({capitalize(state.language)} voice)
      </span>
    </button>
  );
}
