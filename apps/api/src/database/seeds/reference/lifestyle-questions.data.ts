// The lifestyle questionnaire: what the formula needs to know beyond lab values. Keys are stable
// (answers and formulas refer to them); texts may be edited and re-seeded.
type Option = [value: string, de: string, en: string];
export interface QuestionSeed {
  key: string;
  type: 'Single' | 'Multiple' | 'Chip';
  de: string;
  en: string;
  options: Option[];
  onlyForSex?: 'Female';
  showIf?: { key_question: string; value: string };
}

const FREQUENCY: Option[] = [
  ['NEVER', 'Nie', 'Never'],
  ['RARELY', 'Selten (weniger als 1× pro Woche)', 'Rarely (less than once a week)'],
  ['SOMETIMES', 'Gelegentlich (1–3× pro Woche)', 'Sometimes (1–3 times a week)'],
  ['OFTEN', 'Häufig (4–6× pro Woche)', 'Often (4–6 times a week)'],
  ['DAILY', 'Täglich', 'Daily'],
];
const YES_NO: Option[] = [
  ['YES', 'Ja', 'Yes'],
  ['NO', 'Nein', 'No'],
];
const LEVEL: Option[] = [
  ['LOW', 'Niedrig', 'Low'],
  ['MEDIUM', 'Mittel', 'Medium'],
  ['HIGH', 'Hoch', 'High'],
  ['VERY_HIGH', 'Sehr hoch', 'Very high'],
];
const SKIN = { key_question: 'GOALS', value: 'IMPROVE_SKIN' };

export const LIFESTYLE_QUESTIONS: QuestionSeed[] = [
  // Goals first: they decide which detail questions follow.
  {
    key: 'GOALS',
    type: 'Chip',
    de: 'Was möchten Sie mit Ihrer Nährstoffversorgung erreichen?',
    en: 'What would you like to achieve with your nutrient supply?',
    options: [
      ['MORE_ENERGY', 'Mehr Energie', 'More energy'],
      ['BETTER_SLEEP', 'Besserer Schlaf', 'Better sleep'],
      ['IMMUNE_SYSTEM', 'Starkes Immunsystem', 'Strong immune system'],
      ['STRESS_RESILIENCE', 'Stressresistenz', 'Stress resilience'],
      ['WEIGHT_MANAGEMENT', 'Gewichtsmanagement', 'Weight management'],
      ['SPORTS_PERFORMANCE', 'Sportliche Leistung', 'Sports performance'],
      ['CONCENTRATION', 'Konzentration', 'Concentration'],
      ['IMPROVE_SKIN', 'Haut, Haare und Nägel verbessern', 'Improve skin, hair and nails'],
      ['HEALTHY_AGEING', 'Gesund älter werden', 'Healthy ageing'],
      ['HEART_HEALTH', 'Herz-Kreislauf-Gesundheit', 'Heart health'],
      ['DIGESTION', 'Verdauung', 'Digestion'],
      ['HORMONE_BALANCE', 'Hormonelles Gleichgewicht', 'Hormone balance'],
    ],
  },
  {
    key: 'SKIN_TYPE',
    type: 'Single',
    de: 'Wie würden Sie Ihren Hauttyp beschreiben?',
    en: 'How would you describe your skin type?',
    showIf: SKIN,
    options: [
      ['NORMAL', 'Normal', 'Normal'],
      ['DRY', 'Trocken', 'Dry'],
      ['OILY', 'Fettig', 'Oily'],
      ['COMBINATION', 'Mischhaut', 'Combination'],
      ['SENSITIVE', 'Empfindlich', 'Sensitive'],
    ],
  },
  {
    key: 'SKIN_CONCERNS',
    type: 'Multiple',
    de: 'Welche Haut-, Haar- oder Nagelprobleme haben Sie?',
    en: 'Which skin, hair or nail problems do you have?',
    showIf: SKIN,
    options: [
      ['ACNE', 'Unreine Haut / Akne', 'Blemishes / acne'],
      ['DRYNESS', 'Trockenheit, Spannungsgefühl', 'Dryness, tightness'],
      ['WRINKLES', 'Falten, Elastizitätsverlust', 'Wrinkles, loss of elasticity'],
      ['PIGMENTATION', 'Pigmentflecken', 'Pigmentation spots'],
      ['HAIR_LOSS', 'Haarausfall', 'Hair loss'],
      ['BRITTLE_NAILS', 'Brüchige Nägel', 'Brittle nails'],
      ['ECZEMA', 'Ekzeme / Neurodermitis', 'Eczema / atopic dermatitis'],
    ],
  },
  {
    key: 'SKIN_SUN_EXPOSURE',
    type: 'Single',
    de: 'Wie viel Zeit verbringen Sie ohne Sonnenschutz in der Sonne?',
    en: 'How much time do you spend in the sun without sun protection?',
    showIf: SKIN,
    options: [
      ['UNDER_15', 'Weniger als 15 Minuten am Tag', 'Less than 15 minutes a day'],
      ['15_TO_60', '15 bis 60 Minuten am Tag', '15 to 60 minutes a day'],
      ['OVER_60', 'Mehr als 1 Stunde am Tag', 'More than an hour a day'],
    ],
  },
  {
    key: 'SKIN_CARE_ROUTINE',
    type: 'Single',
    de: 'Wie aufwendig ist Ihre Hautpflege?',
    en: 'How extensive is your skin care?',
    showIf: SKIN,
    options: [
      ['NONE', 'Keine besondere Pflege', 'No particular care'],
      ['BASIC', 'Reinigung und Feuchtigkeitspflege', 'Cleansing and moisturising'],
      ['EXTENSIVE', 'Umfangreiche Routine mit Wirkstoffen', 'Extensive routine with active ingredients'],
    ],
  },
  // Diet
  {
    key: 'DIET_TYPE',
    type: 'Single',
    de: 'Wie ernähren Sie sich überwiegend?',
    en: 'What is your main diet?',
    options: [
      ['OMNIVORE', 'Mischkost', 'Omnivore'],
      ['FLEXITARIAN', 'Flexitarisch (selten Fleisch)', 'Flexitarian (little meat)'],
      ['PESCETARIAN', 'Pescetarisch', 'Pescetarian'],
      ['VEGETARIAN', 'Vegetarisch', 'Vegetarian'],
      ['VEGAN', 'Vegan', 'Vegan'],
      ['LOW_CARB', 'Low Carb / ketogen', 'Low carb / ketogenic'],
    ],
  },
  {
    key: 'VEGETABLES_PER_DAY',
    type: 'Single',
    de: 'Wie viele Portionen Obst und Gemüse essen Sie am Tag?',
    en: 'How many portions of fruit and vegetables do you eat a day?',
    options: [
      ['0_1', '0–1', '0–1'],
      ['2_3', '2–3', '2–3'],
      ['4_5', '4–5', '4–5'],
      ['OVER_5', 'Mehr als 5', 'More than 5'],
    ],
  },
  {
    key: 'FISH_PER_WEEK',
    type: 'Single',
    de: 'Wie oft essen Sie fetten Seefisch (z. B. Lachs, Makrele, Hering)?',
    en: 'How often do you eat oily sea fish (e.g. salmon, mackerel, herring)?',
    options: FREQUENCY.slice(0, 4),
  },
  {
    key: 'DAIRY',
    type: 'Single',
    de: 'Wie oft essen Sie Milchprodukte?',
    en: 'How often do you eat dairy products?',
    options: FREQUENCY,
  },
  {
    key: 'WHOLE_GRAINS',
    type: 'Single',
    de: 'Wie oft essen Sie Vollkornprodukte, Hülsenfrüchte oder Nüsse?',
    en: 'How often do you eat whole grains, legumes or nuts?',
    options: FREQUENCY,
  },
  {
    key: 'SUGAR_PROCESSED',
    type: 'Single',
    de: 'Wie oft essen Sie Süßigkeiten, Fertiggerichte oder Fast Food?',
    en: 'How often do you eat sweets, ready meals or fast food?',
    options: FREQUENCY,
  },
  {
    key: 'COFFEE_CUPS',
    type: 'Single',
    de: 'Wie viele Tassen Kaffee oder schwarzen Tee trinken Sie am Tag?',
    en: 'How many cups of coffee or black tea do you drink a day?',
    options: [
      ['NONE', 'Keine', 'None'],
      ['1_2', '1–2', '1–2'],
      ['3_4', '3–4', '3–4'],
      ['OVER_4', 'Mehr als 4', 'More than 4'],
    ],
  },
  {
    key: 'WATER_LITRES',
    type: 'Single',
    de: 'Wie viel Wasser oder ungesüßten Tee trinken Sie am Tag?',
    en: 'How much water or unsweetened tea do you drink a day?',
    options: [
      ['UNDER_1', 'Weniger als 1 Liter', 'Less than 1 litre'],
      ['1_2', '1 bis 2 Liter', '1 to 2 litres'],
      ['OVER_2', 'Mehr als 2 Liter', 'More than 2 litres'],
    ],
  },
  {
    key: 'FOOD_INTOLERANCES',
    type: 'Multiple',
    de: 'Haben Sie Nahrungsmittelunverträglichkeiten oder Allergien?',
    en: 'Do you have food intolerances or allergies?',
    options: [
      ['NONE', 'Keine', 'None'],
      ['LACTOSE', 'Laktose', 'Lactose'],
      ['GLUTEN', 'Gluten / Zöliakie', 'Gluten / coeliac disease'],
      ['FRUCTOSE', 'Fruktose', 'Fructose'],
      ['HISTAMINE', 'Histamin', 'Histamine'],
      ['NUTS', 'Nüsse', 'Nuts'],
      ['FISH_SEAFOOD', 'Fisch / Meeresfrüchte', 'Fish / seafood'],
      ['SOY', 'Soja', 'Soy'],
    ],
  },
  // Activity
  {
    key: 'ACTIVITY_LEVEL',
    type: 'Single',
    de: 'Wie viel bewegen Sie sich im Alltag?',
    en: 'How active are you in everyday life?',
    options: [
      ['SEDENTARY', 'Überwiegend sitzend', 'Mostly sitting'],
      ['LIGHT', 'Leicht aktiv (Spaziergänge, Treppen)', 'Lightly active (walks, stairs)'],
      [
        'MODERATE',
        'Mäßig aktiv (körperliche Arbeit oder regelmäßig Sport)',
        'Moderately active (physical work or regular sport)',
      ],
      ['VERY_ACTIVE', 'Sehr aktiv', 'Very active'],
    ],
  },
  {
    key: 'SPORT_HOURS',
    type: 'Single',
    de: 'Wie viele Stunden Sport treiben Sie pro Woche?',
    en: 'How many hours of sport do you do per week?',
    options: [
      ['NONE', 'Keine', 'None'],
      ['1_2', '1–2 Stunden', '1–2 hours'],
      ['3_5', '3–5 Stunden', '3–5 hours'],
      ['OVER_5', 'Mehr als 5 Stunden', 'More than 5 hours'],
    ],
  },
  {
    key: 'SPORT_TYPE',
    type: 'Multiple',
    de: 'Welche Sportarten betreiben Sie?',
    en: 'Which sports do you do?',
    options: [
      ['ENDURANCE', 'Ausdauer (Laufen, Radfahren, Schwimmen)', 'Endurance (running, cycling, swimming)'],
      ['STRENGTH', 'Kraftsport', 'Strength training'],
      ['TEAM', 'Mannschaftssport', 'Team sport'],
      ['YOGA_PILATES', 'Yoga / Pilates', 'Yoga / Pilates'],
      ['NONE', 'Keine', 'None'],
    ],
  },
  {
    key: 'OUTDOOR_TIME',
    type: 'Single',
    de: 'Wie viel Zeit verbringen Sie täglich im Freien bei Tageslicht?',
    en: 'How much time do you spend outdoors in daylight each day?',
    options: [
      ['UNDER_30', 'Weniger als 30 Minuten', 'Less than 30 minutes'],
      ['30_TO_60', '30 bis 60 Minuten', '30 to 60 minutes'],
      ['OVER_60', 'Mehr als 1 Stunde', 'More than an hour'],
    ],
  },
  // Sleep and stress
  {
    key: 'SLEEP_HOURS',
    type: 'Single',
    de: 'Wie viele Stunden schlafen Sie durchschnittlich pro Nacht?',
    en: 'How many hours do you sleep per night on average?',
    options: [
      ['UNDER_5', 'Weniger als 5', 'Less than 5'],
      ['5_6', '5–6', '5–6'],
      ['7_8', '7–8', '7–8'],
      ['OVER_8', 'Mehr als 8', 'More than 8'],
    ],
  },
  {
    key: 'SLEEP_QUALITY',
    type: 'Single',
    de: 'Wie erholsam ist Ihr Schlaf?',
    en: 'How restful is your sleep?',
    options: [
      ['GOOD', 'Gut, ich wache erholt auf', 'Good, I wake up rested'],
      ['MODERATE', 'Mittelmäßig', 'Moderate'],
      ['POOR', 'Schlecht (Ein- oder Durchschlafprobleme)', 'Poor (trouble falling or staying asleep)'],
    ],
  },
  {
    key: 'SHIFT_WORK',
    type: 'Single',
    de: 'Arbeiten Sie im Schichtdienst oder nachts?',
    en: 'Do you work shifts or at night?',
    options: YES_NO,
  },
  {
    key: 'STRESS_LEVEL',
    type: 'Single',
    de: 'Wie hoch ist Ihre Stressbelastung im Alltag?',
    en: 'How high is your stress level in everyday life?',
    options: LEVEL,
  },
  {
    key: 'STRESS_SOURCES',
    type: 'Multiple',
    de: 'Woher kommt Ihr Stress hauptsächlich?',
    en: 'Where does your stress mainly come from?',
    options: [
      ['WORK', 'Beruf', 'Work'],
      ['FAMILY', 'Familie', 'Family'],
      ['FINANCES', 'Finanzen', 'Finances'],
      ['HEALTH', 'Gesundheit', 'Health'],
      ['NONE', 'Kein besonderer Stress', 'No particular stress'],
    ],
  },
  {
    key: 'RELAXATION',
    type: 'Single',
    de: 'Wie oft nehmen Sie sich bewusst Zeit zur Entspannung?',
    en: 'How often do you consciously take time to relax?',
    options: FREQUENCY,
  },
  // Smoking, alcohol
  {
    key: 'SMOKING',
    type: 'Single',
    de: 'Rauchen Sie?',
    en: 'Do you smoke?',
    options: [
      ['NEVER', 'Nie geraucht', 'Never smoked'],
      ['FORMER', 'Ehemals', 'Former smoker'],
      ['OCCASIONALLY', 'Gelegentlich', 'Occasionally'],
      ['UNDER_10', 'Bis 10 Zigaretten am Tag', 'Up to 10 cigarettes a day'],
      ['OVER_10', 'Mehr als 10 Zigaretten am Tag', 'More than 10 cigarettes a day'],
    ],
  },
  {
    key: 'ALCOHOL',
    type: 'Single',
    de: 'Wie oft trinken Sie Alkohol?',
    en: 'How often do you drink alcohol?',
    options: FREQUENCY,
  },
  {
    key: 'ALCOHOL_AMOUNT',
    type: 'Single',
    de: 'Wie viele Gläser trinken Sie an solchen Tagen?',
    en: 'How many glasses do you drink on those days?',
    options: [
      ['1', '1 Glas', '1 glass'],
      ['2_3', '2–3 Gläser', '2–3 glasses'],
      ['OVER_3', 'Mehr als 3 Gläser', 'More than 3 glasses'],
    ],
  },
  // Medication and supplements
  {
    key: 'MEDICATION',
    type: 'Multiple',
    de: 'Nehmen Sie regelmäßig eines dieser Medikamente ein?',
    en: 'Do you regularly take any of these medicines?',
    options: [
      ['NONE', 'Keine', 'None'],
      ['PPI', 'Magensäureblocker (z. B. Pantoprazol)', 'Acid blockers (e.g. pantoprazole)'],
      ['METFORMIN', 'Metformin', 'Metformin'],
      ['STATINS', 'Cholesterinsenker (Statine)', 'Cholesterol-lowering drugs (statins)'],
      ['DIURETICS', 'Entwässerungstabletten (Diuretika)', 'Water tablets (diuretics)'],
      ['THYROID', 'Schilddrüsenhormone', 'Thyroid hormones'],
      ['ANTICOAGULANTS', 'Blutverdünner', 'Anticoagulants'],
      ['ANTIDEPRESSANTS', 'Antidepressiva', 'Antidepressants'],
      ['CORTISONE', 'Kortison', 'Cortisone'],
      ['HORMONAL_CONTRACEPTION', 'Hormonelle Verhütung', 'Hormonal contraception'],
    ],
  },
  {
    key: 'SUPPLEMENTS',
    type: 'Multiple',
    de: 'Welche Nahrungsergänzungsmittel nehmen Sie bereits ein?',
    en: 'Which food supplements do you already take?',
    options: [
      ['NONE', 'Keine', 'None'],
      ['VITAMIN_D', 'Vitamin D', 'Vitamin D'],
      ['MAGNESIUM', 'Magnesium', 'Magnesium'],
      ['OMEGA_3', 'Omega-3', 'Omega-3'],
      ['B_VITAMINS', 'B-Vitamine', 'B vitamins'],
      ['IRON', 'Eisen', 'Iron'],
      ['ZINC', 'Zink', 'Zinc'],
      ['MULTIVITAMIN', 'Multivitamin', 'Multivitamin'],
    ],
  },
  // Complaints
  {
    key: 'COMPLAINTS',
    type: 'Chip',
    de: 'Welche Beschwerden haben Sie häufiger?',
    en: 'Which complaints do you have more often?',
    options: [
      ['FATIGUE', 'Müdigkeit, Erschöpfung', 'Tiredness, exhaustion'],
      ['HEADACHES', 'Kopfschmerzen', 'Headaches'],
      ['MUSCLE_CRAMPS', 'Muskelkrämpfe', 'Muscle cramps'],
      ['INFECTIONS', 'Häufige Infekte', 'Frequent infections'],
      ['DIGESTIVE', 'Verdauungsbeschwerden', 'Digestive complaints'],
      ['JOINT_PAIN', 'Gelenkschmerzen', 'Joint pain'],
      ['LOW_MOOD', 'Gedrückte Stimmung', 'Low mood'],
      ['POOR_CONCENTRATION', 'Konzentrationsschwäche', 'Poor concentration'],
      ['COLD_HANDS', 'Kalte Hände und Füße', 'Cold hands and feet'],
      ['NONE', 'Keine', 'None'],
    ],
  },
  {
    key: 'DIGESTION',
    type: 'Single',
    de: 'Wie regelmäßig ist Ihre Verdauung?',
    en: 'How regular is your digestion?',
    options: [
      ['REGULAR', 'Regelmäßig', 'Regular'],
      ['CONSTIPATION', 'Eher Verstopfung', 'Tendency to constipation'],
      ['DIARRHOEA', 'Eher Durchfall', 'Tendency to diarrhoea'],
      ['ALTERNATING', 'Wechselnd', 'Alternating'],
    ],
  },
  {
    key: 'ENERGY_LEVEL',
    type: 'Single',
    de: 'Wie schätzen Sie Ihr Energieniveau im Alltag ein?',
    en: 'How would you rate your energy level in everyday life?',
    options: LEVEL,
  },
  {
    key: 'CHRONIC_CONDITIONS',
    type: 'Multiple',
    de: 'Ist bei Ihnen eine dieser Erkrankungen bekannt?',
    en: 'Have you been diagnosed with any of these conditions?',
    options: [
      ['NONE', 'Keine', 'None'],
      ['HYPERTENSION', 'Bluthochdruck', 'High blood pressure'],
      ['DIABETES', 'Diabetes', 'Diabetes'],
      ['THYROID', 'Schilddrüsenerkrankung', 'Thyroid disease'],
      ['KIDNEY', 'Nierenerkrankung', 'Kidney disease'],
      ['AUTOIMMUNE', 'Autoimmunerkrankung', 'Autoimmune disease'],
      ['IBD', 'Chronisch-entzündliche Darmerkrankung', 'Inflammatory bowel disease'],
    ],
  },
  // Female only
  {
    key: 'PREGNANCY',
    type: 'Single',
    de: 'Sind Sie schwanger oder planen Sie eine Schwangerschaft?',
    en: 'Are you pregnant or planning a pregnancy?',
    onlyForSex: 'Female',
    options: [
      ['NO', 'Nein', 'No'],
      ['PLANNING', 'Kinderwunsch', 'Planning a pregnancy'],
      ['PREGNANT', 'Schwanger', 'Pregnant'],
    ],
  },
  {
    key: 'BREASTFEEDING',
    type: 'Single',
    de: 'Stillen Sie derzeit?',
    en: 'Are you currently breastfeeding?',
    onlyForSex: 'Female',
    options: YES_NO,
  },
  {
    key: 'MENSTRUATION',
    type: 'Single',
    de: 'Wie würden Sie Ihre Periode beschreiben?',
    en: 'How would you describe your period?',
    onlyForSex: 'Female',
    options: [
      ['REGULAR', 'Regelmäßig', 'Regular'],
      ['HEAVY', 'Stark', 'Heavy'],
      ['IRREGULAR', 'Unregelmäßig', 'Irregular'],
      ['NONE', 'Keine (z. B. Menopause)', 'None (e.g. menopause)'],
    ],
  },
  {
    key: 'MENOPAUSE',
    type: 'Single',
    de: 'Befinden Sie sich in den Wechseljahren?',
    en: 'Are you going through the menopause?',
    onlyForSex: 'Female',
    options: [
      ['NO', 'Nein', 'No'],
      ['PERIMENOPAUSE', 'Ja, in den Wechseljahren', 'Yes, perimenopause'],
      ['POSTMENOPAUSE', 'Nach den Wechseljahren', 'Postmenopause'],
    ],
  },
];
