// Editorial content of the Baby Names 2025 page (/baby-names): the six naming tips and the static
// 2025 trends section (What's Rising, Popular Choices). American English.
//
// Every figure below was computed from ../shared/data/births/*.csv.gz. A rank is 1 + the number of
// names of the same sex and year with more births (tied names share a rank); counts are births.
// Ranks were checked with this shell function (run from any directory):
//
//   rank() { f=$1 s=$2 y=$3; shift 3; for n in "$@"; do zcat /work/shared/data/births/$f.csv.gz | awk -F, -v y=$y -v s=$s -v n="$n" '$1==y&&$2==s{i++; if($4!=p){r=i;p=$4} if($3==n){print n, y, "#"r, $4; f=1; exit}} END{if(!f) print n, y, "unranked"}'; done; }
//
// e.g. `rank usa F 2019 Hazel` prints `Hazel 2019 #33 5462`. Each claim carries the call that checks it.
import type { Tip, TrendItem } from "./types";

/** SPEC §2: hero with three badges (texts as in SPEC). */
export const babyNamesHero = {
  title: "Baby Names 2025",
  subtitle:
    "Trending, modern, traditional and international names, with popularity taken from official birth statistics.",
  badges: ["Perfect for Baby", "2025 Trends", "1000+ Options"] as [string, string, string],
};

export const namingTipsHeading = "Tips for choosing a name";

/** SPEC §2: six naming tips, two or three sentences each. */
export const namingTips: Tip[] = [
  {
    title: "Consider the full name",
    text: "Say the first name, middle name and surname together, several times and out loud. Listen for a pleasant rhythm, avoid a first name that runs into the surname, and check what the initials spell.",
  },
  {
    title: "Check spelling and pronunciation",
    text: "Ask a few friends to read the name cold and then to spell it after hearing it. If most of them stumble, decide whether you are happy to correct people for years, or whether a more familiar spelling would serve your child better.",
  },
  {
    title: "Cultural significance",
    text: "Find out what a name means and where it comes from, including any religious, historical or family associations it carries. A name that honors a heritage can be a lasting gift, so it is worth learning its story and how it is pronounced in its own language.",
  },
  {
    title: "Future considerations",
    text: "Your child will carry the name into a classroom, a job interview and old age. Picture it on a preschooler and on a grown adult, and check how common it is: a name in your country's top ten may be shared with several classmates.",
  },
  {
    title: "Family input",
    text: "Relatives often have strong feelings and sometimes lovely suggestions, such as a grandparent's name for the middle name. Listen openly, but keep the final decision between the parents, and consider keeping your choice private until the baby arrives.",
  },
  {
    title: "Personal connection",
    text: "The names that last are often the ones with a story behind them: a place you love, a book that shaped you, a person you admire. A personal link makes the name easier to explain and harder to regret.",
  },
];

export const trendsHeading = "Baby name trends for 2025";

export const trendsIntro =
  "These trends are measured, not guessed. The figures compare the newest official birth statistics, for babies born in 2024 in the USA (Social Security Administration) and in England and Wales (Office for National Statistics), with five years earlier.";

export const whatsRisingHeading = "What's Rising";

/** SPEC §2: What's Rising: nature-inspired, short international, gender-neutral and vintage names. */
export const whatsRising: TrendItem[] = [
  {
    title: "Nature-inspired names",
    summary:
      "Flower, tree and plant names are growing fast, especially for girls, while the total number of births has fallen.",
    figures: [
      // 24 flower/tree/plant names; 20 ranked higher (or entered the top 1000); not: Aspen Rowan Rose Jasmine.
      // Births 45454 (2019) -> 56258 (2024); all listed girls 1677572 -> 1613188, i.e. 2.7% -> 3.5%.
      // L="Willow Hazel Ivy Iris Violet Lily Daisy Rose Magnolia Juniper Sage Aspen Briar Marigold Clover Poppy Dahlia Olive Laurel Holly Rowan Azalea Jasmine Lavender"; zcat /work/shared/data/births/usa.csv.gz | awk -F, -v L="$L" 'BEGIN{n=split(L,q," "); for(j=1;j<=n;j++) w[q[j]]=1} $2=="F"&&($1==2019||$1==2024){y=$1; c[y]++; T[y]+=$4; if($4!=p[y]){r[y]=c[y];p[y]=$4} if($3 in w){R[y,$3]=r[y]; B[y]+=$4}} END{for(x in w){a=R[2019,x]; b=R[2024,x]; if(b<=1000 && (a>1000 || b<a)) up++; else d=d" "x} print up" of "n" up; not:"d; print B[2019], T[2019], B[2024], T[2024]}'
      "Of 24 flower, tree and plant names we followed for girls in the USA, 20 ranked higher in 2024 than in 2019. Together they were given to 56,258 girls in 2024, up from 45,454 in 2019: from 2.7% to 3.5% of all girls in the SSA data.",
      // rank usa F 2019 Violet Hazel Daisy Wren; rank usa F 2024 Violet Hazel Daisy Wren
      "Violet rose from #36 to #15, Hazel from #33 to #19, Daisy from #164 to #76 and Wren from #425 to #213 among girls in the USA between 2019 and 2024 (SSA).",
      // rank usa F 2019 Marigold Clover Lavender; rank usa F 2024 Marigold Clover Lavender
      "Three plant names entered the USA girls' top 1,000 between 2019 and 2024: Marigold (#1,294 to #693), Clover (#1,133 to #618) and Lavender (#1,772 to #997) (SSA).",
      // rank usa M 2019 River Rowan; rank usa M 2024 River Rowan
      "For boys in the USA, River climbed from #168 to #112 and Rowan from #118 to #71 between 2019 and 2024 (SSA).",
      // rank england-wales F 2019 Ivy; rank england-wales F 2024 Ivy
      "In England and Wales, Ivy went from #12 in 2019 to #5 in 2024 (ONS).",
    ],
  },
  {
    title: "Short international names",
    summary:
      "Names of two syllables or fewer that travel easily between languages, like Luca, Enzo, Ezra and Nova, are climbing on both sides of the Atlantic.",
    figures: [
      // rank usa M 2019 Luca Enzo Theo Ezra; rank usa M 2024 Luca Enzo Theo Ezra
      "Luca rose from #87 in 2019 to #23 in 2024 in the USA (SSA), Enzo from #219 to #74, Theo from #195 to #80 and Ezra from #49 to #13.",
      // rank england-wales M 2019 Luca Jude Arlo Enzo; rank england-wales M 2024 Luca Jude Arlo Enzo
      "In England and Wales, Luca went from #49 in 2019 to #7 in 2024 (ONS), Jude from #57 to #11, Arlo from #34 to #15 and Enzo from #181 to #92.",
      // rank england-wales F 2019 Nova Lyra Raya; rank england-wales F 2024 Nova Lyra Raya
      "Among girls in England and Wales, Nova rose from #186 to #80, Lyra from #150 to #83 and Raya from #430 to #82 between 2019 and 2024 (ONS).",
      // rank usa F 2019 Isla Nova; rank usa F 2024 Isla Nova
      "In the USA, Isla rose from #57 to #35 and Nova from #51 to #39 between 2019 and 2024 (SSA).",
    ],
  },
  {
    title: "Gender-neutral names",
    summary:
      "More babies are getting names that are given to both boys and girls, and some are now split almost evenly.",
    figures: [
      // "Shared" = a name with at least 100 births in the year where the less common sex has at least 25% of them.
      // for y in 2014 2019 2024; do zcat /work/shared/data/births/usa.csv.gz | awk -F, -v Y=$y '$1==Y{k=$3; if($2=="F")f[k]+=$4; else m[k]+=$4; t+=$4; s[k]=1} END{for(k in s){a=f[k]+m[k]; b=(f[k]<m[k]?f[k]:m[k]); if(a>=100&&b/a>=0.25){n++; c+=a}} printf "%s names=%d births=%d of %d (%.2f%%)\n", Y, n, c, t, 100*c/t}'; done
      // -> 2014 names=175 births=93282 of 3706376 (2.52%); 2019 names=210 births=119370 (3.44%); 2024 names=217 births=127984 of 3328501 (3.85%)
      "In the USA, 3.85% of babies born in 2024 received a name that is given to both sexes, with the less common sex accounting for at least a quarter of its births. That share was 3.44% in 2019 and 2.52% in 2014, and the number of such names grew from 175 to 217 over those ten years (SSA, names with at least 100 births).",
      // rank usa F 2024 Charlie; rank usa M 2024 Charlie
      "Charlie was given to 2,109 girls and 2,084 boys in the USA in 2024, an almost even split (SSA).",
      // rank usa F 2019 Tatum; rank usa M 2019 Tatum; rank usa F 2024 Tatum; rank usa M 2024 Tatum
      "Tatum more than doubled in the USA, from 1,477 babies in 2019 (881 girls, 596 boys) to 3,330 in 2024 (1,497 girls, 1,833 boys) (SSA).",
    ],
  },
  {
    title: "Vintage names",
    summary:
      "Names that were common around 1900 and then almost disappeared are back near the top, often after skipping two or three generations.",
    figures: [
      // rank usa F 1910 Hazel; rank usa F 1983 Hazel; rank usa F 2024 Hazel
      "Hazel was #24 for girls in the USA in 1910, fell to #1,329 by 1983, and was back at #19 in 2024 (SSA).",
      // rank usa F 1910 Violet; rank usa F 1990 Violet; rank usa F 2024 Violet
      "Violet went from #89 in 1910 to #1,279 in 1990 and #15 in 2024 in the USA (SSA).",
      // rank usa M 1910 Theodore; rank usa M 1999 Theodore; rank usa M 2019 Theodore; rank usa M 2024 Theodore
      "Theodore was #53 for boys in the USA in 1910 and #314 in 1999; it climbed from #36 in 2019 to #4 in 2024 (SSA).",
      // rank england-wales M 1996 Arthur; rank england-wales M 2024 Arthur
      "In England and Wales, Arthur rose from #234 in 1996, the first year of the ONS series, to #4 in 2024 (ONS).",
      // rank england-wales F 1996 Florence Elsie Mabel; rank england-wales F 2024 Florence Elsie Mabel
      "Florence went from #194 in 1996 to #6 in 2024 in England and Wales, Elsie from #823 to #10, and Mabel from #1,112 to #37 (ONS).",
    ],
  },
];

export const popularChoicesHeading = "Popular Choices";

/** SPEC §2: Popular Choices: categories and regional preferences. */
export const popularChoices: TrendItem[] = [
  {
    title: "Categories parents keep choosing",
    summary:
      "Biblical classics, softly ending girls' names and short old-fashioned nicknames dominate the top of the lists.",
    figures: [
      // zcat /work/shared/data/births/usa.csv.gz | awk -F, '$1==2024&&$2=="M"{print ++i, $3, $4} i==10{exit}'
      // -> 1 Liam, 2 Noah, 3 Oliver, 4 Theodore, 5 James, 6 Henry, 7 Mateo, 8 Elijah, 9 Lucas, 10 William
      "Five of the ten most common boys' names in the USA in 2024 go back to biblical figures: Noah (#2), James (#5), Mateo (#7, the Spanish form of Matthew), Elijah (#8) and Lucas (#9, the Latin form of Luke) (SSA).",
      // zcat /work/shared/data/births/usa.csv.gz | awk -F, '$1==2024&&$2=="F"{print ++i, $3, $4} i==10{exit}'
      // -> Olivia Emma Amelia Charlotte Mia Sophia Isabella Evelyn Ava Sofia: 8 end in -a
      "Eight of the ten most common girls' names in the USA in 2024 end in -a, led by Olivia with 14,718 births (SSA).",
      // zcat /work/shared/data/births/england-wales.csv.gz | awk -F, '$1==2024&&$2=="M"{i++; if($4!=p){r=i;p=$4} if($3~/^(Arthur|George|Archie|Freddie|Alfie|Albie)$/) print r, $3, $4}'
      "Old-fashioned names and their nicknames stand out in the boys' top 20 in England and Wales: Arthur (#4), George (#6), Archie (#10), Freddie (#13), Alfie (#16) and Albie (#19) in 2024 (ONS).",
    ],
  },
  {
    title: "Regional preferences",
    summary:
      "The top names differ more between countries than you might expect, and each country's list reflects its languages and communities.",
    figures: [
      // rank england-wales M 2019 Muhammad; rank england-wales M 2023 Muhammad; rank england-wales M 2024 Muhammad Mohammed Mohammad
      "Muhammad was the most common boys' name in England and Wales in 2023 and 2024, given to 5,721 boys in 2024 (up from #7 in 2019). The spellings Mohammed (#21) and Mohammad (#53) are counted separately (ONS).",
      // rank ireland M 2024 Rían Cillian Tadhg Fionn Oisín; zcat /work/shared/data/births/ireland.csv.gz | awk -F, '$1==2024&&$2=="M"{print ++i, $3} i==10{exit}'
      "In Ireland, five of the ten most common boys' names in 2024 are Irish-language names: Rían (#3), Cillian (#4), Tadhg (#6), Fionn (#7) and Oisín (#9). Among girls, Éabha was #2 and Fiadh #5 (CSO).",
      // rank scotland F 2020 Isla; rank scotland M 2020 Harris; rank england-wales M 2020 Harris
      "Isla was the most common girls' name in Scotland in 2020, and Harris was #6 for boys there, against #330 in England and Wales the same year (NRS, ONS).",
      // rank usa M 2024 Mateo; rank england-wales M 2024 Mateo
      "Mateo was #7 for boys in the USA in 2024 but #178 in England and Wales (SSA, ONS).",
      // rank france F 2020 Jade Louise; rank france M 2020 Léo Gabriel
      "In France, the most recent INSEE figures (2020) put Jade first for girls, three births ahead of Louise (3,814 to 3,811), and Léo first for boys (INSEE).",
    ],
  },
];

/** Credits for the figures in this section (attribution strings as the licences ask). */
export const trendsSources: string[] = [
  "Source: U.S. Social Security Administration, baby names from Social Security card applications",
  "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
  "Source: Central Statistics Office, Ireland (CSO), Irish Babies' Names, licensed under CC BY 4.0",
  "Contains public sector information licensed under the Open Government Licence v3.0. Source: National Records of Scotland",
  "Source : Insee, Fichier des prénoms (édition 2021, naissances 1900–2020)",
];
