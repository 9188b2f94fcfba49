// Landing page /names-by-origin/latin/boys. American English.
// Figures: SSA (USA, 2024), ONS (England and Wales, 2024) and INSEE (France, 2020). Ranks use the shell
// function `rank` defined in ../baby-names-2025.ts. Etymologies that are disputed are said to be so.
import type { LandingContent } from "../types";

export const latinBoys: LandingContent = {
  key: "latin-boys",
  path: "/names-by-origin/latin/boys",
  heroTitle: "Latin Boy Names",
  subtitle:
    "Felix, Julian, Roman and Vincent: boys' names with roots in the language of ancient Rome, carried across Europe by emperors, saints and scholars.",
  badges: ["Ancient Roots", "Saints & Emperors", "Meanings Explained"],
  infoCards: [
    {
      title: "Roman family names",
      description:
        "Julian, Marius and Aurelius come from the family names of Roman clans, passed down for more than two thousand years.",
    },
    {
      title: "Spread by the saints",
      description:
        "Vincent, Benedict, Dominic and Sebastian spread across Europe as the names of saints in the Church calendar.",
    },
    {
      // rank usa M 2024 Sebastian Julian Roman
      title: "Still in the top ranks",
      description:
        "In the USA in 2024, Sebastian ranked #14, Julian #30 and Roman #52, according to the Social Security Administration.",
    },
  ],
  collectionHeading: "Latin boy names to explore",
  article: {
    sections: [
      {
        heading: "How the Romans named their sons",
        paragraphs: [
          "A Roman citizen of the late Republic usually had three names. The praenomen was the personal name, the nomen was the name of his clan, and the cognomen, added later in Roman history, marked a branch of the family or a personal trait. Gaius Julius Caesar was Gaius of the Julian clan, of the Caesar branch.",
          "Surprisingly, Romans used very few personal names. Fewer than twenty praenomina were in regular use, among them Gaius, Lucius, Marcus, Publius, Quintus and Titus, and within a family the same one was often handed down from father to son. Several were simply numbers: Quintus means fifth, Sextus sixth and Decimus tenth. Because personal names were so limited, the clan names and nicknames did much of the work, and many of the Latin names parents choose today began as one of those.",
        ],
      },
      {
        heading: "From clan names to first names",
        paragraphs: [
          "Julian comes from Julianus, a name formed from the clan name Julius. The origin of Julius itself is uncertain; an ancient tradition connected it with Iulus, the son of Aeneas, but that is legend, not etymology. Marius, Aurelius, Claudius and Octavius were also clan names. Aurelius is usually linked to aurum, gold, although some scholars prefer an older word for the sun, and Octavius goes back to octavus, eighth.",
          "Other names began as cognomina, the nicknames that distinguished one branch or one man. Felix means lucky or fortunate, and was adopted by the dictator Sulla. Magnus, great, was the cognomen of Pompey. Augustus, meaning venerable or majestic, was a title granted to Octavian in 27 BC, and in its shorter form August has become a first name in many languages.",
        ],
      },
      {
        heading: "Saints and the calendar",
        paragraphs: [
          "Most Latin boys' names survived the fall of Rome because they belonged to saints. The Church calendar gives each of them a feast day, and in Catholic and Orthodox countries children were long named after the saint of their birthday or baptism. Vincent, from vincens, conquering, recalls Vincent of Saragossa, a deacon martyred in the early fourth century and honored on 22 January. Sebastian, whose name means a man from Sebaste, a town whose name comes from the Greek for venerable, is remembered on 20 January. Laurence, from Laurentius, a man from Laurentum, has his feast on 10 August.",
          "Later saints carried Latin names too. Benedict, from benedictus, blessed, was the sixth-century founder of monasteries at Subiaco and Monte Cassino, and his feast falls on 11 July. Dominic, from dominicus, of the Lord, founded the Dominican order in the thirteenth century. Martin, linked to Mars, the Roman god of war, became one of the most popular names in medieval Europe through Martin of Tours, whose feast, Martinmas, is on 11 November.",
        ],
      },
      {
        heading: "Latin names parents choose today",
        paragraphs: [
          // rank usa M 2019 Roman August Felix; rank usa M 2024 Roman August Felix Dominic Vincent
          "Many Latin names are now among the most given names in the English-speaking world. In the USA, the Social Security Administration recorded Roman climbing from #72 in 2019 to #52 in 2024, August from #167 to #88, and Felix from #222 to #177. Dominic (#107) and Vincent (#111) remain steady choices.",
          // rank england-wales M 2024 Roman Max Sebastian Felix Rex
          "In England and Wales, according to the Office for National Statistics, Roman was #32 in 2024, Max #44, Sebastian #45 and Felix #62. Max is usually a short form of Maximilian or Maxwell, but it echoes Maximus, greatest, and Rex, Latin for king, was #216.",
          // rank france M 2020 Jules Marius Victor Martin Valentin Augustin Clément
          "France, where Latin names passed through French, shows the same taste in a different form. In INSEE's 2020 figures, Jules, the French Julius, was #6, Marius #27, Victor #28, Martin #30, Valentin #38, Augustin #46 and Clément #54.",
        ],
      },
      {
        heading: "Names with a Latin form but a different root",
        paragraphs: [
          // rank usa M 2024 Lucas Leo; rank england-wales M 2024 Luca
          "Some names look Latin because they passed through Latin, even though they began elsewhere. Lucas, #9 in the USA in 2024, is the Latin form of the Greek Loukas, the gospel writer Luke; it probably meant a man from Lucania in southern Italy, but that is not certain. Its Italian form, Luca, was #7 in England and Wales in 2024. Leo, #24 in the USA, is Latin for lion, a word the Romans borrowed from Greek. We label such names by their earliest known root, and say so when scholars disagree.",
        ],
      },
      {
        heading: "Pronouncing Latin names",
        paragraphs: [
          "There is no single right way to say a Latin name, because each language adapted them. Classical Latin had a hard C and G, so Romans said Caesar with a K sound; Church Latin and Italian soften them before e and i. In English, Julian is JOO-lee-un, Felix is FEE-liks and Atticus is AT-i-kus. In French, Jules is said zhool, and in Spanish, Julián is hoo-lee-AHN.",
          "When you choose a Latin name, think about which version you want to use every day. Maximilian and Sebastian are long and formal, with friendly short forms, Max and Seb, built in. Names like Felix, Rex and Leo are short already and travel easily between languages.",
        ],
      },
    ],
  },
  sources: [
    "Source: U.S. Social Security Administration, baby names from Social Security card applications",
    "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
    "Source : Insee, Fichier des prénoms (édition 2021, naissances 1900–2020)",
  ],
};
