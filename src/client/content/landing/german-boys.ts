// Landing page /baby-names/boys/german. American English.
// Germany's figures in our data are Berlin's (2017–2023) and Cologne's (2017–2020) lists of every first
// name given (../shared/data/births/berlin.csv.gz, cologne.csv.gz): the figures quoted are theirs, said to
// be theirs. The 2022 national list quoted below is the "DE" list of
// ../shared/data/knowledge/popular-by-country.csv.gz (compiled from Wikipedia), and it is presented as a
// commonly reported list, not an official ranking.
// Figures for other countries use the shell function `rank` defined in ../baby-names-2025.ts.
import type { LandingContent } from "../types";

export const germanBoys: LandingContent = {
  key: "german-boys",
  path: "/baby-names/boys/german",
  heroTitle: "German Boy Names",
  subtitle:
    "From Friedrich and Ludwig to Emil and Theo: boys' names from the German-speaking world, with their roots, their sounds and the customs behind them.",
  badges: ["Germanic Roots", "Meanings Explained", "Pronunciation Guide"],
  infoCards: [
    {
      title: "Built from old words",
      description:
        "Many traditional German names join two Old High German words, such as fridu (peace) and rīhhi (ruler) in Friedrich.",
    },
    {
      title: "Checked by the registry",
      description:
        "The registry office enters a first name only if it does not harm the child's welfare, and parents can go to court if it refuses.",
    },
    {
      title: "Easy to say, once you know",
      description:
        "In German a W sounds like an English V and a J like an English Y, so Jakob starts with a 'yah' sound.",
    },
  ],
  collectionHeading: "German boy names to explore",
  article: {
    sections: [
      {
        heading: "How old German names were built",
        paragraphs: [
          "Many of the names that sound most typically German are far older than the German language in its modern form. Early Germanic peoples usually named a child by joining two meaningful words, and speakers of Old High German kept the habit. Friedrich combines fridu, peace, with rīhhi, ruler or powerful. Wilhelm joins willo, will or desire, to helm, a helmet and by extension protection. Ludwig is made of hlūt, famous or loud, and wīg, battle. Konrad pairs kuoni, bold, with rāt, counsel, and Bernhard links bero, bear, to harti, hard or brave.",
          "These compounds were not meant to be read as a sentence. Families often reused elements from relatives' names, so the pieces were combined quite freely and the meaning of the whole was often loose. That is why a name like Gerhard, spear and hard, should be understood as two admired qualities rather than a single phrase.",
          "Some of the oldest names are a single element. Otto goes back to a word for wealth or prosperity, and Karl comes from a word for a free man. Both became royal names early on: Otto I was crowned emperor in 962, and Karl is the German form of the name of Charlemagne.",
        ],
      },
      {
        heading: "Saints, reformers and royal houses",
        paragraphs: [
          "With Christianity came names from the Bible and from the saints, and over the Middle Ages they gradually pushed the old compounds aside. Johannes became so widespread that its short forms, Hans and Johann, turned into names in their own right. Peter, Paul, Jakob, Matthias and Josef followed, and in Catholic regions such as Bavaria and Austria, saints' names like Franz, after Francis of Assisi, and Xaver, after Francis Xavier, were given often, sometimes together as Franz Xaver.",
          "Royal and noble families kept some of the Germanic names alive. Prussian kings and German emperors carried Friedrich and Wilhelm, and the kings of Bavaria included several called Ludwig and Maximilian. In the nineteenth century, Romantic interest in medieval legends such as the Nibelungenlied helped revive the names of their heroes, among them Siegfried and Gunther.",
          "In Catholic families the name day, the feast of the saint whose name a person carries, was traditionally celebrated, and in some regions it mattered as much as the birthday. The custom is less common today, but it explains why so many German boys once received one or more saints' names.",
        ],
      },
      {
        heading: "What the law says about first names",
        paragraphs: [
          "In Germany a birth is registered at the local registry office, the Standesamt. The birth has to be reported within a week, and if parents have not yet decided, the first name can follow within a month. There is no official list of permitted names. Instead, the registrar checks that the chosen name is recognizable as a name and does not harm the child's welfare, for example by exposing him to ridicule. Brand names, titles and ordinary words have been refused on that ground, and parents who disagree with a refusal can ask a court to decide.",
          "For many years, registry practice also required that a first name show whether the child is a boy or a girl, and a name that fits both had to be paired with one that does not. In 2008 the Federal Constitutional Court held that the law contains no such requirement, so a name given to both sexes may now stand on its own, as long as it does not harm the child's welfare. Long before that ruling, Maria was accepted as an additional name for boys, as in the poet Rainer Maria Rilke and the composer Carl Maria von Weber.",
          "Parents may give more than one first name. The law sets no fixed maximum, but registry offices and courts have refused very long strings of names as being against the child's interest. If a registrar is unsure whether an unusual name is acceptable, an expert opinion is often requested, for example from the Society for the German Language (Gesellschaft für deutsche Sprache), which advises on first names.",
        ],
      },
      {
        heading: "Names parents choose today",
        paragraphs: [
          "Germany does not publish one official national ranking of first names. The German figures on this site come from two cities that publish every first name given: Berlin (2017–2023) and Cologne (2017–2020). In Berlin in 2023, Adam (216 boys) narrowly led Noah (215), followed by Liam, Leon and Emil; in Cologne in 2020, Noah led with 105. Nationally, two lists are widely quoted each year: one from the Society for the German Language, based on registry office data, and one compiled by the name researcher Knud Bielefeld. A top-ten list for 2022 that is widely reproduced, including in Wikipedia's overview of popular names, put Noah first, followed by Matteo, Elias, Finn, Leon, Theo, Paul, Emil, Henry and Ben.",
          "That list shows two clear patterns. Short names of one or two syllables dominate, and many of them are international, used in much the same form across Europe. At the same time, names with a long German history, such as Paul and Emil, sit comfortably beside them, and older names such as Anton, Karl and Otto offer a traditional choice that is still short and easy to say.",
        ],
      },
      {
        heading: "German names beyond Germany",
        paragraphs: [
          // rank usa M 2019 Otto; rank usa M 2024 Otto; rank england-wales M 2019 Otto Felix; rank england-wales M 2024 Otto Felix
          "Some German favorites are rising elsewhere too. According to the U.S. Social Security Administration, Otto climbed from #429 in 2019 to #274 in 2024 among boys in the USA, and in England and Wales the Office for National Statistics recorded Otto moving from #237 to #113 over the same years. Felix, a Latin name long popular in Germany, rose in England and Wales from #88 in 2019 to #62 in 2024.",
          "If your family lives in more than one country, think about how a name will be written on forms that lack German letters. Umlauts are usually replaced by adding an e, so Jürgen becomes Juergen, and ß becomes ss. Names without special letters, like Max, Emil, Jonas or Leon, travel most easily.",
        ],
      },
      {
        heading: "Pronunciation tips",
        paragraphs: [
          "German spelling is fairly regular, which makes names easy to read once you know a few rules. W is said like an English V, so Wilhelm sounds like VIL-helm. J is said like an English Y: Jonas is YOH-nahs and Jakob is YAH-kop. At the start of a syllable, S before a vowel is voiced like a Z, so Sebastian begins with a z sound, and Z itself is said ts, as in Fritz.",
          "Vowel pairs follow simple patterns: ei sounds like the English word 'eye', so Heinrich is HINE-rikh, while ie is a long 'ee', as in Dieter. The ch after a, o or u is a soft rasp at the back of the mouth, as in the Scottish 'loch', and after e or i it is lighter, close to the sound at the start of 'huge'. A final e is always spoken, so Uwe has two syllables: OO-veh.",
          "Umlauts change the vowel: ü is an 'ee' said with rounded lips, and ö is an 'e' said with rounded lips. If you are unsure, our name pages give a simple respelling for each name.",
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
