// Landing page /baby-names/girls/british. British English.
// Figures: ONS, England and Wales 1996–2024 (../shared/data/births/england-wales.csv.gz); NRS Scotland and
// NISRA Northern Ireland to 2020. Ranks use the shell function `rank` defined in ../baby-names-2025.ts
// (tied names share a rank, as in ONS tables). Each spelling is counted separately.
import type { LandingContent } from "../types";

export const britishGirls: LandingContent = {
  key: "british-girls",
  path: "/baby-names/girls/british",
  heroTitle: "British Girl Names",
  subtitle:
    "Olivia, Amelia, Isla and Ivy: girls' names from England, Wales, Scotland and Northern Ireland, with the official figures behind them.",
  badges: ["ONS Statistics", "Classic & Modern", "Meanings Explained"],
  infoCards: [
    {
      // rank england-wales F 2024 Olivia Amelia Lily
      title: "Olivia leads again",
      description: "Olivia was the most common girls' name in England and Wales in 2024, ahead of Amelia and Lily.",
    },
    {
      // rank england-wales F 2019 Ivy Florence; rank england-wales F 2024 Ivy Florence
      title: "Flowers and grandmothers",
      description: "Ivy rose from #12 to #5 and Florence from #15 to #6 between 2019 and 2024, according to the ONS.",
    },
    {
      title: "Choose freely",
      description:
        "The UK has no list of approved names, and in England and Wales a first name can be added or changed within a year of registration.",
    },
  ],
  collectionHeading: "British girl names to explore",
  article: {
    sections: [
      {
        heading: "Reading the British figures",
        paragraphs: [
          "Each part of the United Kingdom publishes its own baby-name statistics. The Office for National Statistics (ONS) covers England and Wales, where most UK babies are born; National Records of Scotland and the Northern Ireland Statistics and Research Agency cover the other two nations. On this page, figures are for England and Wales unless we name another source. The newest ONS data are for 2024; the Scottish and Northern Irish data we hold run to 2020.",
          // rank england-wales F 2024 Sophia Sofia
          "The ONS treats each spelling as a different name. Sophia and Sofia, for example, were separate entries in 2024, at #13 and #12. If you are weighing a spelling, remember that the combined figure for a name may be higher than either entry suggests.",
        ],
      },
      {
        heading: "Olivia and the changing top ten",
        paragraphs: [
          // zcat /work/shared/data/births/england-wales.csv.gz | awk -F, '$2=="F"&&$1!=y{y=$1; print y, $3, $4}'
          "When the ONS series starts, in 1996, Sophie was the most common girls' name in England and Wales, with 7,087 births. Chloe led from 1997 to 2002, followed by brief turns for Emily, Jessica, Grace and Ruby. Olivia first reached number one in 2008. Amelia held the top spot from 2011 to 2015, and Olivia has led every year since 2016, including 2024, when 2,761 girls received the name.",
          // rank england-wales F 1996 Jessica Chloe; rank england-wales F 2024 Jessica Chloe
          // zcat /work/shared/data/births/england-wales.csv.gz | awk -F, '($1==1996||$1==2024)&&$2=="F"{n[$1]++; t[$1]+=$4; if(n[$1]<=10) top[$1]+=$4} END{for(y in t) print y, top[y], t[y], 100*top[y]/t[y]}'
          "Some of the biggest names of the 1990s have faded. Jessica was #3 in 1996 and #95 in 2024; Chloe went from #2 to #72. Their decline is part of a wider spreading out: in 1996 the ten most common girls' names accounted for 20.6% of the girls in the ONS list, and in 2024 for 8.0%.",
        ],
      },
      {
        heading: "Flowers, nature and vintage charm",
        paragraphs: [
          // zcat /work/shared/data/births/england-wales.csv.gz | awk -F, '$1==2024&&$2=="F"{print ++i, $3, $4} i==10{exit}'
          "Look at the 2024 top ten for England and Wales and two themes stand out. Lily, Ivy and Poppy are plant names, and Florence and Elsie are names many families last used a century ago. The full top ten was Olivia, Amelia, Lily, Isla, Ivy, Florence, Freya, Poppy, Ava and Elsie.",
          // rank england-wales F 1996 Ivy Elsie Mabel; rank england-wales F 2024 Ivy Elsie Mabel
          "The rise of some of these names has been dramatic. Ivy was given to only 15 girls in 1996 and to 1,956 in 2024. Elsie went from #823 to #10 over the same period, and Mabel from #1,112 to #37. Florence, whose popularity in Victorian Britain owed much to the nurse Florence Nightingale, herself named after the Italian city where she was born, rose from #194 in 1996 to #6 in 2024.",
        ],
      },
      {
        heading: "Names on the rise",
        paragraphs: [
          // rank england-wales F 2019 Maeve Margot Bonnie; rank england-wales F 2024 Maeve Margot Bonnie
          "Some names have climbed remarkably fast in the last five years of data. Maeve, the English spelling of the Irish Medb, a legendary queen of Connacht, went from #218 in 2019 to #26 in 2024. Margot rose from #94 to #28, and Bonnie, from the Scots word for pretty, from #62 to #16.",
          // rank england-wales F 2024 Isla Freya; for y in $(seq 2015 2024); do rank england-wales F $y Freya; done  (#21 in 2015, top 20 from 2016)
          "Short names with a soft sound are also popular. Isla, at #4 in 2024, is a Scottish name, usually linked to the island of Islay or the River Isla, although its origin is not certain. Freya, #7, is the name of the Norse goddess of love, and has been in the top twenty every year since 2016.",
        ],
      },
      {
        heading: "Welsh, Scottish and Northern Irish names",
        paragraphs: [
          // rank england-wales F 1996 Megan Seren Mali; rank england-wales F 2024 Megan Seren Mali
          "Welsh names appear in the England and Wales statistics too. Megan, a Welsh pet form of Margaret, was #10 in 1996 but had fallen to #503 by 2024. Newer Welsh favourites are rising instead: Seren, meaning star, went from 46 births in 1996 to 185 in 2024, and Mali, a Welsh form of Molly, from 3 to 113.",
          // rank scotland F 2020 Isla; rank northern-ireland F 2020 Grace Fiadh
          "Elsewhere in the UK, tastes differ. In Scotland, Isla was the most common girls' name in 2020, according to National Records of Scotland. In Northern Ireland, NISRA's 2020 figures put Grace first, and the Irish name Fiadh was #4.",
        ],
      },
      {
        heading: "Registering your daughter's name",
        paragraphs: [
          "In England and Wales you have 42 days to register a birth. The registrar writes down the names you give; there is no official list to choose from, and few names are ever questioned. Those that can be are names that are offensive, that contain numbers or symbols, or that are too long for the register. A first name can be changed or added within twelve months of registration, which is a useful safety net if a name does not feel right after all. In Scotland, births must be registered within 21 days.",
          "Middle names are a good home for family names, such as a grandmother's, that you love but would not choose as a first name. Say the whole name aloud with the surname before you decide.",
        ],
      },
    ],
  },
  sources: [
    "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
    "Contains public sector information licensed under the Open Government Licence v3.0. Source: National Records of Scotland",
    "Source: NISRA. Contains public sector information licensed under the Open Government Licence v3.0.",
  ],
};
