// Landing page /baby-names/boys/french. American English.
// Figures: INSEE, Fichier des prénoms, births 1900–2020 (../shared/data/births/france.csv.gz). Each
// accented spelling is its own name (Léo ≠ Leo). Ranks use the shell function `rank` defined in
// ../baby-names-2025.ts; INSEE notes that coverage before 1946 is incomplete.
import type { LandingContent } from "../types";

export const frenchBoys: LandingContent = {
  key: "french-boys",
  path: "/baby-names/boys/french",
  heroTitle: "French Boy Names",
  subtitle:
    "Léo, Gabriel, Jules and Louis: boys' names from France, with what they mean, how to say them and how French naming has changed over a century.",
  badges: ["INSEE Statistics", "Meanings Explained", "Pronunciation Guide"],
  infoCards: [
    {
      // rank france M 2020 Léo Gabriel
      title: "Léo led in 2020",
      description:
        "In INSEE's latest figures, 4,496 boys born in France in 2020 were named Léo, just ahead of Gabriel with 4,415.",
    },
    {
      title: "Free choice since 1993",
      description:
        "Since a 1993 law, French parents may choose any first name, and only a judge can remove one that harms the child's interest.",
    },
    {
      title: "Stress on the last syllable",
      description:
        "French names are stressed at the end, and many final consonants are silent, so Louis sounds like loo-EE.",
    },
  ],
  collectionHeading: "French boy names to explore",
  article: {
    sections: [
      {
        heading: "A century of French boys' names",
        paragraphs: [
          // rank france M 1950 Jean; zcat /work/shared/data/births/france.csv.gz | awk -F, '$2=="M"&&$1!=y{y=$1; print y, $3}' | awk '{print $2}' | uniq -c
          "For more than half of the twentieth century, one name towered over the rest. According to INSEE, the French national statistics office, Jean was the most common name for boys in every year from 1900 to 1957 (records before 1946 are incomplete), and in 1950 alone 38,353 boys received it. Philippe took over at the end of the 1950s, followed by a quick succession of favorites: Christophe, Stéphane, Sébastien, Nicolas and Julien.",
          // rank france M 1989 Kevin; rank france M 1994 Kevin
          "The late 1980s brought a surprise. Kevin, an Irish name, was the most common boys' name in France every year from 1989 to 1994, with 11,353 births in 1989. Since then the top spot has moved between Thomas, Lucas, Enzo, Nathan and Gabriel, and in 2020, the latest year in our data, Léo came first.",
          // rank france M 1960 Jean; rank france M 2020 Jean
          "Jean itself is now a quiet choice: 621 boys were given it in 2020, which placed it #112. Many French men of older generations carry it inside a compound name, such as Jean-Pierre or Jean-Claude, a habit that has almost vanished.",
        ],
      },
      {
        heading: "From calendars to free choice: French naming law",
        paragraphs: [
          "For nearly two centuries, French parents could not name a child just anything. A law of 1803, passed in the revolutionary year XI, limited first names to those found in the various calendars of saints and to well-known figures of ancient history. Registrars applied it strictly, and names from regional languages such as Breton were sometimes refused. Official instructions in the 1960s relaxed the practice, allowing, for example, regional names, some foreign names and names from mythology.",
          "The real change came with the law of 8 January 1993. Since then, parents choose the first names freely, and the registrar records them. If a registrar thinks a name goes against the child's interest, he or she informs the public prosecutor, who can ask a family court judge to have it removed; if the parents do not choose another, the judge picks one. The same procedure protects families whose surname might be used as a first name. Such cases are rare and tend to make the news when they happen.",
          // zcat /work/shared/data/births/france.csv.gz | awk -F, 'NR>1{n[$1]++} END{print n[1992], n[2020]}'
          "Variety has grown enormously, though it was rising well before 1993. INSEE's file lists 7,402 different names, counted separately for girls and boys, given to at least three babies in 1992, and 13,078 in 2020.",
        ],
      },
      {
        heading: "The end of the compound name",
        paragraphs: [
          // zcat /work/shared/data/births/france.csv.gz | awk -F, '($1==1960||$1==2020)&&$2=="M"{t[$1]+=$4; if($3~/-/)h[$1]+=$4} END{for(y in t) print y, h[y], t[y], 100*h[y]/t[y]}'
          "Hyphenated first names like Jean-Pierre, Jean-Luc and Pierre-Yves were once a French signature. In 1960, 10.0% of boys in INSEE's records were given a hyphenated first name; by 2020 the share had fallen to 0.3%. Parents who want to honor two people now usually give a second and third first name instead, which appear on official documents but are rarely used day to day.",
        ],
      },
      {
        heading: "Today's favorites",
        paragraphs: [
          // zcat /work/shared/data/births/france.csv.gz | awk -F, '$1==2020&&$2=="M"{print ++i, $3, $4} i==10{exit}'
          "The ten most common names for boys born in France in 2020 were Léo, Gabriel, Raphaël, Arthur, Louis, Jules, Adam, Maël, Lucas and Hugo. The list mixes biblical names (Gabriel, Raphaël, Adam), names with medieval roots (Louis, Arthur, Hugo), Latin-derived names (Jules, Lucas) and a Breton name: Maël, after a Breton saint.",
          // rank france M 2000 Maël; rank france M 2020 Maël
          "Maël's rise is one of the most striking in the data. It was given to only 6 boys in 2000 and to 3,292 in 2020, when it ranked #8. The spelling with the tréma, the two dots over the e, is the one parents chose; INSEE counts other spellings separately.",
          // rank france M 2000 Jules Marius Augustin; rank france M 2020 Jules Marius Augustin
          "Old-fashioned names have also come back. Jules, which ranked #46 in 2000, was #6 in 2020, while Marius went from 565 births in 2000 to 1,843 in 2020 (#27) and Augustin from 522 to 1,379 (#46).",
        ],
      },
      {
        heading: "Saints' days and family customs",
        paragraphs: [
          "Most French calendars print a saint's name for each day of the year, and many people still wish each other a happy name day, bonne fête, on the day of the saint whose name they share. Saint Louis falls on 25 August, for example, and Saint Jules on 12 April. The custom is warm rather than religious for most families, and it is one reason traditional saints' names feel familiar even to parents who do not practice a faith.",
          "Families also pass names down, most often as second or third given names. A boy called Arthur in daily life may carry his grandfathers' names, such as Arthur Jean Michel, on his birth certificate.",
        ],
      },
      {
        heading: "Pronunciation tips",
        paragraphs: [
          "French puts a light stress on the last syllable of a name, so Gabriel is ga-bree-EL, not GAY-bree-el. Many final consonants are silent: Louis is loo-EE, Arnaud is ar-NOH and Thomas is toh-MAH. The letter J and a G before e or i are said like the 's' in 'measure', which makes Jules sound like zhool and Jean like zhahn, with a nasal vowel.",
          "Accents change the sound. An é is a clear 'ay', as in Léo, lay-OH. The tréma shows that two vowels are said separately: Raphaël is ra-fa-EL and Maël is ma-EL. The letter H is silent, so Hugo is ü-GOH, with the French ü said like 'ee' with rounded lips. Finally, ch is said like the English 'sh', so Charles is sharl.",
        ],
      },
    ],
  },
  sources: ["Source : Insee, Fichier des prénoms (édition 2021, naissances 1900–2020)"],
};
