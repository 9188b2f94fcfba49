// Landing page /baby-names/boys/british. British English.
// Figures: ONS, England and Wales 1996–2024 (../shared/data/births/england-wales.csv.gz); NRS Scotland and
// NISRA Northern Ireland to 2020. Ranks use the shell function `rank` defined in ../baby-names-2025.ts
// (tied names share a rank, as in ONS tables). Each spelling is counted separately.
import type { LandingContent } from "../types";

export const britishBoys: LandingContent = {
  key: "british-boys",
  path: "/baby-names/boys/british",
  heroTitle: "British Boy Names",
  subtitle:
    "Noah, Arthur, George and Luca: boys' names from England, Wales, Scotland and Northern Ireland, with the official figures behind them.",
  badges: ["ONS Statistics", "Classic & Modern", "Meanings Explained"],
  infoCards: [
    {
      // rank england-wales M 2024 Muhammad Noah Oliver
      title: "2024 in England and Wales",
      description: "Muhammad was the most common boys' name in 2024, given to 5,721 boys, followed by Noah and Oliver.",
    },
    {
      // rank england-wales M 1996 Arthur; rank england-wales M 2024 Arthur
      title: "Old names, new life",
      description:
        "Arthur climbed from #234 in 1996 to #4 in 2024, one of several Victorian-era names back in fashion.",
    },
    {
      title: "Few rules",
      description:
        "There is no list of approved names in the UK, and parents in England and Wales can still add or change a first name within a year.",
    },
  ],
  collectionHeading: "British boy names to explore",
  article: {
    sections: [
      {
        heading: "Where the figures come from",
        paragraphs: [
          "The United Kingdom does not publish a single list of baby names. The Office for National Statistics (ONS) covers England and Wales together, National Records of Scotland publishes Scotland's names, and the Northern Ireland Statistics and Research Agency publishes Northern Ireland's. England and Wales account for most births, so the figures on this page come from the ONS unless we say otherwise. The latest ONS year is 2024; the Scottish and Northern Irish series in our data end in 2020.",
          "The ONS counts every spelling separately and leaves out names given to fewer than three babies. That matters for names with several common spellings: in 2024, Muhammad was the most common boys' name in England and Wales, and Mohammed (#21) and Mohammad (#53) were counted on their own.",
        ],
      },
      {
        heading: "From Jack to Muhammad: thirty years at the top",
        paragraphs: [
          // zcat /work/shared/data/births/england-wales.csv.gz | awk -F, '$2=="M"&&$1!=y{y=$1; print y, $3, $4}'; rank england-wales M 2024 Jack
          "When the ONS series begins in 1996, Jack was the most common boys' name in England and Wales, given to 10,779 boys, and it stayed at number one every year until 2008. Oliver then led for most of the following twelve years, with Harry taking 2011 and 2012. Noah was first in 2021 and 2022, and Muhammad in 2023 and 2024. Jack, meanwhile, had fallen to #22 by 2024, with 1,711 births.",
          // zcat /work/shared/data/births/england-wales.csv.gz | awk -F, '($1==1996||$1==2024)&&$2=="M"{n[$1]++; t[$1]+=$4; if(n[$1]<=10) top[$1]+=$4} END{for(y in t) print y, top[y], t[y], 100*top[y]/t[y]}'
          "The top of the list has also become less crowded. In 1996, the ten most common boys' names accounted for 25.1% of the boys in the ONS list; in 2024 they accounted for 12.3%. Parents are choosing from a far wider range of names than a generation ago, so even a top-ten name is shared by fewer classmates.",
        ],
      },
      {
        heading: "The return of the Victorian gentlemen",
        paragraphs: [
          // rank england-wales M 1996 Arthur Theodore Albie Teddy Reggie; rank england-wales M 2024 Arthur Theodore Albie Teddy Reggie
          "The most visible trend of the last two decades is the comeback of names that many people associate with great-grandfathers. Arthur ranked #234 in 1996 and #4 in 2024. Theodore went from #209 to #8 over the same years, and the friendly short forms Albie (#19), Teddy (#29) and Reggie (#43) were all given to more than a thousand boys in 2024, although none had more than twenty births in 1996.",
          "Arthur has deep roots in Britain through the legendary king, but the origin of the name itself is uncertain. Scholars have linked it to a Celtic word for bear, to the Roman family name Artorius, and to other sources, and none of these explanations is settled. George, #6 in 2024, comes from the Greek for farmer, and has been a royal name since the eighteenth century.",
        ],
      },
      {
        heading: "Short, international names",
        paragraphs: [
          // rank england-wales M 2019 Luca Jude Arlo; rank england-wales M 2024 Luca Jude Arlo
          // for y in $(seq 2014 2024); do rank england-wales M $y Noah; done  (#11 in 2014, top ten from 2015)
          "Alongside the revival of older names, short names that cross borders easily are rising fast. Luca went from #49 in 2019 to #7 in 2024, Jude from #57 to #11, and Arlo from #34 to #15. Noah, #2 in 2024, has been in the top ten every year since 2015 and reflects a taste for short biblical names that is shared across Europe and North America.",
        ],
      },
      {
        heading: "Welsh, Scottish and Irish traditions",
        paragraphs: [
          // rank england-wales M 1996 Macsen Osian Elis; rank england-wales M 2024 Macsen Osian Elis Dylan
          "Wales has its own naming traditions, and Welsh-language names show up in the England and Wales figures. Dylan, from the Mabinogion, was #64 in 2024. Macsen, the Welsh form of Maximus, after the Roman commander remembered in Welsh legend as Macsen Wledig, grew from 5 births in 1996 to 104 in 2024. Osian (143 births) and Elis (161) have also become more common.",
          // rank scotland M 2020 Harris Rory Finlay; rank northern-ireland M 2020 James
          "In Scotland, the latest figures from National Records of Scotland (2020) show Jack at number one and names with a Scottish ring, such as Harris (#6), Rory (#7) and Finlay (#9), high in the list. In Northern Ireland, NISRA's 2020 figures put James first.",
        ],
      },
      {
        heading: "Registering a name",
        paragraphs: [
          "In England and Wales, a birth must be registered within 42 days, and the registrar records the names the parents give. There is no official list of approved names. Registrars can question a name that is offensive, made up of numbers or symbols, or too long to fit in the register, but refusals are rare. If you change your mind, a first name can be changed or added within twelve months of registration. Scotland has its own rules and a shorter deadline: births there must be registered within 21 days.",
          "British families often give one or two middle names to honour relatives, which leaves the first name free to be chosen for its own sake. When you try a combination, say it aloud with the surname and check the initials.",
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
