/** Words and texts the large dataset is assembled from, so it reads like a real service's data. */

/** Area codes with the zone their users live in. 555 is left out: the mock chat and fixtures use it. */
export const AREAS: ReadonlyArray<readonly [areaCode: string, timezone: string]> = [
  ["212", "America/New_York"],
  ["646", "America/New_York"],
  ["617", "America/New_York"],
  ["305", "America/New_York"],
  ["404", "America/New_York"],
  ["215", "America/New_York"],
  ["202", "America/New_York"],
  ["312", "America/Chicago"],
  ["713", "America/Chicago"],
  ["512", "America/Chicago"],
  ["214", "America/Chicago"],
  ["612", "America/Chicago"],
  ["303", "America/Denver"],
  ["801", "America/Denver"],
  ["602", "America/Phoenix"],
  ["415", "America/Los_Angeles"],
  ["213", "America/Los_Angeles"],
  ["206", "America/Los_Angeles"],
  ["503", "America/Los_Angeles"],
  ["702", "America/Los_Angeles"],
  ["808", "Pacific/Honolulu"],
  ["907", "America/Anchorage"],
];

export const CITIES = [
  "Brooklyn",
  "Boston",
  "Miami",
  "Atlanta",
  "Philadelphia",
  "Chicago",
  "Houston",
  "Austin",
  "Dallas",
  "Minneapolis",
  "Denver",
  "Salt Lake City",
  "Phoenix",
  "San Francisco",
  "Oakland",
  "Los Angeles",
  "Seattle",
  "Portland",
  "Las Vegas",
  "Honolulu",
  "Anchorage",
  "Washington",
  "Queens",
  "Pasadena",
];

export const OCCUPATIONS = [
  "Nurse working night shifts",
  "High school math teacher",
  "Freelance graphic designer",
  "Software engineer",
  "Restaurant line cook",
  "Graduate student in biology",
  "Real estate agent",
  "Retired firefighter",
  "Small bakery owner",
  "Rideshare driver",
  "Physical therapist",
  "Accountant",
  "Stay-at-home dad of two",
  "Marketing manager",
  "Electrician",
  "Barista and musician",
  "Veterinary technician",
  "Paralegal",
  "College sophomore",
  "Warehouse supervisor",
];

export const INTERESTS = [
  "training for a half marathon",
  "learning Spanish",
  "into vegetarian cooking",
  "plays pickleball on weekends",
  "trying to save for a house",
  "loves sci-fi novels",
  "keeps a vegetable garden",
  "has a golden retriever named Max",
  "planning a trip to Japan",
  "allergic to peanuts",
  "prefers short answers",
  "follows the Lakers",
  "learning guitar",
  "does yoga before work",
  "collects vinyl records",
  "watching their sugar intake",
  "likes hiking and camping",
  "budgeting with a spreadsheet",
  "fostering kittens",
  "into woodworking",
];

/** A question a user texts and the assistant's answer, as pairs. */
export const EXCHANGES: ReadonlyArray<readonly [question: string, answer: string]> = [
  [
    "What's a quick dinner I can make with chicken and rice?",
    "Try a one-pan chicken and rice: brown the chicken, add rice, broth and garlic, cover and simmer 20 minutes.",
  ],
  [
    "Remind me to call the dentist tomorrow at 9am",
    "Got it! I'll remind you tomorrow at 9:00 AM to call the dentist.",
  ],
  ["How many cups are in a quart?", "There are 4 cups in a quart."],
  [
    "Can you help me write a text to my landlord about the broken heater?",
    'Sure: "Hi, the heater in my unit stopped working. Could someone take a look this week? Thanks!"',
  ],
  [
    "What's the weather usually like in Seattle in October?",
    "Cool and damp: highs around 60°F, frequent light rain and shorter days.",
  ],
  [
    "Give me a 20 minute workout with no equipment",
    "4 rounds: 20 squats, 10 push-ups, 15 lunges each leg, 30s plank, 1 minute rest.",
  ],
  [
    "How do I get a red wine stain out of carpet?",
    "Blot (don't rub), then dab with cold water and a mix of dish soap and white vinegar. Rinse and blot dry.",
  ],
  [
    "What time is it in Tokyo right now?",
    "Tokyo is 13 to 14 hours ahead of the US East Coast depending on daylight saving time.",
  ],
  [
    "Suggest a name for my new sourdough starter",
    "How about Clint Yeastwood? Or Bread Pitt if you want a classic.",
  ],
  [
    "Is it ok to give my dog blueberries?",
    "Yes, blueberries are a safe, healthy treat for most dogs in small amounts.",
  ],
  [
    "Help me plan a budget, I make 3200 a month",
    "A simple 50/30/20 split: $1,600 needs, $960 wants, $640 savings or debt payoff.",
  ],
  [
    "Remind me to take my meds every day at 8pm",
    "Done. I'll text you every day at 8:00 PM to take your meds.",
  ],
  ["Translate 'where is the train station' to Spanish", "¿Dónde está la estación de tren?"],
  [
    "What's a good book like The Martian?",
    "Try Project Hail Mary by the same author, or Red Rising if you like faster action.",
  ],
  [
    "How long should I boil an egg for a runny yolk?",
    "About 6 to 6.5 minutes in boiling water, then straight into ice water.",
  ],
  [
    "Can you make me a grocery list for tacos?",
    "Tortillas, ground beef or beans, onion, cilantro, limes, cheese, lettuce, salsa and sour cream.",
  ],
  ["What's 18% tip on $64?", "An 18% tip on $64 is $11.52, for a total of $75.52."],
  [
    "I can't sleep, any tips?",
    "Keep the room cool and dark, put the phone away 30 minutes before bed and try slow 4-7-8 breathing.",
  ],
  [
    "When is the next full moon?",
    "Full moons come about every 29.5 days; check a moon calendar for the exact date in your area.",
  ],
  [
    "Write a short birthday message for my mom",
    "Happy birthday, Mom! Thank you for everything you do. Love you more than words can say.",
  ],
  ["How do I convert 350F to Celsius?", "350°F is about 177°C."],
  [
    "What should I pack for a weekend camping trip?",
    "Tent, sleeping bag and pad, headlamp, layers, rain jacket, water filter, stove, food and a first-aid kit.",
  ],
  [
    "Explain compound interest simply",
    "You earn interest on your interest: $1,000 at 5% becomes $1,050, then $1,102.50, growing faster each year.",
  ],
  [
    "Make me a checklist for moving apartments",
    "Here's a checklist: book movers, change address, pack room by room, set up utilities, clean and do a final walkthrough.",
  ],
  ["How many calories in a banana?", "A medium banana has about 105 calories."],
  [
    "Any ideas for a cheap date night?",
    "Picnic in the park, a free museum night, cooking a new recipe together or a sunset walk with takeout.",
  ],
  [
    "Remind me Friday to pay the electric bill",
    "Will do! I'll remind you Friday morning to pay the electric bill.",
  ],
  [
    "What's the difference between affect and effect?",
    "Affect is usually the verb (it affects me); effect is usually the noun (the effect was big).",
  ],
  [
    "How do I unclog a drain without chemicals?",
    "Pour 1/2 cup baking soda, then 1 cup vinegar, wait 15 minutes and flush with boiling water.",
  ],
  ["thanks!", "Anytime! Text me whenever you need something."],
  [
    "Can you recommend a podcast about history?",
    "Try Hardcore History for deep dives or The Rest Is History for lighter episodes.",
  ],
  ["How do I say thank you in Japanese?", "Arigatou gozaimasu (ありがとうございます)."],
];

export const SYSTEM_NOTICES = [
  "Tip: text HELP anytime for a list of things I can do.",
  "Sponsored: Fresh Basket delivers groceries in under an hour. Use code TEXT10 for 10% off.",
  "You have 5 free messages left this month. Reply UPGRADE to get unlimited messages.",
  "Sponsored: Try Pulse Fitness free for 14 days at pulsefit.example.com",
];

/** The service's sending lines. */
export const SYSTEM_NUMBERS = [
  { number: "+14155550100", friendly_name: "Main line", campaign: "Default" },
  { number: "+12125550100", friendly_name: "East coast", campaign: "NYC launch" },
  { number: "+13125550100", friendly_name: "Midwest", campaign: "Chicago pilot" },
];
