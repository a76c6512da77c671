/** Word lists for fake classmates: an international class, fictional companies. */
export const firstNames = [
  'Ada', 'Adrien', 'Aiko', 'Akash', 'Alejandro', 'Alessandra', 'Amara', 'Anders', 'Ania', 'Arjun',
  'Astrid', 'Beatriz', 'Benedikt', 'Camille', 'Carlos', 'Chen', 'Chiara', 'Chloé', 'Daniel', 'Dmitri',
  'Elena', 'Elif', 'Emeka', 'Emma', 'Fatima', 'Felipe', 'Freya', 'Gabriel', 'Grace', 'Hana',
  'Hannah', 'Hiroshi', 'Ines', 'Ingrid', 'Isabela', 'Jakob', 'James', 'Javier', 'Jin', 'João',
  'Julia', 'Kai', 'Karim', 'Katarzyna', 'Kenji', 'Laila', 'Lars', 'Léa', 'Lucas', 'Maëlle',
  'Marco', 'Maria', 'Mateo', 'Mei', 'Mohammed', 'Nadia', 'Nikolai', 'Nina', 'Noah', 'Olivia',
  'Omar', 'Pablo', 'Priya', 'Rafael', 'Ravi', 'Rosa', 'Sakura', 'Samir', 'Santiago', 'Sofia',
  'Søren', 'Thomas', 'Tomás', 'Valentina', 'Victor', 'Wei', 'Xavier', 'Yara', 'Yusuf', 'Zoë',
] as const;

export const lastNames = [
  'Abebe', 'Andersen', 'Bauer', 'Becker', 'Bianchi', 'Costa', 'da Silva', 'de Vries', 'Dubois',
  'Fernández', 'Fischer', 'García', 'Gómez', 'Haddad', 'Hansen', 'Hoffmann', 'Ivanova', 'Jansen',
  'Johansson', 'Kapoor', 'Kim', 'Kowalski', 'Kumar', 'Laurent', 'Lefèvre', 'Li', 'Lindqvist',
  'López', 'Martin', 'Martínez', 'Moreau', 'Müller', 'Murphy', 'Nakamura', 'Nguyen', 'Novak',
  'Okafor', 'Olsen', 'Park', 'Patel', 'Pereira', 'Petrov', 'Rossi', 'Russo', 'Sato', 'Schmidt',
  'Shah', 'Singh', 'Smith', 'Suzuki', 'Tanaka', 'Torres', 'Van den Berg', 'Wagner', 'Wang',
  'Weber', 'Williams', 'Wilson', 'Yamamoto', 'Yilmaz', 'Zhang', "O'Brien", 'Rahman', 'Mensah',
] as const;

/** Where most of the class lives, with a few cities each; the rest of the world is drawn evenly. */
export const homeCountries: readonly (readonly [string, readonly string[], number])[] = [
  ['France', ['Paris', 'Lyon', 'Bordeaux', 'Fontainebleau'], 14],
  ['United Kingdom', ['London', 'Edinburgh', 'Manchester'], 12],
  ['United States', ['New York', 'San Francisco', 'Boston', 'Chicago'], 12],
  ['Germany', ['Berlin', 'Munich', 'Frankfurt', 'Hamburg'], 8],
  ['Switzerland', ['Zurich', 'Geneva', 'Basel'], 6],
  ['Singapore', ['Singapore'], 6],
  ['Netherlands', ['Amsterdam', 'Rotterdam'], 4],
  ['Spain', ['Madrid', 'Barcelona'], 4],
  ['Italy', ['Milan', 'Rome'], 4],
  ['India', ['Mumbai', 'Bangalore', 'Delhi'], 4],
  ['Brazil', ['São Paulo', 'Rio de Janeiro'], 3],
  ['Japan', ['Tokyo', 'Osaka'], 3],
  ['United Arab Emirates', ['Dubai', 'Abu Dhabi'], 3],
  ['South Korea', ['Seoul'], 3],
  ['Canada', ['Toronto', 'Montreal', 'Vancouver'], 3],
  ['Australia', ['Sydney', 'Melbourne'], 2],
  ['Sweden', ['Stockholm'], 2],
  ['Belgium', ['Brussels', 'Antwerp'], 2],
];

export const companyFirstWords = [
  'Northwind', 'Blue Harbor', 'Silver Birch', 'Atlas', 'Meridian', 'Cobalt', 'Evergreen', 'Lumen',
  'Granite', 'Helios', 'Orchard', 'Pioneer', 'Quartz', 'Riverbend', 'Summit', 'Tidewater',
  'Vantage', 'Willow', 'Zenith', 'Beacon', 'Cedar', 'Falcon', 'Harbourview', 'Keystone',
] as const;

export const companyLastWords = [
  'Partners', 'Capital', 'Consulting', 'Health', 'Labs', 'Group', 'Foods', 'Energy', 'Systems',
  'Advisors', 'Ventures', 'Industries', 'Foundation', 'Logistics', 'Bank', 'Analytics',
] as const;

export const roles = [
  'Partner', 'Managing Director', 'Chief Executive Officer', 'Chief Financial Officer',
  'Chief Operating Officer', 'Vice President, Strategy', 'Head of Operations', 'Founder',
  'Co-founder', 'Principal', 'Director of Marketing', 'General Manager', 'Investment Director',
  'Senior Advisor', 'Board Member', 'Head of Product', 'Country Manager', 'Professor',
] as const;

export const journeyOpenings = [
  'After graduating I joined a strategy firm in',
  'I spent my first five years after the programme in',
  'Right after Fontainebleau I moved to',
  'I went back to my home country, then relocated to',
  'I started a company with two classmates in',
] as const;

export const journeyMiddles = [
  'then switched to an operating role and never looked back.',
  'before leading a turnaround that taught me more than any case study.',
  'and later took a sabbatical to sail across the Atlantic.',
  'then built a team from five to five hundred people.',
  'and have been investing in early-stage founders since.',
] as const;

export const personalLines = [
  'Married with kids, learning to slow down.',
  'Took up marathon running at forty.',
  'Moved countries three times; home is wherever the family is.',
  'Became a keen amateur photographer.',
  'Rediscovered the piano during the pandemic.',
  'Spending weekends restoring an old farmhouse.',
] as const;

export const memories = [
  'Late-night study groups in the library.',
  'The Saturday class party in the château gardens.',
  'Running through the forest before exams.',
  'The cheese tasting that went on until dawn.',
  'Our group project presentation that nearly went wrong.',
] as const;

export const activities = [
  'Sailing', 'Cycling', 'Cooking', 'Skiing', 'Reading history', 'Gardening', 'Tennis',
  'Painting', 'Hiking', 'Wine tasting', 'Yoga', 'Chess',
] as const;

export const songs = [
  'Bohemian Rhapsody', "Don't Stop Me Now", 'Dancing Queen', 'Wonderwall', 'Mr. Brightside',
  'I Will Survive', 'Sweet Caroline', 'Livin’ on a Prayer', 'La Vie en rose', 'Hey Jude',
] as const;
