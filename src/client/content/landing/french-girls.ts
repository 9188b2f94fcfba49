// Landing page /baby-names/girls/french. American English.
// Figures: INSEE, Fichier des prénoms, births 1900–2020 (../shared/data/births/france.csv.gz). Each
// accented spelling is its own name (Léa ≠ Lea). Ranks use the shell function `rank` defined in
// ../baby-names-2025.ts; INSEE notes that coverage before 1946 is incomplete.
import type { LandingContent } from "../types";

export const frenchGirls: LandingContent = {
  key: "french-girls",
  path: "/baby-names/girls/french",
  heroTitle: "French Girl Names",
  subtitle:
    "Jade, Louise, Alice and Rose: girls' names from France, with their meanings, their pronunciation and a century of changing fashions.",
  badges: ["INSEE Statistics", "Meanings Explained", "Pronunciation Guide"],
  infoCards: [
    {
      // rank france F 2020 Jade Louise
      title: "A three-birth margin",
      description:
        "In 2020 Jade was the most common girls' name in France with 3,814 births, only three more than Louise.",
    },
    {
      title: "Marie, then everyone else",
      description:
        "Marie was the leading girls' name in France in almost every year from 1900 to 1958, before tastes began to change quickly.",
    },
    {
      title: "Accents matter",
      description:
        "French spelling shows sound: the é in Chloé is said 'ay', and the two dots in Anaïs split the vowels.",
    },
  ],
  collectionHeading: "French girl names to explore",
  article: {
    sections: [
      {
        heading: "The long reign of Marie",
        paragraphs: [
          // rank france F 1950 Marie; rank france F 2020 Marie; the year-by-year #1: zcat /work/shared/data/births/france.csv.gz | awk -F, '$2=="F"&&$1!=y{y=$1; print y, $3}'
          "According to INSEE, the French national statistics office, Marie was the most common name for girls in every year from 1900 to 1954 and again from 1956 to 1958 (INSEE's records before 1946 are incomplete). In 1950, 28,093 girls were named Marie. The name was so usual that it was often combined with another: Marie-Christine, Marie-Claude, Anne-Marie and many others.",
          "By 2020, Marie on its own had fallen to #89, with 652 births. It remains very common as a second given name, where it honors a grandmother or the Virgin Mary without being used day to day.",
        ],
      },
      {
        heading: "Names that defined a generation",
        paragraphs: [
          // rank france F 1960 Sylvie Brigitte Martine; rank france F 2020 Sylvie Brigitte Martine
          "After Marie, French girls' names began to follow fashion, and each generation got its signature names. In 1960, Sylvie was the second most common name, given to 17,655 girls, and Brigitte (#5) and Martine (#6) were each given to more than 13,000. In 2020, those three names together were given to 23 girls.",
          "The leaders after that read like a map of the decades: Nathalie in the second half of the 1960s, Stéphanie and Céline from the mid-1970s, Aurélie in the 1980s, then Laura, Manon and, from 1997 to 2004, Léa. Emma led for most of the years from 2005 to 2019, with Jade and Louise each taking one year in between.",
        ],
      },
      {
        heading: "What the law allows",
        paragraphs: [
          "Until 1993, French naming was governed by a law of 1803 that restricted first names to those in the calendars of saints and to figures of ancient history. Registrars applied it with varying strictness, and in the 1960s official instructions widened the range to include regional, mythological and some foreign names.",
          "The law of 8 January 1993 gave parents free choice. A registrar who finds a name contrary to the child's interest cannot refuse it, but must tell the public prosecutor, who may bring the case before a family court judge. The judge can order the name removed from the register and, if the parents do not propose another, choose one. Accents are part of a name's spelling, and the civil register accepts those used in French, such as é, è, ê, ë, ï and ç.",
          // zcat /work/shared/data/births/france.csv.gz | awk -F, '($1==1960||$1==2020)&&$2=="F"{t[$1]+=$4; if($3~/-/)h[$1]+=$4} END{for(y in t) print y, h[y], t[y], 100*h[y]/t[y]}'
          "One striking change since then is the fading of the hyphenated first name. In 1960, 7.3% of girls in INSEE's records received one, such as Marie-Christine, the most common that year; in 2020 the share was 0.3%, and the most common, Lily-Rose, was given to 284 girls.",
        ],
      },
      {
        heading: "Today's favorites",
        paragraphs: [
          // zcat /work/shared/data/births/france.csv.gz | awk -F, '$1==2020&&$2=="F"{print ++i, $3, $4} i==10{exit}'
          "The ten most common names for girls born in France in 2020 were Jade, Louise, Emma, Alice, Ambre, Lina, Rose, Chloé, Mia and Léa. Short, soft names dominate: in French, all ten have one or two syllables, and several, like Jade, Ambre (amber) and Rose, are also ordinary French words.",
          // rank france F 1950 Rose; rank france F 2000 Rose; rank france F 2020 Rose; rank france F 2000 Léa; rank france F 2020 Léa
          "Rose shows how quickly a vintage name can return: it ranked #167 in 2000 and #7 in 2020. Léa shows the opposite path. It was given to 10,673 girls in 2000, more than any other name that year, and to 2,429 in 2020, when it ranked #10.",
          // rank france F 1960 Victoire Adèle Léonie; rank france F 2020 Victoire Adèle Léonie
          "Names that sound like they belong to great-grandmothers are also returning. Victoire, Adèle and Léonie were each given to fewer than 50 girls in 1960, and each to more than 1,500 in 2020.",
        ],
      },
      {
        heading: "Name days and the saints' calendar",
        paragraphs: [
          "Many French families still mark a child's fête, the day of the saint who shares her name, with a card or a small treat. Most French wall calendars list a saint for each day: Saint Louise on 15 March, Saint Alice on 16 December, Saint Rose on 23 August. Parents sometimes check the calendar when choosing a name, and modern names without a saint are often matched with the saint of a related name.",
        ],
      },
      {
        heading: "Pronunciation tips",
        paragraphs: [
          "French stresses the last syllable, lightly, and lets many final letters go silent. Louise is loo-EEZ, Camille is ka-MEE-y, with the double l sounding like a soft 'y', and Margaux is mar-GOH. The é is a clear 'ay', so Chloé is kloh-AY and Léa is lay-AH. Ch is said 'sh', so Charlotte is shar-LOT.",
          "The tréma, two dots over a vowel, tells you to say it separately from the one before it: Anaïs is a-na-EES, Zoé is zoh-AY, and Maëlys is ma-ay-LEES. Nasal vowels, written with an n or m after the vowel, are said through the nose without fully pronouncing the consonant; that is the sound at the end of Manon. The letter J is said like the 's' in 'measure', so Juliette is zhoo-lee-ET.",
        ],
      },
    ],
  },
  sources: ["Source : Insee, Fichier des prénoms (édition 2021, naissances 1900–2020)"],
};
