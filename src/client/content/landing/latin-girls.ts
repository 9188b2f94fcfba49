// Landing page /names-by-origin/latin/girls. American English.
// Figures: SSA (USA), ONS (England and Wales) and INSEE (France, 2020). Ranks use the shell function
// `rank` defined in ../baby-names-2025.ts. Etymologies that are disputed are said to be so.
import type { LandingContent } from "../types";

export const latinGirls: LandingContent = {
  key: "latin-girls",
  path: "/names-by-origin/latin/girls",
  heroTitle: "Latin Girl Names",
  subtitle:
    "Olivia, Aurora, Clara and Lucia: girls' names from the language of ancient Rome, with their meanings, their saints and their modern popularity.",
  badges: ["Ancient Roots", "Saints & Virtues", "Meanings Explained"],
  infoCards: [
    {
      // for y in $(seq 2018 2024); do rank usa F $y Olivia; done
      title: "America's top name",
      description:
        "Olivia has been the most common girls' name in the USA every year from 2019 to 2024, according to the SSA.",
    },
    {
      title: "Words of light and sky",
      description:
        "Clara means bright, Stella star, Luna moon and Aurora dawn: Latin gave many girls' names taken from nature.",
    },
    {
      title: "Look-alikes with other roots",
      description:
        "Emilia comes from a Roman family name, but Amelia, which looks similar, comes from a Germanic word for work.",
    },
  ],
  collectionHeading: "Latin girl names to explore",
  article: {
    sections: [
      {
        heading: "How Roman women were named",
        paragraphs: [
          "In ancient Rome, a girl usually had no personal name of her own in the way her brothers did. She was known by the feminine form of her father's clan name: a daughter of the Julian clan was Julia, one of the Cornelian clan Cornelia, one of the Claudian clan Claudia. Sisters shared the name, so families told them apart with additions such as Maior, the elder, and Minor, the younger, or with numbers like Tertia, third. The emperor Augustus's sister Octavia is often called Octavia the Younger to distinguish her from an older half-sister of the same name.",
          "That is why so many Latin girls' names end in -a and sound like family names: Julia, Claudia, Cornelia, Octavia, Livia, Aurelia, Aemilia. Over the centuries, many of them were reborn as personal names, first through saints and later through literature and fashion.",
        ],
      },
      {
        heading: "Light, sky and virtue",
        paragraphs: [
          "A second group of Latin names comes straight from ordinary words. Clara comes from clarus, bright, clear or famous. Stella is the Latin for star, and owes its use as an English name largely to Philip Sidney's sonnet sequence Astrophel and Stella, written in the 1580s. Luna means moon and Aurora dawn; both were also the names of Roman goddesses. Celeste comes from caelestis, heavenly.",
          "The Romans honored virtues as divine powers, and several of them became names: Felicity from felicitas, good fortune or happiness, Constance from constantia, steadfastness, and Victoria from victoria, victory. Valentina comes from Valentinus, built on valens, strong or healthy, and Vivian from Vivianus, linked to vivus, alive.",
        ],
      },
      {
        heading: "Saints and feast days",
        paragraphs: [
          "Christian saints carried many of these names through the Middle Ages. Lucy, in Latin Lucia, was a young woman martyred at Syracuse in Sicily in the early fourth century. Her feast on 13 December is still celebrated with candlelit processions in Sweden and elsewhere, fitting for a name usually linked to lux, light, though that link may owe more to tradition than to strict etymology.",
          "Cecilia, patron saint of music, is honored on 22 November; her name comes from the Roman clan Caecilius, which old writers connected with caecus, blind, a connection modern scholars treat with caution. Clare of Assisi, a follower of Francis who founded the order known as the Poor Clares, has her feast on 11 August. Felicity was martyred at Carthage in 203 with her companion Perpetua, and the two are remembered together on 7 March.",
          "Beatrix is a good example of a name whose meaning changed in use. It is usually explained as coming from beatus, blessed, but the earliest form seems to have been Viatrix, a traveler, which was later reshaped to match the more appealing word.",
        ],
      },
      {
        heading: "Latin names parents choose today",
        paragraphs: [
          // rank usa F 2024 Olivia; rank usa F 2004 Luna; rank usa F 2024 Luna; rank usa F 2019 Aurora Valentina Lucia Aurelia; rank usa F 2024 Aurora Valentina Lucia Aurelia
          "Olivia was given to 14,718 girls in the USA in 2024, more than any other name, according to the Social Security Administration. The name is usually linked to oliva, olive, and owes much of its early use in English to Shakespeare, who gave it to a heroine of Twelfth Night. Other Latin names are climbing quickly: Luna rose from #724 in 2004 to #13 in 2024, and between 2019 and 2024 Aurora went from #39 to #16, Valentina from #65 to #47, Lucia from #157 to #98 and Aurelia from #642 to #334.",
          // rank england-wales F 2024 Olivia Aurora Luna Clara Aurelia
          "In England and Wales, the Office for National Statistics recorded Olivia at #1 in 2024, Aurora at #43, Luna at #48, Clara at #84 and Aurelia at #119.",
          // rank france F 2020 Julia Juliette Victoire Lucie Olivia Clémence
          "French parents favor Latin names in their French forms. In INSEE's 2020 figures, Julia was #13, Juliette #19, Victoire #30, Lucie #35, Olivia #37 and Clémence, from clementia, mercy, #51.",
        ],
      },
      {
        heading: "Names that only look Latin",
        paragraphs: [
          // rank usa F 2024 Amelia Emilia
          "Some names are easy to mistake. Emilia, #43 in the USA in 2024, comes from the Roman clan name Aemilius, and Emily is its English form. Amelia, #3 in the USA that year, looks like a close cousin but has a different origin: it is usually traced to a Germanic word, amal, meaning work or effort. Similarly, Olivia's link to the olive is widely accepted, but its earliest history before Shakespeare is thin, so some caution is in order.",
          "Our name pages show the origin we consider best supported and mark how certain it is, so you can see at a glance whether a meaning is established, traditional or disputed.",
        ],
      },
      {
        heading: "Pronouncing Latin names",
        paragraphs: [
          "Latin names have different sounds in different languages. In English, Aurora is uh-ROR-uh and Cecilia is suh-SEEL-yuh; in Italian, Cecilia begins with a ch sound, che-CHEE-lya. Spanish Lucía is loo-SEE-ah in Latin America and loo-THEE-ah in much of Spain, while French Lucie is lü-SEE, with the stress at the end.",
          "If family members speak different languages, it is worth choosing a name that sounds natural in each. Clara, Luna and Julia are said almost the same way across most of Europe and the Americas, which is part of their appeal.",
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
