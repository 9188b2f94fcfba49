// Landing page /names-by-origin/celtic/irish. Irish/British English.
// Figures: CSO, Irish Babies' Names 1964–2024 (../shared/data/births/ireland.csv.gz). CSO recorded names
// without fadas before 2018, so Seán and Sean are separate names. Ranks use the shell function `rank`
// defined in ../baby-names-2025.ts. Disputed etymologies are said to be so.
import type { LandingContent } from "../types";

export const celticIrish: LandingContent = {
  key: "celtic-irish",
  path: "/names-by-origin/celtic/irish",
  heroTitle: "Celtic Irish Names",
  subtitle:
    "Fionn, Tadhg, Éabha and Fiadh: names from the Irish language and Ireland's legends, with how to say them and how often they are given today.",
  badges: ["Irish Language", "Pronunciation Guide", "CSO Statistics"],
  infoCards: [
    {
      // rank ireland M 2024 Rían Cillian Tadhg Fionn Oisín
      title: "Irish names lead",
      description:
        "Five of the ten most common boys' names in Ireland in 2024 were Irish-language names, led by Rían at #3.",
    },
    {
      title: "Spelling tells you the sound",
      description: "Irish spelling is regular once you know it: bh and mh usually sound like v, so Niamh is said NEEV.",
    },
    {
      title: "The fada matters",
      description: "The accent on Seán or Éabha marks a long vowel, and it can change a word entirely: sean means old.",
    },
  ],
  collectionHeading: "Celtic Irish names to explore",
  article: {
    sections: [
      {
        heading: "Names from legend and the saints",
        paragraphs: [
          "Many Irish names come from the stories of early Ireland. Fionn mac Cumhaill, the leader of the warrior band known as the Fianna, gave his name to countless boys; Fionn means fair, white or bright. His son Oisín, whose name means little deer, was a poet who, in the best-known tale, went to Tír na nÓg, the land of youth, with Niamh, whose name means brightness. Deirdre, the tragic heroine of the Ulster cycle, and Medb, the warrior queen of Connacht, are better known abroad in the forms Deirdre and Maeve.",
          "The early Irish church added its own names. Patrick, in Irish Pádraig, is the country's patron saint; Brigid, in Irish Bríd or Brighid, shares her name with a goddess of the older religion, and since 2023 Ireland has had a public holiday in her honour at the start of February. Colm Cille, known in Latin as Columba, whose name means dove of the church, founded the monastery of Iona in 563. Ciarán and Bréanainn, the saint known in English as Brendan, have given their names to generations of Irish boys.",
        ],
      },
      {
        heading: "From anglicisation to revival",
        paragraphs: [
          "For several centuries, as English became the language of government and schooling, Irish names were often recorded in English forms, or swapped for an English name that was thought to match. Tadhg was commonly rendered as Timothy, Donnchadh as Denis and Diarmaid as Jeremiah or Dermot; the sixteenth-century sea captain Gráinne Ní Mháille is still widely known as Grace O'Malley.",
          "The Gaelic revival of the late nineteenth century, driven by groups such as the Gaelic League, founded in 1893, encouraged families to use Irish forms again. The interest has only grown since, and in recent years Irish-language names have moved to the very top of the national lists.",
        ],
      },
      {
        heading: "What the Irish statistics show",
        paragraphs: [
          // rank ireland M 1964 John; zcat /work/shared/data/births/ireland.csv.gz | awk -F, '$2=="M"&&$1!=y{y=$1; print y, $3}'; rank ireland M 2024 Jack
          "The Central Statistics Office (CSO) publishes the first names of babies registered in Ireland every year. In 1964, the first year of the series, John was the most common boys' name, given to 3,696 boys, and it stayed first until the mid-1980s. Jack has led in every year since 2017, with 490 births in 2024.",
          // rank ireland M 2024 Rían Cillian Tadhg Fionn Oisín; zcat /work/shared/data/births/ireland.csv.gz | awk -F, '$1==2024&&$2=="M"{print ++i, $3} i==10{exit}'
          "Below Jack, the 2024 list shows how strongly Irish names have returned. Rían was #3 with 432 births, Cillian #4, Tadhg #6, Fionn #7 and Oisín #9: five Irish-language names in the top ten.",
          // rank ireland F 1964 Mary; rank ireland F 2021 Fiadh; rank ireland F 2024 Sophie Éabha Fiadh
          "For girls, Mary led from 1964 to 1982, with 3,471 births in 1964. In 2021 Fiadh became the most common girls' name, with 424 births, and in 2024 it was #5. Éabha, the Irish form of Eve, was #2 in 2024, just one birth behind Sophie.",
          // zcat /work/shared/data/births/ireland.csv.gz | awk -F, '$3=="Croia"||$3=="Croía"'; rank ireland F 2024 Croía; rank ireland M 2019 Páidí; rank ireland M 2024 Páidí
          "New names keep appearing too. Croía, a recent name usually linked to croí, heart, is first recorded in 2010 with 4 births, spelled Croia; in 2024, 188 girls were named Croía, ranking it #16. Páidí, a familiar form of Pádraig, went from 42 boys in 2019 to 201 in 2024.",
        ],
      },
      {
        heading: "Fadas and spellings in the figures",
        paragraphs: [
          "The fada, the accent over a vowel, shows that the vowel is long, and it can change the meaning of a word: the name Seán is said SHAWN, while sean means old. Until 2018 the CSO recorded names without fadas, so Seán, Siobhán and Éabha appear under those spellings only from 2018, alongside the unaccented forms that some parents still choose.",
          // rank ireland M 2024 Seán Sean; rank ireland F 2024 Éabha Eabha Sophie
          "Because each spelling is counted separately, it is worth adding them up when you compare names. In 2024, 222 boys were registered as Seán and 45 as Sean. Éabha (293) and Eabha (15) together were given to 308 girls, more than Sophie, the top name on the list, with 294.",
        ],
      },
      {
        heading: "How to read Irish spelling",
        paragraphs: [
          "Irish spelling looks difficult but follows clear rules. An h after a consonant softens it: bh and mh are usually said like v (or w in some positions), so Niamh is NEEV and Sadhbh is SIVE, rhyming with five. Dh and gh are often silent or barely heard in the middle or at the end of a name, which is why Tadhg sounds like TIGE, rhyming with the first part of tiger. Th and sh are said like an English h, and fh is silent.",
          "Vowels also shape the consonants beside them. An s next to e or i is said sh, so Seán is SHAWN, Síofra is SHEE-fra and Saoirse is SEER-sha. Groups of vowels often stand for a single sound: ao is usually 'ee', as in Aoife, EE-fa, and Caoimhe, KEE-va. A few more: Oisín is uh-SHEEN, Éabha is AY-va, Fiadh is FEE-a, Ailbhe is AL-va and Róisín is roh-SHEEN.",
          "Pronunciation varies across the three main dialects of Munster, Connacht and Ulster, so you may hear Caoimhe as KWEE-va in the north. If a name matters to your family, ask how they say it.",
        ],
      },
      {
        heading: "Choosing an Irish name outside Ireland",
        paragraphs: [
          "Irish names travel well, but expect to spell and explain them. Forms in some countries cannot take a fada, so decide whether you want one and how you will handle it. Names such as Fionn, Cian and Clodagh are fairly easy for English speakers to read, while Caoimhe, Sadhbh and Tadhg will often need a first introduction. Many families see that as part of the name's charm, and a short note on pronunciation at a christening or naming day saves a lot of guessing.",
        ],
      },
    ],
  },
  sources: [
    "Source: Central Statistics Office, Ireland (CSO), Irish Babies' Names, licensed under CC BY 4.0",
    "compiled by Stefan Müller, iebabynames",
  ],
};
