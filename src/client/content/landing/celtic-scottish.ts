// Landing page /names-by-origin/celtic/scottish. British English.
// Figures: National Records of Scotland (NRS), babies' first names 1974–2020
// (../shared/data/births/scotland.csv.gz). NRS lists every name, even those given once, and records no
// accents. Ranks use the shell function `rank` defined in ../baby-names-2025.ts. Disputed etymologies
// are said to be so.
import type { LandingContent } from "../types";

export const celticScottish: LandingContent = {
  key: "celtic-scottish",
  path: "/names-by-origin/celtic/scottish",
  heroTitle: "Celtic Scottish Names",
  subtitle:
    "Isla, Eilidh, Hamish and Ruairidh: names from Scottish Gaelic, the islands and the clans, with how to say them and how Scotland names its children today.",
  badges: ["Scottish Gaelic", "Pronunciation Guide", "NRS Statistics"],
  infoCards: [
    {
      // rank scotland F 1980 Isla; rank scotland F 2020 Isla
      title: "Isla at number one",
      description:
        "Isla was the most common girls' name in Scotland in 2020, up from #175 in 1980, according to National Records of Scotland.",
    },
    {
      title: "Names from the map",
      description:
        "Harris, Lewis, Iona, Skye and Arran are islands before they are names, and several are now popular first names.",
    },
    {
      title: "Gaelic sounds",
      description: "In Gaelic, mh and bh are usually said like v, so Mhairi begins with a v sound: VAH-ree.",
    },
  ],
  collectionHeading: "Celtic Scottish names to explore",
  article: {
    sections: [
      {
        heading: "Gaelic names and their English forms",
        paragraphs: [
          "Scottish Gaelic, a close relative of Irish, was once spoken across most of Scotland and is still spoken today, above all in the Western Isles. Many names familiar in English are anglicised forms of Gaelic ones. Hamish comes from Sheumais, the form of Seumas, James, used when addressing someone. Mhairi, said VAH-ree, is the same kind of form of Màiri, Mary. Alasdair is the Gaelic Alexander, Catrìona the Gaelic Catherine, and Iseabail gave English the name Ishbel.",
          "Other names are native to Gaelic. Ruairidh, anglicised as Rory, is usually explained as red king. Calum is the Gaelic form of Columba, the Latin name of the Irish monk Colm Cille, who founded the monastery on Iona in 563. Fionnlagh, in English Finlay, joins fionn, fair, with a word for warrior, and Murchadh, in English Murdo, is usually explained as sea warrior. Some popular names have origins that are not settled: Angus, from Aonghas, is often glossed as one choice or one strength, and Euan or Ewan, from Eòghann, has been linked both to a word for yew and to the Greek Eugene.",
        ],
      },
      {
        heading: "Islands, places and clans",
        paragraphs: [
          // rank scotland M 1980 Harris; rank scotland M 2020 Harris Lewis Arran
          "A distinctive Scottish habit is naming children after places. In 1980 no boy in Scotland was registered as Harris, yet in 2020 it was the sixth most common boys' name, with 268 births. Lewis, which shares an island with Harris and is also a surname, was #15, and Arran #52.",
          // rank scotland F 2020 Iona Skye Ailsa
          "Girls' names follow the same path. Iona, after the island of St Columba, was #63 in 2020; Skye, after the largest island of the Inner Hebrides, was #55; and Ailsa, after the rocky island of Ailsa Craig in the Firth of Clyde, was given to 23 girls. The most famous example may be Isla. It is usually linked to Islay, in Gaelic Ìle, or to the River Isla, but its origin is not certain.",
          // rank scotland M 2020 Fraser Murray Cameron Innes
          "Clan and family surnames are another rich source. Fraser, Murray, Cameron and Innes began as clan or family surnames before they became first names; in 2020 each was given to between 70 and 104 Scottish boys.",
        ],
      },
      {
        heading: "What the Scottish figures show",
        paragraphs: [
          // rank scotland M 1980 David; zcat /work/shared/data/births/scotland.csv.gz | awk -F, '$2=="M"&&$1!=y{y=$1; print y, $3}'
          "National Records of Scotland publishes the first name of every baby registered, even names given only once. The figures in our data run from 1974 to 2020. David was the most common boys' name every year from 1974 to 1992, with 1,988 births in 1980. Jack has led every year since 2008, and in 2020 it was followed by Noah and James.",
          // rank scotland F 1980 Isla; rank scotland F 2020 Isla Olivia Emily
          "For girls, Olivia led from 2016 to 2019, and in 2020 Isla took first place with 347 births, ahead of Olivia and Emily. In 1980 Isla had ranked only #175, with 28 births.",
          // zcat /work/shared/data/births/scotland.csv.gz | awk -F, '($1==1996||$1==2020)&&$2=="M"{n[$1]++; t[$1]+=$4; if(n[$1]<=10) top[$1]+=$4} END{for(y in t) print y, top[y], t[y], 100*top[y]/t[y]}'
          "As elsewhere, the range of names has widened. In 1996, the ten most common boys' names were given to 22.8% of Scottish boys; in 2020 the top ten accounted for 11.5%.",
        ],
      },
      {
        heading: "Gaelic favourites, then and now",
        paragraphs: [
          // rank scotland F 1980 Kirsty Mhairi Catriona; rank scotland F 2020 Kirsty Mhairi Catriona Eilidh
          "Some Gaelic and Scots names have become rare. In 1980, 390 girls were named Kirsty, a Scots pet form of Christine, 96 Catriona and 94 Mhairi; in 2020 the figures were 6, 5 and 7. Eilidh, usually treated as a Gaelic form of Helen and said AY-lee, has held up better: it was #24 in 2020, with 141 births.",
          // rank scotland M 2020 Rory Ruaridh Ruairidh Ruairi Ruaraidh Hamish Innes
          "Boys' names with a Gaelic or Highland flavour are doing well. Rory was #7 in 2020 with 258 births, and the Gaelic spellings Ruaridh (77), Ruairidh (63), Ruairi (27) and Ruaraidh (10) were counted separately on top of that. Hamish was #61 and Innes #83.",
          "NRS records names without accents, so Màiri and Catrìona appear as Mairi and Catriona in the statistics, whatever the parents wrote.",
        ],
      },
      {
        heading: "How to say Scottish Gaelic names",
        paragraphs: [
          "As in Irish, an h after a consonant changes its sound. Mh and bh are usually a v, so Mhairi is VAH-ree; sh and th are said like an English h, which is why Sheumais became Hamish. Dh and gh are often silent or soft inside a name: Eilidh is AY-lee and Ruairidh is ROO-ar-ee.",
          "Vowels next to a consonant decide whether it is broad or slender. An s beside e or i is said sh, so Seonaid, the Gaelic Janet, begins with a sh sound, and Sìne, the Gaelic Jane, is SHEE-nuh, the origin of the name Sheena. Catrìona is said ka-TREE-uh-nuh, and Alasdair is AL-us-ter.",
        ],
      },
      {
        heading: "Registering a name in Scotland",
        paragraphs: [
          "In Scotland, births must be registered within 21 days, a shorter time than in England and Wales. Parents are free to choose Gaelic, Scots or English names, and many give a Gaelic middle name to honour family or heritage while using a more widely known first name every day. If you choose a Gaelic spelling, expect to explain it now and then, and enjoy the chance to share its story.",
        ],
      },
    ],
  },
  sources: [
    "Contains public sector information licensed under the Open Government Licence v3.0. Source: National Records of Scotland",
  ],
};
