// Landing page /baby-names/girls/german. American English.
// Germany's figures in our data are Berlin's (2017–2023) and Cologne's (2017–2020) lists of every first
// name given (../shared/data/births/berlin.csv.gz, cologne.csv.gz): the figures quoted are theirs, said to
// be theirs. The 2022 national list quoted below is the "DE" list of
// ../shared/data/knowledge/popular-by-country.csv.gz (compiled from Wikipedia), and it is presented as a
// commonly reported list, not an official ranking.
// Figures for other countries use the shell function `rank` defined in ../baby-names-2025.ts.
import type { LandingContent } from "../types";

export const germanGirls: LandingContent = {
  key: "german-girls",
  path: "/baby-names/girls/german",
  heroTitle: "German Girl Names",
  subtitle:
    "Timeless names like Mathilda, Johanna and Clara, and modern favorites like Emilia and Leni: girls' names from the German-speaking world and the stories behind them.",
  badges: ["Classic & Modern", "Meanings Explained", "Pronunciation Guide"],
  infoCards: [
    {
      title: "Names with a long memory",
      description:
        "Mathilde, Gertrud and Adelheid go back more than a thousand years to Old High German words for might, strength and nobility.",
    },
    {
      title: "Short forms everywhere",
      description:
        "German turns long names into affectionate short ones, such as Lotte from Charlotte and Lena from Helena or Magdalena.",
    },
    {
      title: "A registry decides",
      description:
        "Every first name is entered by the registry office, which may refuse one that would harm the child's welfare.",
    },
  ],
  collectionHeading: "German girl names to explore",
  article: {
    sections: [
      {
        heading: "Old names from Germanic words",
        paragraphs: [
          "The oldest German girls' names were built the same way as boys' names: two words, each naming a quality people admired, joined into one. Mathilde combines maht, might, with hiltja, battle, and entered English through William the Conqueror's queen as Matilda. Gertrud pairs gēr, spear, with trūt, strength. Hedwig is made of two words for battle, hadu and wīg, and Adelheid joins adal, noble, to heit, kind or nature; the English form is Adelaide.",
          "Such warlike meanings can seem surprising for a girl, but the elements were chosen for their prestige, not read literally. By the time these names were common, few people thought of their parts at all. Other old names are gentler: Frieda comes from fridu, peace, and Irmgard and Emma are linked to ermen or irmin, a word for whole or great.",
        ],
      },
      {
        heading: "Saints, queens and the name Maria",
        paragraphs: [
          "From the Middle Ages onward, most German girls were named after saints. Maria was by far the most important, often combined with another name, and Anna, the name tradition gives to Mary's mother, was nearly as widespread. Katharina, Margarete, Barbara and Elisabeth were common too; Elisabeth of Thuringia, a Hungarian princess who died in 1231 after a life of caring for the sick, made her name especially popular in German lands.",
          "Royal women left their mark as well. Queen Luise of Prussia, admired for her stand against Napoleon, gave her name a lasting appeal in the nineteenth century. Double names joined with a hyphen, such as Anna-Lena or Marie-Luise, became a German specialty, and they are still given today; many registry offices treat a hyphenated pair as a single first name.",
        ],
      },
      {
        heading: "Naming rules in Germany",
        paragraphs: [
          "Parents report a birth to the registry office, the Standesamt, within a week, and they have up to a month to give the first name if they need more time. The registrar enters any name that is recognizable as a first name and does not harm the child's welfare. Names that would expose a child to mockery, and ordinary words or brand names, can be refused, and parents can take a refusal to court.",
          "Until 2008, registry practice expected a first name to show the child's sex. That year the Federal Constitutional Court ruled that German law contains no such rule, so a name used for both girls and boys can now be given alone. Parents may choose several first names, but very long lists have been rejected as against the child's interest, and spellings must use the Latin alphabet, including the German letters ä, ö, ü and ß.",
        ],
      },
      {
        heading: "What parents choose today",
        paragraphs: [
          "Germany has no single official ranking of first names. The German figures on this site come from two cities that publish every first name given: Berlin (2017–2023) and Cologne (2017–2020). Emilia led both, with 177 girls in Berlin in 2023, ahead of Charlotte and Mila, and 120 in Cologne in 2020. Nationally, the lists most often quoted come from the Society for the German Language (Gesellschaft für deutsche Sprache), which works from registry office data, and from the name researcher Knud Bielefeld. A top-ten list for 2022 that is widely reproduced, including in Wikipedia's overview of popular names, put Emilia first, followed by Mia, Sophia, Emma, Hannah, Lina, Mila, Ella, Leni and Clara.",
          "Most of those names end in a vowel and have two or three syllables, which fits a wider European taste. Several also have deep roots in German history: Emma was already a queen's name in the ninth century, and Clara was borne by the pianist and composer Clara Schumann, born in 1819. Leni, a short form of Helene or Magdalena, shows how readily a pet name becomes a full name.",
        ],
      },
      {
        heading: "Pet names and short forms",
        paragraphs: [
          "German has a rich stock of short forms, and many of them are now given on their own. Lotte comes from Charlotte, Lene and Lena from Helene or Magdalena, Liese and Liesel from Elisabeth, Grete and Gretel from Margarete, Käthe from Katharina, and Hanne from Johanna. The endings -chen and -el make a name smaller and more tender, so Gretel is literally 'little Grete'.",
          "If you like a long, formal name but expect to use a short one every day, German gives you plenty of options. Johanna can be Hanna or Hanne, Mathilda can be Tilda or Tilli, and Friederike has long been shortened to Rike.",
        ],
      },
      {
        heading: "German girls' names in other countries",
        paragraphs: [
          // rank usa F 2024 Emilia Heidi; rank england-wales F 2024 Emilia Heidi; rank england-wales F 2019 Leni; rank england-wales F 2024 Leni
          "Several of these names are popular well beyond German-speaking countries, though not always because of their German use. In the USA, Emilia ranked #43 among girls in 2024 (Social Security Administration); in England and Wales it was #45, and Heidi, a short form of Adelheid made famous by Johanna Spyri's 1880 novel, was #107 (Office for National Statistics). Leni is much rarer in England and Wales but rising fast, from #1,703 in 2019 to #478 in 2024.",
        ],
      },
      {
        heading: "Pronunciation tips",
        paragraphs: [
          "A few rules cover most German girls' names. J is said like an English Y, so Johanna is yo-HAH-nah and Jana is YAH-nah. S at the start of a syllable before a vowel is a soft z, which makes Sophie zo-FEE and Susanne zoo-ZAH-neh. Z is ts, as in Franziska, and the ch in names like Michaela is the light sound heard at the start of the English word 'huge'.",
          "The pair ei is said like 'eye', so Heike is HY-keh, and ie is a long 'ee', as in Frieda, FREE-dah. A final e is always spoken, which gives Ute two syllables, OO-teh. The umlaut ü is an 'ee' with rounded lips, and ö an 'e' with rounded lips; where the letters are missing, they are written ue and oe.",
        ],
      },
    ],
  },
  sources: [
    "Berliner Landesamt für Bürger- und Ordnungsangelegenheiten (LABO) / BerlinOnline Stadtportal GmbH & Co. KG, https://github.com/berlinonline/haeufige-vornamen-berlin",
    "Datenquelle: Stadt Köln, Vornamen, offenedaten-koeln.de",
    "Source: U.S. Social Security Administration, baby names from Social Security card applications",
    "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
    "Popular given names by country: sigpwned/popular-names-by-country-dataset (CC0), compiled from Wikipedia",
  ],
};
