// The German texts of the micronutrient catalogue (reference data; sources: docs/decisions/results.md,
// section "Results: micronutrient catalogue (issue 13)"). Functions are the health claims authorised
// by Regulation (EU) No 432/2012 in their German wording; reference values are those of EFSA and the
// D-A-CH societies for adults; maxima for supplements are the BfR's proposals of 2021.

export interface MicronutrientTexts {
  description: string;
  function: string[];
  efsa_opinion: string;
  safety_opinion: string;
  laboratory_parameters: string;
  bibliography: string[];
  deficiencySymptoms: string[];
  indications: string[];
  contraindications: string[];
}

const EFSA_DRV_SUMMARY =
  'EFSA (European Food Safety Authority) (2017). Dietary Reference Values for nutrients – Summary report. EFSA Supporting Publications 14(12):e15121.';
const EFSA_UL_OVERVIEW =
  'EFSA (2024). Overview on Tolerable Upper Intake Levels as derived by the Scientific Committee on Food (SCF) and the EFSA Panel on Nutrition, Novel Foods and Food Allergens (NDA). Version 9/2024.';
const DACH =
  'Deutsche Gesellschaft für Ernährung, Österreichische Gesellschaft für Ernährung, Schweizerische Gesellschaft für Ernährung (Hrsg.) (2021). D-A-CH-Referenzwerte für die Nährstoffzufuhr. 2. Auflage, 7. aktualisierte Ausgabe, Bonn.';
const BFR_2021 =
  'Bundesinstitut für Risikobewertung (2021). Aktualisierte Höchstmengenvorschläge für Vitamine und Mineralstoffe in Nahrungsergänzungsmitteln und angereicherten Lebensmitteln. Stellungnahme Nr. 009/2021 vom 15. März 2021.';
const EU_432 =
  'Verordnung (EU) Nr. 432/2012 der Kommission vom 16. Mai 2012 zur Festlegung einer Liste zulässiger anderer gesundheitsbezogener Angaben über Lebensmittel als Angaben über die Reduzierung eines Krankheitsrisikos sowie die Entwicklung und die Gesundheit von Kindern. ABl. L 136 vom 25.5.2012, S. 1–40.';

const WEISSENBORN_2018 =
  'Weißenborn A, Bakhiya N, Demuth I, et al. (2018). Höchstmengen für Vitamine und Mineralstoffe in Nahrungsergänzungsmitteln. Journal of Consumer Protection and Food Safety 13:25–39.';

const common = (...specific: string[]) => [
  ...specific,
  EFSA_DRV_SUMMARY,
  EFSA_UL_OVERVIEW,
  DACH,
  BFR_2021,
  EU_432,
];

export const MICRONUTRIENT_TEXTS: Record<string, MicronutrientTexts> = {
  VITAMIN_D3: {
    description:
      'Vitamin D3 (Cholecalciferol) ist ein fettlösliches Secosteroid, das der Körper unter UV-B-Strahlung in der Haut bildet und das in Leber und Niere zur aktiven Form Calcitriol umgewandelt wird. Es steuert den Calcium- und Phosphathaushalt. In Mitteleuropa reicht die Eigensynthese von Oktober bis März meist nicht aus.',
    function: [
      'Vitamin D trägt zu einer normalen Aufnahme/Verwertung von Calcium und Phosphor bei.',
      'Vitamin D trägt zur Erhaltung normaler Knochen und Zähne bei.',
      'Vitamin D trägt zur Erhaltung einer normalen Muskelfunktion bei.',
      'Vitamin D trägt zu einer normalen Funktion des Immunsystems bei.',
    ],
    efsa_opinion:
      'EFSA (2016): Adäquate Zufuhr (AI) für Erwachsene 15 µg (600 IE) pro Tag bei minimaler Eigensynthese in der Haut; abgeleitet aus dem Zielwert einer 25-OH-Vitamin-D-Konzentration im Serum von mindestens 50 nmol/l. D-A-CH: 20 µg (800 IE) pro Tag bei fehlender Eigensynthese.',
    safety_opinion:
      'EFSA (2023): tolerierbare Höchstzufuhr (UL) 100 µg (4000 IE) pro Tag für Erwachsene, Schwangere und Stillende. BfR (2021): höchstens 20 µg (800 IE) pro Tagesdosis in Nahrungsergänzungsmitteln; höhere Dosen nur unter ärztlicher Kontrolle des 25-OH-Vitamin-D und des Calciums.',
    laboratory_parameters:
      '25-OH-Vitamin D (Calcidiol) im Serum als Speicherparameter; ergänzend Calcium im Serum und Parathormon (PTH). 1,25-(OH)2-Vitamin D eignet sich nicht zur Beurteilung des Versorgungsstatus.',
    bibliography: common(
      'EFSA NDA Panel (2016). Dietary reference values for vitamin D. EFSA Journal 14(10):4547.',
      'EFSA NDA Panel (2023). Scientific opinion on the tolerable upper intake level for vitamin D, including the derivation of a conversion factor for calcidiol monohydrate. EFSA Journal 21(8):8145.',
    ),
    deficiencySymptoms: ['Knochenschmerzen', 'Muskelschwäche', 'Erhöhte Infektanfälligkeit', 'Osteomalazie'],
    indications: [
      'Geringe Sonnenexposition',
      'Osteoporose-Prävention',
      'Höheres Lebensalter',
      'Dunkle Hautfarbe',
    ],
    contraindications: [
      'Hyperkalzämie',
      'Sarkoidose',
      'Schwere Niereninsuffizienz',
      'Nierensteine (Calcium)',
    ],
  },
  VITAMIN_K2: {
    description:
      'Vitamin K2 (Menachinon, hier als MK-7) ist ein fettlösliches Vitamin, das Gla-Proteine aktiviert: Gerinnungsfaktoren in der Leber sowie Osteocalcin im Knochen und Matrix-Gla-Protein in der Gefäßwand. MK-7 hat eine lange Halbwertszeit und wird vor allem aus fermentierten Lebensmitteln (Natto, Käse) aufgenommen.',
    function: [
      'Vitamin K trägt zu einer normalen Blutgerinnung bei.',
      'Vitamin K trägt zur Erhaltung normaler Knochen bei.',
    ],
    efsa_opinion:
      'EFSA (2017): Adäquate Zufuhr (AI) für Vitamin K (Phyllochinon und Menachinone) 70 µg pro Tag für Erwachsene (1 µg je kg Körpergewicht). D-A-CH: 60–80 µg pro Tag.',
    safety_opinion:
      'EFSA/SCF: keine tolerierbare Höchstzufuhr (UL) festgelegt, da keine Nebenwirkungen bekannt sind. BfR (2021): höchstens 25 µg Vitamin K2 (Vitamin K1: 80 µg) pro Tagesdosis in Nahrungsergänzungsmitteln; höhere Dosen nur nach ärztlicher Verordnung. Bei Einnahme von Vitamin-K-Antagonisten (Phenprocoumon, Warfarin) nur in Absprache mit der behandelnden Ärztin oder dem behandelnden Arzt.',
    laboratory_parameters:
      'Desphospho-uncarboxyliertes Matrix-Gla-Protein (dp-ucMGP) im Plasma, untercarboxyliertes Osteocalcin (ucOC); Quick-Wert/INR nur bei ausgeprägtem Mangel verändert.',
    bibliography: common(
      'EFSA NDA Panel (2017). Dietary reference values for vitamin K. EFSA Journal 15(5):4780.',
    ),
    deficiencySymptoms: [
      'Erhöhte Blutungsneigung',
      'Verlängerte Gerinnungszeit',
      'Verminderte Knochendichte',
    ],
    indications: [
      'Osteoporose-Prävention',
      'Hochdosierte Vitamin-D-Gabe',
      'Fettmalabsorption',
      'Langzeit-Antibiotikatherapie',
    ],
    contraindications: ['Therapie mit Vitamin-K-Antagonisten (Phenprocoumon, Warfarin)'],
  },
  MAGNESIUM: {
    description:
      'Magnesium ist ein essenzieller Mineralstoff und Cofaktor von über 300 Enzymen, unter anderem für die Energiebereitstellung aus ATP, die Muskelkontraktion und die Erregungsleitung von Nerven. Rund 60 % des Körperbestands liegen im Knochen, weniger als 1 % im Serum.',
    function: [
      'Magnesium trägt zur Verringerung von Müdigkeit und Ermüdung bei.',
      'Magnesium trägt zum Elektrolytgleichgewicht bei.',
      'Magnesium trägt zu einem normalen Energiestoffwechsel bei.',
      'Magnesium trägt zu einer normalen Funktion des Nervensystems bei.',
      'Magnesium trägt zu einer normalen Muskelfunktion bei.',
      'Magnesium trägt zur Erhaltung normaler Knochen und Zähne bei.',
    ],
    efsa_opinion:
      'EFSA (2015): Adäquate Zufuhr (AI) 350 mg pro Tag für Männer und 300 mg pro Tag für Frauen. D-A-CH (2021): 350 mg (Männer) bzw. 300 mg (Frauen) pro Tag.',
    safety_opinion:
      'EFSA/SCF: tolerierbare Höchstzufuhr (UL) 250 mg pro Tag für Magnesium aus Nahrungsergänzungsmitteln und angereicherten Lebensmitteln (Magnesium aus der üblichen Nahrung nicht eingerechnet); darüber leichte, vorübergehende Durchfälle. BfR (2021): höchstens 250 mg pro Tag in Nahrungsergänzungsmitteln, auf mindestens zwei Portionen verteilt.',
    laboratory_parameters:
      'Magnesium im Vollblut (spiegelt den intrazellulären Bestand besser wider) und Magnesium im Serum; ergänzend Calcium und Kalium im Serum.',
    bibliography: common(
      'EFSA NDA Panel (2015). Scientific Opinion on Dietary Reference Values for magnesium. EFSA Journal 13(7):4186.',
    ),
    deficiencySymptoms: [
      'Muskelkrämpfe',
      'Muskelzuckungen',
      'Müdigkeit',
      'Herzrhythmusstörungen',
      'Innere Unruhe',
    ],
    indications: [
      'Hohe körperliche Belastung',
      'Therapie mit Diuretika oder Protonenpumpenhemmern',
      'Diabetes mellitus Typ 2',
      'Schwangerschaft',
    ],
    contraindications: ['Schwere Niereninsuffizienz', 'AV-Block', 'Myasthenia gravis'],
  },
  ZINC: {
    description:
      'Zink ist ein essenzielles Spurenelement, Bestandteil von mehr als 300 Enzymen und von Zinkfinger-Proteinen, die die Genexpression steuern. Es wird für Zellteilung, Wundheilung, Immunabwehr, Haut, Haare und Nägel gebraucht. Phytat aus Vollkorn und Hülsenfrüchten hemmt die Aufnahme.',
    function: [
      'Zink trägt zu einer normalen Funktion des Immunsystems bei.',
      'Zink trägt zu einer normalen DNA-Synthese bei.',
      'Zink trägt zur Erhaltung normaler Haut, Haare und Nägel bei.',
      'Zink trägt zu einer normalen Fruchtbarkeit und einer normalen Reproduktion bei.',
      'Zink trägt dazu bei, die Zellen vor oxidativem Stress zu schützen.',
    ],
    efsa_opinion:
      'EFSA (2014): Populationsreferenzzufuhr (PRI) je nach Phytatzufuhr (300–1200 mg pro Tag) 9,4–16,3 mg pro Tag für Männer und 7,5–12,7 mg pro Tag für Frauen. D-A-CH (2019): 11–16 mg (Männer) bzw. 7–10 mg (Frauen) pro Tag.',
    safety_opinion:
      'EFSA/SCF: tolerierbare Höchstzufuhr (UL) 25 mg pro Tag für Erwachsene; dauerhaft höhere Zufuhr verursacht einen Kupfermangel. BfR (2021): höchstens 6,5 mg pro Tagesdosis in Nahrungsergänzungsmitteln.',
    laboratory_parameters:
      'Zink im Serum oder Vollblut (Blutentnahme nüchtern, morgens; durch Entzündung erniedrigt, daher mit CRP beurteilen); ergänzend alkalische Phosphatase und Kupfer im Serum.',
    bibliography: common(
      'EFSA NDA Panel (2014). Scientific Opinion on Dietary Reference Values for zinc. EFSA Journal 12(10):3844.',
    ),
    deficiencySymptoms: [
      'Wundheilungsstörungen',
      'Haarausfall',
      'Erhöhte Infektanfälligkeit',
      'Geschmacksstörungen',
      'Hautveränderungen',
    ],
    indications: [
      'Vegetarische oder vegane Ernährung',
      'Häufige Infekte',
      'Chronisch-entzündliche Darmerkrankungen',
      'Höheres Lebensalter',
    ],
    contraindications: ['Morbus Wilson unter Chelattherapie ohne ärztliche Kontrolle', 'Kupfermangel'],
  },
  SELENIUM: {
    description:
      'Selen ist ein essenzielles Spurenelement und als Selenocystein Bestandteil von Selenoproteinen wie den Glutathionperoxidasen und den Dejodasen, die Schilddrüsenhormone aktivieren. Der Selengehalt der Böden und damit der Lebensmittel ist in Mitteleuropa niedrig.',
    function: [
      'Selen trägt zu einer normalen Schilddrüsenfunktion bei.',
      'Selen trägt zu einer normalen Funktion des Immunsystems bei.',
      'Selen trägt dazu bei, die Zellen vor oxidativem Stress zu schützen.',
      'Selen trägt zu einer normalen Spermabildung bei.',
      'Selen trägt zur Erhaltung normaler Haare und Nägel bei.',
    ],
    efsa_opinion:
      'EFSA (2014): Adäquate Zufuhr (AI) 70 µg pro Tag für Erwachsene, abgeleitet aus der Sättigung von Selenoprotein P im Plasma. D-A-CH: 70 µg (Männer) bzw. 60 µg (Frauen) pro Tag.',
    safety_opinion:
      'EFSA (2023): tolerierbare Höchstzufuhr (UL) 255 µg pro Tag für Erwachsene; Zeichen der Überdosierung (Selenose) sind Haarausfall, brüchige Nägel und Knoblauchgeruch der Atemluft. BfR (2021): höchstens 45 µg pro Tagesdosis in Nahrungsergänzungsmitteln.',
    laboratory_parameters:
      'Selen im Vollblut (Langzeitstatus) oder im Serum (kurzfristiger Status); ergänzend Glutathionperoxidase-Aktivität und Selenoprotein P; bei Schilddrüsenfragen TSH, fT3, fT4.',
    bibliography: common(
      'EFSA NDA Panel (2014). Scientific Opinion on Dietary Reference Values for selenium. EFSA Journal 12(10):3846.',
      'EFSA NDA Panel (2023). Scientific opinion on the tolerable upper intake level for selenium. EFSA Journal 21(1):7704.',
    ),
    deficiencySymptoms: [
      'Erhöhte Infektanfälligkeit',
      'Schilddrüsenfunktionsstörung',
      'Muskelschwäche',
      'Eingeschränkte Spermienqualität',
    ],
    indications: ['Hashimoto-Thyreoiditis', 'Unerfüllter Kinderwunsch (Mann)', 'Vegane Ernährung', 'Dialyse'],
    contraindications: ['Selenose oder erhöhter Selenspiegel'],
  },
  VITAMIN_B12: {
    description:
      'Vitamin B12 (Cobalamin) ist ein wasserlösliches Vitamin, das nur in tierischen Lebensmitteln in nennenswerter Menge vorkommt. Es ist Cofaktor der Methioninsynthase und der Methylmalonyl-CoA-Mutase und damit für Blutbildung, Zellteilung, Nervensystem und den Abbau von Homocystein nötig. Die Aufnahme braucht den Intrinsic Factor des Magens.',
    function: [
      'Vitamin B12 trägt zu einer normalen Bildung roter Blutkörperchen bei.',
      'Vitamin B12 trägt zu einer normalen Funktion des Nervensystems bei.',
      'Vitamin B12 trägt zu einem normalen Homocystein-Stoffwechsel bei.',
      'Vitamin B12 trägt zur Verringerung von Müdigkeit und Ermüdung bei.',
      'Vitamin B12 hat eine Funktion bei der Zellteilung.',
    ],
    efsa_opinion:
      'EFSA (2015): Adäquate Zufuhr (AI) 4 µg pro Tag für Erwachsene (Schwangere 4,5 µg, Stillende 5 µg). D-A-CH (2019): 4 µg pro Tag.',
    safety_opinion:
      'EFSA/SCF: keine tolerierbare Höchstzufuhr (UL) festgelegt, da auch hohe Dosen keine Nebenwirkungen zeigten. BfR (2021): höchstens 25 µg pro Tagesdosis in Nahrungsergänzungsmitteln; höhere Dosen zur Behandlung eines Mangels nach ärztlicher Diagnose.',
    laboratory_parameters:
      'Holotranscobalamin (aktives B12) als früher Marker, Methylmalonsäure im Serum oder Urin als funktioneller Marker, Homocystein im Plasma; Gesamt-Vitamin-B12 im Serum ist wenig empfindlich. Blutbild (MCV).',
    bibliography: common(
      'EFSA NDA Panel (2015). Scientific Opinion on Dietary Reference Values for cobalamin (vitamin B12). EFSA Journal 13(7):4150.',
    ),
    deficiencySymptoms: [
      'Müdigkeit',
      'Makrozytäre Anämie',
      'Kribbeln und Taubheitsgefühle',
      'Konzentrationsstörungen',
      'Zungenbrennen',
    ],
    indications: [
      'Vegane oder vegetarische Ernährung',
      'Therapie mit Metformin oder Protonenpumpenhemmern',
      'Höheres Lebensalter',
      'Atrophische Gastritis',
    ],
    contraindications: [
      'Bekannte Überempfindlichkeit gegen Cobalamine',
      "Leber'sche Optikusatrophie (bei Cyanocobalamin)",
    ],
  },
  FOLATE: {
    description:
      'Folat ist ein wasserlösliches B-Vitamin, das als 5-Methyltetrahydrofolat (5-MTHF) die aktive, im Blut zirkulierende Form bildet. Es überträgt Methylgruppen und ist für DNA-Synthese, Zellteilung, Blutbildung und den Abbau von Homocystein nötig. 5-MTHF umgeht die MTHFR-Reaktion, deren Aktivität genetisch vermindert sein kann.',
    function: [
      'Folat trägt zum Wachstum des mütterlichen Gewebes während der Schwangerschaft bei.',
      'Folat trägt zu einer normalen Blutbildung bei.',
      'Folat trägt zu einem normalen Homocystein-Stoffwechsel bei.',
      'Folat hat eine Funktion bei der Zellteilung.',
      'Folat trägt zur Verringerung von Müdigkeit und Ermüdung bei.',
    ],
    efsa_opinion:
      'EFSA (2014): Populationsreferenzzufuhr (PRI) 330 µg Folat-Äquivalente pro Tag für Erwachsene, adäquate Zufuhr in der Schwangerschaft 600 µg. Frauen mit Kinderwunsch sollen zusätzlich 400 µg Folsäure pro Tag einnehmen, mindestens vier Wochen vor bis zum Ende des ersten Drittels der Schwangerschaft. D-A-CH: 300 µg Folat-Äquivalente pro Tag.',
    safety_opinion:
      'EFSA (2023): tolerierbare Höchstzufuhr (UL) 1000 µg pro Tag für Folsäure und 5-Methyltetrahydrofolat aus Nahrungsergänzungsmitteln und angereicherten Lebensmitteln; hohe Dosen können einen Vitamin-B12-Mangel maskieren. BfR (2021): höchstens 200 µg Folsäure pro Tagesdosis in Nahrungsergänzungsmitteln (außer für Frauen mit Kinderwunsch und Schwangere).',
    laboratory_parameters:
      'Folat in den Erythrozyten (Langzeitstatus), Folat im Serum (kurzfristig), Homocystein im Plasma; stets zusammen mit dem Vitamin-B12-Status beurteilen. DNA: MTHFR-Varianten (C677T, A1298C).',
    bibliography: common(
      'EFSA NDA Panel (2014). Scientific Opinion on Dietary Reference Values for folate. EFSA Journal 12(11):3893.',
      'EFSA NDA Panel (2023). Scientific opinion on the tolerable upper intake level for folate. EFSA Journal 21(11):e08353.',
    ),
    deficiencySymptoms: [
      'Megaloblastäre Anämie',
      'Müdigkeit',
      'Schleimhautentzündungen',
      'Erhöhtes Homocystein',
    ],
    indications: [
      'Kinderwunsch und Schwangerschaft',
      'MTHFR-Variante',
      'Erhöhtes Homocystein',
      'Therapie mit Methotrexat (nach ärztlicher Anweisung)',
    ],
    contraindications: ['Unbehandelter Vitamin-B12-Mangel', 'Megaloblastäre Anämie ungeklärter Ursache'],
  },
  OMEGA_3: {
    description:
      'Die langkettigen Omega-3-Fettsäuren Eicosapentaensäure (EPA) und Docosahexaensäure (DHA) sind Bausteine der Zellmembranen, vor allem in Gehirn und Netzhaut, und Ausgangsstoffe entzündungsauflösender Botenstoffe. Der Körper bildet sie nur in geringem Umfang aus Alpha-Linolensäure; Hauptquellen sind fetter Seefisch und Algenöl.',
    function: [
      'EPA und DHA tragen zu einer normalen Herzfunktion bei (ab 250 mg EPA und DHA pro Tag).',
      'DHA trägt zur Erhaltung einer normalen Gehirnfunktion bei (ab 250 mg DHA pro Tag).',
      'DHA trägt zur Erhaltung normaler Sehkraft bei (ab 250 mg DHA pro Tag).',
      'EPA und DHA tragen zur Aufrechterhaltung eines normalen Triglyceridspiegels im Blut bei (ab 2 g EPA und DHA pro Tag).',
    ],
    efsa_opinion:
      'EFSA (2010): Adäquate Zufuhr (AI) 250 mg EPA und DHA pro Tag für Erwachsene; in Schwangerschaft und Stillzeit zusätzlich 100–200 mg DHA pro Tag. D-A-CH: Richtwert für Alpha-Linolensäure 0,5 % der Energiezufuhr; zwei Fischmahlzeiten pro Woche.',
    safety_opinion:
      'EFSA (2012): keine tolerierbare Höchstzufuhr (UL); eine zusätzliche Zufuhr von bis zu 5 g EPA und DHA pro Tag ist für Erwachsene unbedenklich. Bei Gerinnungshemmern und vor Operationen hohe Dosen ärztlich abstimmen.',
    laboratory_parameters:
      'Omega-3-Index (Anteil von EPA und DHA an den Fettsäuren der Erythrozytenmembranen, Zielbereich 8–11 %), Verhältnis von Arachidonsäure zu EPA; ergänzend Triglyceride.',
    bibliography: common(
      'EFSA NDA Panel (2010). Scientific Opinion on Dietary Reference Values for fats, including saturated fatty acids, polyunsaturated fatty acids, monounsaturated fatty acids, trans fatty acids, and cholesterol. EFSA Journal 8(3):1461.',
      'EFSA NDA Panel (2012). Scientific Opinion related to the Tolerable Upper Intake Level of eicosapentaenoic acid (EPA), docosahexaenoic acid (DHA) and docosapentaenoic acid (DPA). EFSA Journal 10(7):2815.',
      'Harris WS, von Schacky C (2004). The Omega-3 Index: a new risk factor for death from coronary heart disease? Preventive Medicine 39(1):212–220.',
    ),
    deficiencySymptoms: [
      'Trockene Haut',
      'Konzentrationsstörungen',
      'Erhöhte Triglyceride',
      'Niedriger Omega-3-Index',
    ],
    indications: [
      'Wenig Fischverzehr',
      'Erhöhte Triglyceride',
      'Schwangerschaft und Stillzeit',
      'Chronisch-entzündliche Erkrankungen',
    ],
    contraindications: [
      'Fischallergie (bei Fischöl)',
      'Hämorrhagische Diathese',
      'Geplante Operation (hohe Dosen)',
    ],
  },
  IRON: {
    description:
      'Eisen ist als Bestandteil von Hämoglobin und Myoglobin für den Sauerstofftransport und als Teil von Cytochromen für die Energiegewinnung unentbehrlich. Der Körper kann Eisen nicht aktiv ausscheiden; die Aufnahme im Darm wird über Hepcidin geregelt. Häm-Eisen aus Fleisch wird besser aufgenommen als Eisen aus Pflanzen.',
    function: [
      'Eisen trägt zur normalen Bildung von roten Blutkörperchen und Hämoglobin bei.',
      'Eisen trägt zu einem normalen Sauerstofftransport im Körper bei.',
      'Eisen trägt zu einer normalen kognitiven Funktion bei.',
      'Eisen trägt zur Verringerung von Müdigkeit und Ermüdung bei.',
      'Eisen trägt zu einer normalen Funktion des Immunsystems bei.',
    ],
    efsa_opinion:
      'EFSA (2015): Populationsreferenzzufuhr (PRI) 11 mg pro Tag für Männer und postmenopausale Frauen, 16 mg pro Tag für Frauen vor der Menopause. D-A-CH: 11 mg (Männer), 16 mg (Frauen vor der Menopause), 14 mg (Frauen nach der Menopause) pro Tag.',
    safety_opinion:
      'EFSA (2024): keine tolerierbare Höchstzufuhr (UL) ableitbar; als sichere Gesamtzufuhr gelten 40 mg pro Tag für Erwachsene einschließlich Schwangerer und Stillender. BfR (2021): höchstens 6 mg pro Tagesdosis in Nahrungsergänzungsmitteln; eine höher dosierte Gabe nur bei nachgewiesenem Mangel.',
    laboratory_parameters:
      'Ferritin im Serum (Speicher; bei Entzündung falsch hoch, daher mit CRP beurteilen), Transferrinsättigung, löslicher Transferrinrezeptor, Hämoglobin, MCV und Retikulozyten-Hämoglobin.',
    bibliography: common(
      'EFSA NDA Panel (2015). Scientific Opinion on Dietary Reference Values for iron. EFSA Journal 13(10):4254.',
      'EFSA NDA Panel (2024). Scientific opinion on the tolerable upper intake level for iron. EFSA Journal 22(6):e8819.',
    ),
    deficiencySymptoms: [
      'Müdigkeit',
      'Blässe',
      'Haarausfall',
      'Brüchige Nägel',
      'Eingerissene Mundwinkel',
      'Belastungsdyspnoe',
    ],
    indications: [
      'Starke Menstruationsblutung',
      'Schwangerschaft',
      'Vegetarische oder vegane Ernährung',
      'Ausdauersport',
    ],
    contraindications: ['Hämochromatose', 'Eisenüberladung', 'Hämolytische Anämie', 'Akute Infektion'],
  },
  VITAMIN_C: {
    description:
      'Vitamin C (Ascorbinsäure) ist ein wasserlösliches Antioxidans und Cofaktor von Enzymen der Kollagen-, Carnitin- und Noradrenalinsynthese. Es verbessert die Aufnahme von Nicht-Häm-Eisen. Der Mensch kann es nicht selbst bilden.',
    function: [
      'Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion der Blutgefäße, Knochen, Haut und Zähne bei.',
      'Vitamin C trägt zu einer normalen Funktion des Immunsystems bei.',
      'Vitamin C trägt dazu bei, die Zellen vor oxidativem Stress zu schützen.',
      'Vitamin C erhöht die Eisenaufnahme.',
      'Vitamin C trägt zur Verringerung von Müdigkeit und Ermüdung bei.',
    ],
    efsa_opinion:
      'EFSA (2013): Populationsreferenzzufuhr (PRI) 110 mg pro Tag für Männer und 95 mg pro Tag für Frauen. D-A-CH: 110 mg (Männer) bzw. 95 mg (Frauen) pro Tag; Raucher 155 mg, Raucherinnen 135 mg.',
    safety_opinion:
      'EFSA/SCF: keine tolerierbare Höchstzufuhr (UL) festgelegt; ab etwa 3–4 g pro Tag treten Durchfälle auf, zusätzliche Gaben bis 1 g pro Tag gelten als unbedenklich. BfR (2021): höchstens 250 mg pro Tagesdosis in Nahrungsergänzungsmitteln. Vorsicht bei Neigung zu Oxalatsteinen.',
    laboratory_parameters:
      'Vitamin C (Ascorbinsäure) im Plasma, lichtgeschützt und rasch gekühlt verarbeitet; Werte unter 11 µmol/l zeigen einen Mangel an.',
    bibliography: common(
      'EFSA NDA Panel (2013). Scientific Opinion on Dietary Reference Values for vitamin C. EFSA Journal 11(11):3418.',
    ),
    deficiencySymptoms: [
      'Zahnfleischbluten',
      'Wundheilungsstörungen',
      'Müdigkeit',
      'Erhöhte Infektanfälligkeit',
    ],
    indications: [
      'Rauchen',
      'Eisenmangel (zur Verbesserung der Aufnahme)',
      'Häufige Infekte',
      'Geringer Obst- und Gemüseverzehr',
    ],
    contraindications: [
      'Oxalatnierensteine',
      'Hämochromatose',
      'Glucose-6-phosphat-Dehydrogenase-Mangel (hohe Dosen)',
    ],
  },
  COENZYME_Q10: {
    description:
      'Coenzym Q10 (Ubichinon/Ubichinol) ist eine vitaminähnliche, fettlösliche Substanz, die der Körper selbst bildet. Es überträgt Elektronen in der Atmungskette der Mitochondrien und wirkt in Membranen antioxidativ. Die Eigensynthese nimmt mit dem Alter ab und wird durch Statine gehemmt.',
    function: [
      'Coenzym Q10 ist als Teil der mitochondrialen Atmungskette an der zellulären Energiegewinnung beteiligt.',
      'Coenzym Q10 wirkt in Zellmembranen und Lipoproteinen als fettlösliches Antioxidans.',
    ],
    efsa_opinion:
      'EFSA (2010): keine Referenzwerte, da der Körper Coenzym Q10 selbst bildet; die beantragten gesundheitsbezogenen Angaben (Energiestoffwechsel, Schutz vor oxidativem Stress, Herzfunktion) wurden nicht zugelassen, da eine ursächliche Wirkung nicht belegt war.',
    safety_opinion:
      'EFSA/SCF: keine tolerierbare Höchstzufuhr (UL); in Studien wurden bis 1200 mg pro Tag ohne ernste Nebenwirkungen gegeben (Observed Safe Level 1200 mg pro Tag). Kann die Wirkung von Vitamin-K-Antagonisten abschwächen; dann INR kontrollieren.',
    laboratory_parameters:
      'Coenzym Q10 im Serum oder Plasma, bezogen auf das LDL-Cholesterin; ergänzend Cholesterin und Creatinkinase unter Statintherapie.',
    bibliography: [
      'EFSA NDA Panel (2010). Scientific Opinion on the substantiation of health claims related to coenzyme Q10 and contribution to normal energy-yielding metabolism, maintenance of normal blood pressure, protection of DNA, proteins and lipids from oxidative damage, contribution to normal cognitive function, maintenance of normal blood cholesterol concentrations and increase in endurance capacity and/or endurance performance. EFSA Journal 8(10):1793.',
      'Hathcock JN, Shao A (2006). Risk assessment for coenzyme Q10 (Ubiquinone). Regulatory Toxicology and Pharmacology 45(3):282–288.',
      'Mortensen SA et al. (2014). The effect of coenzyme Q10 on morbidity and mortality in chronic heart failure: results from Q-SYMBIO. JACC Heart Failure 2(6):641–649.',
      BFR_2021,
    ],
    deficiencySymptoms: ['Leistungsminderung', 'Muskelschmerzen unter Statintherapie', 'Müdigkeit'],
    indications: [
      'Statintherapie',
      'Herzinsuffizienz (ergänzend)',
      'Höheres Lebensalter',
      'Mitochondriale Erkrankungen',
    ],
    contraindications: [
      'Therapie mit Vitamin-K-Antagonisten ohne INR-Kontrolle',
      'Schwangerschaft und Stillzeit (fehlende Daten)',
    ],
  },
  IODINE: {
    description:
      'Jod ist ein essenzielles Spurenelement und Baustein der Schilddrüsenhormone Thyroxin (T4) und Trijodthyronin (T3), die Stoffwechsel, Wachstum und die Entwicklung des Gehirns steuern. Deutschland gilt trotz Jodsalz wieder als Gebiet mit leichtem Jodmangel.',
    function: [
      'Jod trägt zu einer normalen Produktion von Schilddrüsenhormonen und zu einer normalen Schilddrüsenfunktion bei.',
      'Jod trägt zu einer normalen kognitiven Funktion bei.',
      'Jod trägt zu einem normalen Energiestoffwechsel bei.',
      'Jod trägt zur Erhaltung normaler Haut bei.',
    ],
    efsa_opinion:
      'EFSA (2014): Adäquate Zufuhr (AI) 150 µg pro Tag für Erwachsene, 200 µg pro Tag in Schwangerschaft und Stillzeit. D-A-CH: 200 µg pro Tag in Deutschland (ab 51 Jahren 180 µg), 150 µg in Österreich und der Schweiz.',
    safety_opinion:
      'EFSA/SCF: tolerierbare Höchstzufuhr (UL) 600 µg pro Tag für Erwachsene. BfR (2021): höchstens 100 µg pro Tagesdosis in Nahrungsergänzungsmitteln. Bei Autonomien der Schilddrüse kann Jod eine Überfunktion auslösen.',
    laboratory_parameters:
      'Jodausscheidung im Urin (Spontanurin, bezogen auf Kreatinin) als Maß der aktuellen Zufuhr; TSH, fT3 und fT4 im Serum; bei Autoimmunthyreoiditis TPO-Antikörper.',
    bibliography: common(
      'EFSA NDA Panel (2014). Scientific Opinion on Dietary Reference Values for iodine. EFSA Journal 12(5):3660.',
    ),
    deficiencySymptoms: [
      'Vergrößerte Schilddrüse (Struma)',
      'Müdigkeit',
      'Kälteempfindlichkeit',
      'Gewichtszunahme',
    ],
    indications: [
      'Kinderwunsch, Schwangerschaft und Stillzeit',
      'Vegane Ernährung ohne Jodsalz',
      'Jodmangelstruma',
    ],
    contraindications: [
      'Hyperthyreose',
      'Schilddrüsenautonomie',
      'Dermatitis herpetiformis Duhring',
      'Jodallergie',
    ],
  },
  VITAMIN_E: {
    description:
      'Vitamin E ist der Sammelbegriff für fettlösliche Tocopherole und Tocotrienole; biologisch wirksam beim Menschen ist vor allem Alpha-Tocopherol. Es schützt als wichtigstes fettlösliches Antioxidans mehrfach ungesättigte Fettsäuren in Zellmembranen vor Oxidation.',
    function: ['Vitamin E trägt dazu bei, die Zellen vor oxidativem Stress zu schützen.'],
    efsa_opinion:
      'EFSA (2015): Adäquate Zufuhr (AI) 13 mg Alpha-Tocopherol pro Tag für Männer und 11 mg pro Tag für Frauen. D-A-CH: 12–15 mg (Männer) bzw. 11–12 mg (Frauen) Tocopherol-Äquivalente pro Tag.',
    safety_opinion:
      'EFSA (2024): tolerierbare Höchstzufuhr (UL) 300 mg Alpha-Tocopherol-Äquivalente pro Tag für Erwachsene; hohe Dosen können die Blutgerinnung beeinträchtigen. BfR (2021): höchstens 30 mg pro Tagesdosis in Nahrungsergänzungsmitteln.',
    laboratory_parameters:
      'Alpha-Tocopherol im Serum, bezogen auf die Blutfette (Tocopherol-Lipid-Quotient), da der Spiegel mit Cholesterin und Triglyceriden steigt.',
    bibliography: common(
      'EFSA NDA Panel (2015). Scientific Opinion on Dietary Reference Values for vitamin E as α-tocopherol. EFSA Journal 13(7):4149.',
      'EFSA NDA Panel (2024). Scientific opinion on the tolerable upper intake level for vitamin E. EFSA Journal 22(8):e8953.',
    ),
    deficiencySymptoms: ['Muskelschwäche', 'Gangunsicherheit (Ataxie)', 'Periphere Neuropathie', 'Hämolyse'],
    indications: ['Fettmalabsorption', 'Hohe Zufuhr mehrfach ungesättigter Fettsäuren', 'Cystische Fibrose'],
    contraindications: [
      'Therapie mit Gerinnungshemmern (hohe Dosen)',
      'Vitamin-K-Mangel',
      'Geplante Operation (hohe Dosen)',
    ],
  },
  VITAMIN_B6: {
    description:
      'Vitamin B6 umfasst Pyridoxin, Pyridoxal und Pyridoxamin; die aktive Form Pyridoxal-5′-phosphat ist Coenzym von über 100 Enzymen des Aminosäurestoffwechsels, der Bildung von Neurotransmittern, des Hämoglobins und des Homocysteinabbaus.',
    function: [
      'Vitamin B6 trägt zu einem normalen Eiweiß- und Glykogenstoffwechsel bei.',
      'Vitamin B6 trägt zu einer normalen Funktion des Nervensystems bei.',
      'Vitamin B6 trägt zu einem normalen Homocystein-Stoffwechsel bei.',
      'Vitamin B6 trägt zur Regulierung der Hormontätigkeit bei.',
      'Vitamin B6 trägt zur Verringerung von Müdigkeit und Ermüdung bei.',
    ],
    efsa_opinion:
      'EFSA (2016): Populationsreferenzzufuhr (PRI) 1,7 mg pro Tag für Männer und 1,6 mg pro Tag für Frauen. D-A-CH (2019): 1,6 mg (Männer) bzw. 1,4 mg (Frauen) pro Tag.',
    safety_opinion:
      'EFSA (2023): tolerierbare Höchstzufuhr (UL) 12 mg pro Tag für Erwachsene; länger dauernde höhere Zufuhr kann eine periphere sensorische Neuropathie auslösen. BfR (2021): höchstens 3,5 mg pro Tagesdosis in Nahrungsergänzungsmitteln.',
    laboratory_parameters:
      'Pyridoxal-5′-phosphat (PLP) im Plasma oder Vollblut; funktionell Homocystein im Plasma. Auch erhöhte Werte (Überdosierung) sind klinisch bedeutsam.',
    bibliography: common(
      'EFSA NDA Panel (2016). Dietary Reference Values for vitamin B6. EFSA Journal 14(6):4485.',
      'EFSA NDA Panel (2023). Scientific opinion on the tolerable upper intake level for vitamin B6. EFSA Journal 21(5):8006.',
    ),
    deficiencySymptoms: [
      'Entzündungen der Mundwinkel',
      'Hautveränderungen (seborrhoische Dermatitis)',
      'Reizbarkeit',
      'Erhöhtes Homocystein',
    ],
    indications: [
      'Erhöhtes Homocystein',
      'Therapie mit Isoniazid oder L-Dopa (nach ärztlicher Anweisung)',
      'Alkoholkonsum',
    ],
    contraindications: ['Periphere Neuropathie unklarer Ursache', 'Erhöhter Vitamin-B6-Spiegel'],
  },
  CALCIUM: {
    description:
      'Calcium ist der mengenmäßig wichtigste Mineralstoff des Körpers; 99 % liegen in Knochen und Zähnen. Der kleine gelöste Anteil steuert Muskelkontraktion, Erregungsleitung, Blutgerinnung und Signalübertragung in Zellen. Die Aufnahme im Darm hängt von Vitamin D ab.',
    function: [
      'Calcium wird für die Erhaltung normaler Knochen und Zähne benötigt.',
      'Calcium trägt zu einer normalen Blutgerinnung bei.',
      'Calcium trägt zu einer normalen Muskelfunktion bei.',
      'Calcium trägt zu einer normalen Signalübertragung zwischen den Nervenzellen bei.',
    ],
    efsa_opinion:
      'EFSA (2015): Populationsreferenzzufuhr (PRI) 1000 mg pro Tag für Erwachsene von 18 bis 24 Jahren und 950 mg pro Tag ab 25 Jahren. D-A-CH: 1000 mg pro Tag.',
    safety_opinion:
      'EFSA (2012): tolerierbare Höchstzufuhr (UL) 2500 mg pro Tag aus allen Quellen für Erwachsene. BfR (2021): höchstens 500 mg pro Tagesdosis in Nahrungsergänzungsmitteln; die Zufuhr über Lebensmittel ist vorzuziehen.',
    laboratory_parameters:
      'Calcium im Serum (albuminkorrigiert) oder ionisiertes Calcium; ergänzend Parathormon, 25-OH-Vitamin D, Phosphat und Calcium im 24-Stunden-Urin. Der Serumspiegel zeigt den Knochenbestand nicht an.',
    bibliography: common(
      'EFSA NDA Panel (2015). Scientific Opinion on Dietary Reference Values for calcium. EFSA Journal 13(5):4101.',
      'EFSA NDA Panel (2012). Scientific Opinion on the Tolerable Upper Intake Level of calcium. EFSA Journal 10(7):2814.',
    ),
    deficiencySymptoms: ['Muskelkrämpfe', 'Kribbeln (Parästhesien)', 'Verminderte Knochendichte'],
    indications: [
      'Osteoporose (mit Vitamin D)',
      'Laktoseintoleranz oder milchfreie Ernährung',
      'Vegane Ernährung',
    ],
    contraindications: [
      'Hyperkalzämie',
      'Calciumhaltige Nierensteine',
      'Schwere Niereninsuffizienz',
      'Therapie mit Digitalis',
    ],
  },
  POTASSIUM: {
    description:
      'Kalium ist das wichtigste Kation im Zellinneren. Es bestimmt zusammen mit Natrium das Membranpotenzial und damit die Erregbarkeit von Nerven und Muskeln einschließlich des Herzens und wirkt dem blutdrucksteigernden Effekt von Natrium entgegen.',
    function: [
      'Kalium trägt zu einer normalen Funktion des Nervensystems bei.',
      'Kalium trägt zu einer normalen Muskelfunktion bei.',
      'Kalium trägt zur Aufrechterhaltung eines normalen Blutdrucks bei.',
    ],
    efsa_opinion:
      'EFSA (2016): Adäquate Zufuhr (AI) 3500 mg pro Tag für Erwachsene, abgeleitet aus der Wirkung auf Blutdruck und Schlaganfallrisiko. D-A-CH (2017): Schätzwert 4000 mg pro Tag.',
    safety_opinion:
      'EFSA: keine tolerierbare Höchstzufuhr (UL); bei gesunden Erwachsenen ist eine zusätzliche Zufuhr von etwa 3000 mg pro Tag unbedenklich. BfR (2021): höchstens 500 mg pro Tagesdosis in Nahrungsergänzungsmitteln. Gefahr einer Hyperkaliämie bei eingeschränkter Nierenfunktion und bei kaliumsparenden Medikamenten.',
    laboratory_parameters:
      'Kalium im Serum (hämolysefrei, zügig zentrifugiert, da Hämolyse falsch hohe Werte ergibt); ergänzend Kreatinin und eGFR, Kalium im Urin.',
    bibliography: common(
      'EFSA NDA Panel (2016). Dietary reference values for potassium. EFSA Journal 14(10):4592.',
    ),
    deficiencySymptoms: ['Muskelschwäche', 'Herzrhythmusstörungen', 'Verstopfung', 'Müdigkeit'],
    indications: ['Therapie mit Thiazid- oder Schleifendiuretika', 'Erhöhter Blutdruck', 'Starkes Schwitzen'],
    contraindications: [
      'Hyperkaliämie',
      'Niereninsuffizienz',
      'Therapie mit kaliumsparenden Diuretika, ACE-Hemmern oder Sartanen',
      'Morbus Addison',
    ],
  },
  BIOTIN: {
    description:
      'Biotin (Vitamin B7, früher Vitamin H) ist ein wasserlösliches Vitamin und Coenzym von Carboxylasen im Fett-, Kohlenhydrat- und Aminosäurestoffwechsel. Ein Mangel ist bei üblicher Ernährung selten.',
    function: [
      'Biotin trägt zu einem normalen Energiestoffwechsel bei.',
      'Biotin trägt zu einem normalen Stoffwechsel von Makronährstoffen bei.',
      'Biotin trägt zur Erhaltung normaler Haare bei.',
      'Biotin trägt zur Erhaltung normaler Haut bei.',
    ],
    efsa_opinion:
      'EFSA (2014): Adäquate Zufuhr (AI) 40 µg pro Tag für Erwachsene. D-A-CH (2020): Schätzwert 40 µg pro Tag.',
    safety_opinion:
      'EFSA/SCF: keine tolerierbare Höchstzufuhr (UL) festgelegt; bis 10 mg pro Tag wurden keine Nebenwirkungen beobachtet. BfR (2021): eine Höchstmenge für Nahrungsergänzungsmittel ist nicht nötig; das BfR empfiehlt aber den Hinweis, vor Labortests die Biotineinnahme mitzuteilen. Wichtig: höhere Biotin-Dosen stören Streptavidin-basierte Immunoassays (z. B. TSH, fT4, Troponin); die Einnahme vor der Blutentnahme nach Rücksprache pausieren.',
    laboratory_parameters:
      'Biotin im Serum; funktionell 3-Hydroxyisovaleriansäure im Urin. Hinweis an das Labor bei Biotineinnahme wegen möglicher Störung von Immunoassays.',
    bibliography: common(
      'EFSA NDA Panel (2014). Scientific Opinion on Dietary Reference Values for biotin. EFSA Journal 12(2):3580.',
      'U.S. Food and Drug Administration (2019). UPDATE: The FDA Warns that Biotin May Interfere with Lab Tests: FDA Safety Communication.',
    ),
    deficiencySymptoms: ['Haarausfall', 'Schuppige Hautentzündung', 'Brüchige Nägel', 'Müdigkeit'],
    indications: ['Brüchige Nägel', 'Langzeittherapie mit Antiepileptika', 'Hoher Verzehr roher Eier'],
    contraindications: ['Anstehende Laboruntersuchung mit Immunoassays (Einnahme pausieren)'],
  },
  VITAMIN_A: {
    description:
      'Vitamin A (Retinol und seine Ester) ist ein fettlösliches Vitamin, das für das Sehen bei Dämmerung, die Differenzierung von Haut- und Schleimhautzellen, die Immunabwehr und die embryonale Entwicklung nötig ist. Der Körper kann es auch aus Beta-Carotin bilden; die Speicherung erfolgt in der Leber.',
    function: [
      'Vitamin A trägt zur Erhaltung normaler Sehkraft bei.',
      'Vitamin A trägt zur Erhaltung normaler Schleimhäute bei.',
      'Vitamin A trägt zur Erhaltung normaler Haut bei.',
      'Vitamin A trägt zu einer normalen Funktion des Immunsystems bei.',
      'Vitamin A trägt zu einem normalen Eisenstoffwechsel bei.',
    ],
    efsa_opinion:
      'EFSA (2015): Populationsreferenzzufuhr (PRI) 750 µg Retinol-Äquivalente pro Tag für Männer und 650 µg pro Tag für Frauen. D-A-CH (2020): 850 µg (Männer) bzw. 700 µg (Frauen) Retinol-Aktivitätsäquivalente pro Tag.',
    safety_opinion:
      'EFSA/SCF: tolerierbare Höchstzufuhr (UL) 3000 µg Retinol-Äquivalente pro Tag für vorgeformtes Vitamin A (auch in der Schwangerschaft; Frauen nach der Menopause sollten wegen des Knochenbruchrisikos unter 1500 µg bleiben). BfR (2021): kein Zusatz zu Nahrungsergänzungsmitteln oder höchstens 200 µg pro Tagesdosis, mit dem Hinweis, Vitamin A in der Schwangerschaft nur nach ärztlicher Rücksprache einzunehmen; hohe Dosen wirken fruchtschädigend.',
    laboratory_parameters:
      'Retinol im Serum (bleibt bis zur Erschöpfung der Leberspeicher konstant; bei Entzündung erniedrigt), Retinol-bindendes Protein; ergänzend Beta-Carotin.',
    bibliography: common(
      'EFSA NDA Panel (2015). Scientific Opinion on Dietary Reference Values for vitamin A. EFSA Journal 13(3):4028.',
    ),
    deficiencySymptoms: [
      'Nachtblindheit',
      'Trockene Augen',
      'Trockene, schuppige Haut',
      'Erhöhte Infektanfälligkeit',
    ],
    indications: [
      'Fettmalabsorption',
      'Chronische Lebererkrankung (nach ärztlicher Anweisung)',
      'Nachgewiesener Mangel',
    ],
    contraindications: [
      'Schwangerschaft und Kinderwunsch (hohe Dosen)',
      'Lebererkrankung',
      'Therapie mit Retinoiden (Isotretinoin, Acitretin)',
      'Osteoporose',
    ],
  },
  L_CARNITINE: {
    description:
      'L-Carnitin ist eine vitaminähnliche Substanz, die der Körper in Leber und Niere aus Lysin und Methionin bildet; mit der Nahrung stammt es vor allem aus rotem Fleisch. Es transportiert langkettige Fettsäuren in die Mitochondrien, wo sie zur Energiegewinnung abgebaut werden.',
    function: [
      'L-Carnitin transportiert langkettige Fettsäuren in die Mitochondrien zur Energiegewinnung.',
      'L-Carnitin bindet überschüssige Acylgruppen und hilft, sie aus den Zellen auszuschleusen.',
    ],
    efsa_opinion:
      'EFSA (2018): L-Carnitin ist kein essenzieller Nährstoff, da der Körper es aus Lysin und Methionin bildet; es gibt keine Referenzwerte. Die beantragte gesundheitsbezogene Angabe zum normalen Fettstoffwechsel wurde nicht zugelassen, da eine ursächliche Wirkung bei der Allgemeinbevölkerung nicht belegt war.',
    safety_opinion:
      'Keine tolerierbare Höchstzufuhr (UL) der EFSA; nach der Risikobewertung von Hathcock und Shao gelten bis 2000 mg pro Tag als sicher (Observed Safe Level). Höhere Dosen können Übelkeit, Durchfall und einen fischartigen Körpergeruch (Trimethylamin) verursachen.',
    laboratory_parameters:
      'Freies Carnitin und Gesamtcarnitin im Plasma, Acylcarnitin-Profil (Quotient Acyl- zu freiem Carnitin).',
    bibliography: [
      'Vaz FM, Wanders RJA (2002). Carnitine biosynthesis in mammals. Biochemical Journal 361(3):417–429.',
      'Hathcock JN, Shao A (2006). Risk assessment for carnitine. Regulatory Toxicology and Pharmacology 46(1):23–28.',
      'EFSA NDA Panel (2018). L-carnitine and contribution to normal lipid metabolism: evaluation of a health claim pursuant to Article 13(5) of Regulation (EC) No 1924/2006. EFSA Journal 16(1):5137.',
      DACH,
    ],
    deficiencySymptoms: ['Muskelschwäche', 'Leistungsminderung', 'Hypoglykämie (bei primärem Mangel)'],
    indications: [
      'Dialyse',
      'Vegane Ernährung mit Leistungsminderung',
      'Therapie mit Valproinsäure (nach ärztlicher Anweisung)',
    ],
    contraindications: [
      'Krampfanfälle in der Vorgeschichte (Vorsicht)',
      'Schilddrüsenunterfunktion unter Hormontherapie (Vorsicht)',
    ],
  },
  CHROMIUM: {
    description:
      'Chrom (als dreiwertiges Chrom) ist ein Spurenelement, das die Wirkung von Insulin am Glukose- und Fettstoffwechsel unterstützt. Ob es für den Menschen essenziell ist, ist umstritten; ein ernährungsbedingter Mangel ist bei Gesunden kaum beschrieben.',
    function: [
      'Chrom trägt zu einem normalen Stoffwechsel von Makronährstoffen bei.',
      'Chrom trägt zur Aufrechterhaltung eines normalen Blutzuckerspiegels bei.',
    ],
    efsa_opinion:
      'EFSA (2014): keine adäquate Zufuhr (AI) und keine Referenzwerte, da keine Belege für eine Essentialität und keine Mangelsymptome bei Gesunden vorliegen. D-A-CH: Schätzwert 30–100 µg pro Tag.',
    safety_opinion:
      'EFSA: keine tolerierbare Höchstzufuhr (UL) für dreiwertiges Chrom; die tolerierbare tägliche Aufnahme (TDI) beträgt 300 µg je kg Körpergewicht. BfR (2021): höchstens 60 µg pro Tagesdosis in Nahrungsergänzungsmitteln.',
    laboratory_parameters:
      'Chrom im Vollblut oder Serum (wenig aussagekräftig, da die Konzentrationen nahe der Nachweisgrenze liegen); funktionell Nüchternglukose, HbA1c und Insulin.',
    bibliography: common(
      'EFSA NDA Panel (2014). Scientific Opinion on Dietary Reference Values for chromium. EFSA Journal 12(10):3845.',
      'EFSA CONTAM Panel (2014). Scientific Opinion on the risks to public health related to the presence of chromium in food and drinking water. EFSA Journal 12(3):3595.',
    ),
    deficiencySymptoms: [
      'Gestörte Glukosetoleranz',
      'Gewichtsverlust',
      'Periphere Neuropathie (bei parenteraler Ernährung)',
    ],
    indications: ['Gestörte Glukosetoleranz', 'Diabetes mellitus Typ 2 (ergänzend)', 'Metabolisches Syndrom'],
    contraindications: [
      'Schwere Nieren- oder Lebererkrankung',
      'Chromallergie',
      'Insulintherapie ohne Blutzuckerkontrolle',
    ],
  },
  VITAMIN_B1: {
    description:
      'Vitamin B1 (Thiamin) ist ein wasserlösliches Vitamin, dessen aktive Form Thiaminpyrophosphat Coenzym von Enzymen des Kohlenhydratstoffwechsels ist (Pyruvatdehydrogenase, Transketolase). Nerven und Herzmuskel sind auf eine ausreichende Versorgung besonders angewiesen; der Körper speichert nur wenig.',
    function: [
      'Thiamin trägt zu einem normalen Energiestoffwechsel bei.',
      'Thiamin trägt zu einer normalen Funktion des Nervensystems bei.',
      'Thiamin trägt zu einer normalen Herzfunktion bei.',
      'Thiamin trägt zu einer normalen psychischen Funktion bei.',
    ],
    efsa_opinion:
      'EFSA (2016): Populationsreferenzzufuhr (PRI) 0,1 mg je Megajoule Energiezufuhr, für Erwachsene etwa 1,0–1,3 mg pro Tag. D-A-CH (2020): 1,2–1,3 mg (Männer) bzw. 1,0 mg (Frauen) pro Tag.',
    safety_opinion:
      'EFSA/SCF: keine tolerierbare Höchstzufuhr (UL) festgelegt, da orale Dosen bis mehrere hundert Milligramm keine Nebenwirkungen zeigten. BfR (2021): eine Höchstmenge für Nahrungsergänzungsmittel ist nicht nötig, da auch bei Zufuhr weit über dem Bedarf keine nachteiligen Wirkungen beobachtet wurden.',
    laboratory_parameters:
      'Thiaminpyrophosphat (TPP) im Vollblut; funktionell die Transketolase-Aktivität der Erythrozyten und ihr Anstieg nach TPP-Zugabe.',
    bibliography: common(
      'EFSA NDA Panel (2016). Dietary reference values for thiamin. EFSA Journal 14(12):4653.',
    ),
    deficiencySymptoms: [
      'Müdigkeit',
      'Reizbarkeit',
      'Periphere Neuropathie',
      'Herzinsuffizienz (Beriberi)',
      'Gedächtnisstörungen',
    ],
    indications: [
      'Alkoholkonsum',
      'Diabetes mellitus',
      'Therapie mit Diuretika',
      'Nach bariatrischer Operation',
    ],
    contraindications: ['Bekannte Überempfindlichkeit gegen Thiamin'],
  },
  VITAMIN_B2: {
    description:
      'Vitamin B2 (Riboflavin) ist ein wasserlösliches Vitamin und Vorstufe der Coenzyme FMN und FAD, die an Redoxreaktionen der Energiegewinnung, am Stoffwechsel von Folat, Vitamin B6 und Eisen sowie an der Regeneration von Glutathion beteiligt sind.',
    function: [
      'Riboflavin trägt zu einem normalen Energiestoffwechsel bei.',
      'Riboflavin trägt zur Erhaltung normaler Schleimhäute bei.',
      'Riboflavin trägt zur Erhaltung normaler Sehkraft bei.',
      'Riboflavin trägt zu einem normalen Eisenstoffwechsel bei.',
      'Riboflavin trägt dazu bei, die Zellen vor oxidativem Stress zu schützen.',
    ],
    efsa_opinion:
      'EFSA (2017): Populationsreferenzzufuhr (PRI) 1,6 mg pro Tag für Erwachsene, abgeleitet aus dem Aktivierungskoeffizienten der Glutathionreduktase der Erythrozyten (EGRAC). D-A-CH: 1,3–1,4 mg (Männer) bzw. 1,0–1,1 mg (Frauen) pro Tag.',
    safety_opinion:
      'EFSA/SCF: keine tolerierbare Höchstzufuhr (UL) festgelegt; Riboflavin wird bei hoher Zufuhr kaum zusätzlich aufgenommen und mit dem Urin ausgeschieden (gelbe Verfärbung ohne Krankheitswert). BfR (2021): eine Höchstmenge für Nahrungsergänzungsmittel ist nicht nötig, da auch bei Zufuhr weit über dem Bedarf keine nachteiligen Wirkungen beobachtet wurden.',
    laboratory_parameters:
      'Aktivierungskoeffizient der Glutathionreduktase der Erythrozyten (EGRAC) als funktioneller Marker; Riboflavin bzw. FAD im Vollblut.',
    bibliography: common(
      'EFSA NDA Panel (2017). Dietary Reference Values for riboflavin. EFSA Journal 15(8):4919.',
    ),
    deficiencySymptoms: [
      'Eingerissene Mundwinkel',
      'Entzündungen der Mundschleimhaut und Zunge',
      'Schuppige Hautentzündung',
      'Lichtempfindliche Augen',
    ],
    indications: [
      'Migräneprophylaxe (nach ärztlicher Anweisung)',
      'MTHFR-Variante',
      'Ausdauersport',
      'Vegane Ernährung',
    ],
    contraindications: ['Bekannte Überempfindlichkeit gegen Riboflavin'],
  },
  COPPER: {
    description:
      'Kupfer ist ein essenzielles Spurenelement und Bestandteil von Enzymen wie Coeruloplasmin (Eisenstoffwechsel), Cytochrom-c-Oxidase (Energiegewinnung), Lysyloxidase (Bindegewebe) und der Superoxiddismutase. Hohe Zinkgaben hemmen die Kupferaufnahme.',
    function: [
      'Kupfer trägt zur Erhaltung von normalem Bindegewebe bei.',
      'Kupfer trägt zu einem normalen Eisentransport im Körper bei.',
      'Kupfer trägt zu einer normalen Funktion des Immunsystems bei.',
      'Kupfer trägt zu einer normalen Haarpigmentierung bei.',
      'Kupfer trägt dazu bei, die Zellen vor oxidativem Stress zu schützen.',
    ],
    efsa_opinion:
      'EFSA (2015): Adäquate Zufuhr (AI) 1,6 mg pro Tag für Männer und 1,3 mg pro Tag für Frauen. D-A-CH: Schätzwert 1,0–1,5 mg pro Tag.',
    safety_opinion:
      'EFSA (2023): tolerierbare Höchstzufuhr (UL) 5 mg pro Tag für Erwachsene (zulässige tägliche Aufnahme 0,07 mg je kg Körpergewicht). BfR (2018): höchstens 1 mg pro Tagesdosis in Nahrungsergänzungsmitteln, nicht für Kinder und Jugendliche; höhere Dosen nur bei nachgewiesenem Mangel.',
    laboratory_parameters:
      'Kupfer im Serum und Coeruloplasmin (beide bei Entzündung und unter Östrogenen erhöht), Zink-Kupfer-Quotient; bei Verdacht auf Morbus Wilson Kupfer im 24-Stunden-Urin.',
    bibliography: common(
      'EFSA NDA Panel (2015). Scientific Opinion on Dietary Reference Values for copper. EFSA Journal 13(10):4253.',
      'EFSA Scientific Committee (2023). Re-evaluation of the existing health-based guidance values for copper and exposure assessment from all sources. EFSA Journal 21(1):7728.',
      WEISSENBORN_2018,
    ),
    deficiencySymptoms: [
      'Anämie',
      'Neutropenie',
      'Gangunsicherheit (Myelopathie)',
      'Depigmentierung der Haare',
    ],
    indications: ['Hochdosierte Zinkeinnahme', 'Nach bariatrischer Operation', 'Malabsorption'],
    contraindications: ['Morbus Wilson', 'Lebererkrankung mit Cholestase', 'Erhöhter Kupferspiegel'],
  },
};
