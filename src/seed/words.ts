/**
 * The vocabulary of seeded data. Every address uses a reserved domain
 * (`.example`, RFC 2606), so seeded data can never reach a real person.
 */

// (a word list reads best packed)
// prettier-ignore
export const FIRST_NAMES = [
  'Mary', 'James', 'Patricia', 'John', 'Jennifer', 'Robert', 'Linda', 'Michael', 'Elizabeth', 'William',
  'Barbara', 'David', 'Susan', 'Richard', 'Jessica', 'Joseph', 'Sarah', 'Thomas', 'Karen', 'Charles',
  'Nancy', 'Daniel', 'Lisa', 'Matthew', 'Margaret', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Steven',
  'Emily', 'Andrew', 'Michelle', 'Joshua', 'Amanda', 'Kevin', 'Melissa', 'Brian', 'Stephanie', 'George',
  'Rebecca', 'Edward', 'Laura', 'Ronald', 'Sharon', 'Timothy', 'Cynthia', 'Jason', 'Kathleen', 'Jeffrey',
  'Amy', 'Ryan', 'Angela', 'Jacob', 'Anna', 'Nicholas', 'Ruth', 'Eric', 'Brenda', 'Jonathan',
  'Marie', 'Jean', 'Camille', 'Louis', 'Léa', 'Hugo', 'Chloé', 'Lucas', 'Manon', 'Théo',
  'Inès', 'Gabriel', 'Zoé', 'Raphaël', 'Juliette', 'Arthur', 'Élodie', 'Mathis', 'Clara', 'Nathan',
  'Sofia', 'Mateo', 'Lucía', 'Alejandro', 'Valentina', 'Diego', 'Martina', 'Javier', 'Carmen', 'Pablo',
  'Anja', 'Lukas', 'Hanna', 'Jonas', 'Lena', 'Felix', 'Mia', 'Maximilian', 'Emma', 'Paul',
  'Giulia', 'Lorenzo', 'Francesca', 'Matteo', 'Chiara', 'Alessandro', 'Aiko', 'Haruto', 'Yui', 'Ren',
  'Priya', 'Arjun', 'Ananya', 'Rohan', 'Fatima', 'Omar', 'Aisha', 'Yusuf', 'Amara', 'Kwame',
  'Chen', 'Wei', 'Mei', 'Jun', 'Olga', 'Dmitri', 'Ingrid', 'Lars', 'Sven', 'Astrid',
  'Siobhán', 'Niamh', 'Seán', 'Ciarán', 'Maya', 'Noah', 'Olivia', 'Liam', 'Ava', 'Ethan',
];

// (a word list reads best packed)
// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Dubois', 'Durand', 'Lefèvre', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Garnier', 'Faure', 'Rousseau',
  'Bernard', 'Petit', 'Leroy', 'Fontaine', 'Chevalier', 'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber',
  'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer', 'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi',
  'Romano', 'Colombo', 'Ricci', 'Fernández', 'González', 'Ruiz', 'Díaz', 'Moreno', 'Álvarez', 'Romero',
  'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Patel', 'Sharma', 'Singh', 'Kumar', 'Gupta',
  'Okafor', 'Mensah', 'Diallo', 'Haddad', 'Khan', 'Wang', 'Li', 'Zhang', 'Liu', 'Chen',
  'Ivanova', 'Petrov', 'Nilsson', 'Larsen', 'Johansson', "O'Brien", 'Murphy', 'Kelly', 'Byrne', 'Walsh',
  'de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Kowalski', 'Nowak', 'Novák', 'Horvat', 'Silva',
];

// (a word list reads best packed)
// prettier-ignore
export const JOB_TITLES = [
  'Chief Executive Officer', 'Chief Technology Officer', 'Chief Financial Officer', 'VP of Sales',
  'VP of Marketing', 'Head of Partnerships', 'Product Manager', 'Senior Software Engineer', 'Account Executive',
  'Sales Development Representative', 'Customer Success Manager', 'Marketing Manager', 'Operations Manager',
  'Procurement Lead', 'Office Manager', 'Founder', 'Co-founder', 'Designer', 'Data Analyst', 'HR Business Partner',
  'Legal Counsel', 'IT Director', 'Purchasing Manager', 'Consultant', 'Project Manager', 'Head of Growth',
];

/** City, country, telephone prefix and the length of a national number. */
// (a word list reads best packed)
// prettier-ignore
export const PLACES: readonly (readonly [string, string, string, number])[] = [
  ['Paris', 'France', '+33', 9],
  ['Lyon', 'France', '+33', 9],
  ['Bordeaux', 'France', '+33', 9],
  ['London', 'United Kingdom', '+44', 10],
  ['Manchester', 'United Kingdom', '+44', 10],
  ['Berlin', 'Germany', '+49', 11],
  ['Munich', 'Germany', '+49', 11],
  ['Madrid', 'Spain', '+34', 9],
  ['Barcelona', 'Spain', '+34', 9],
  ['Milan', 'Italy', '+39', 10],
  ['Rome', 'Italy', '+39', 10],
  ['Amsterdam', 'Netherlands', '+31', 9],
  ['Brussels', 'Belgium', '+32', 9],
  ['Zurich', 'Switzerland', '+41', 9],
  ['Stockholm', 'Sweden', '+46', 9],
  ['Dublin', 'Ireland', '+353', 9],
  ['Warsaw', 'Poland', '+48', 9],
  ['New York', 'United States', '+1', 10],
  ['San Francisco', 'United States', '+1', 10],
  ['Austin', 'United States', '+1', 10],
  ['Toronto', 'Canada', '+1', 10],
  ['São Paulo', 'Brazil', '+55', 11],
  ['Mexico City', 'Mexico', '+52', 10],
  ['Tokyo', 'Japan', '+81', 10],
  ['Singapore', 'Singapore', '+65', 8],
  ['Bangalore', 'India', '+91', 10],
  ['Sydney', 'Australia', '+61', 9],
  ['Lagos', 'Nigeria', '+234', 10],
  ['Nairobi', 'Kenya', '+254', 9],
  ['Dubai', 'United Arab Emirates', '+971', 9],
];

// (a word list reads best packed)
// prettier-ignore
export const COMPANY_WORDS = [
  'Northwind', 'Blue', 'Harbor', 'Summit', 'Silver', 'Maple', 'Granite', 'Bright', 'Cedar', 'Atlas',
  'Nova', 'Pioneer', 'Vertex', 'Orbit', 'Lumen', 'Crest', 'Red', 'Oak', 'River', 'Stone',
  'Falcon', 'Iron', 'Golden', 'Green', 'Polar', 'Swift', 'Coral', 'Delta', 'Echo', 'Prime',
  'Quartz', 'Sable', 'Tidal', 'Urban', 'Willow', 'Zenith', 'Apex', 'Beacon', 'Cobalt', 'Drift',
  'Ember', 'Fern', 'Glacier', 'Hollow', 'Indigo', 'Juniper', 'Kestrel', 'Lark', 'Meadow', 'Nimbus',
];

// (a word list reads best packed)
// prettier-ignore
export const COMPANY_KINDS = [
  'Labs', 'Logistics', 'Systems', 'Analytics', 'Foods', 'Studio', 'Partners', 'Robotics', 'Health', 'Energy',
  'Capital', 'Software', 'Media', 'Consulting', 'Networks', 'Motors', 'Outfitters', 'Pharma', 'Design', 'Ventures',
  'Bank', 'Insurance', 'Retail', 'Textiles', 'Learning', 'Security', 'Travel', 'Materials', 'Works', 'Group',
];

// (a word list reads best packed)
// prettier-ignore
export const COMPANY_FORMS = ['', '', '', ' Inc.', ' Ltd', ' GmbH', ' SAS', ' S.p.A.', ' LLC', ' AB'];

// (a word list reads best packed)
// prettier-ignore
export const INDUSTRY_LINES = [
  'Builds software for mid-sized manufacturers.',
  'Regional distributor with a growing online shop.',
  'Family-owned business, three generations in the trade.',
  'Fast-growing start-up; raised a Series A last spring.',
  'Long-standing customer; renewal handled by procurement.',
  'Evaluating us against two competitors this quarter.',
  'Public company; decisions go through a steering committee.',
  'Subsidiary of a larger group headquartered abroad.',
  'Non-profit working on digital skills for schools.',
  'Agency managing marketing for a dozen retail brands.',
];

// (a word list reads best packed)
// prettier-ignore
export const PERSONAL_DOMAINS = ['mail.example', 'inbox.example', 'post.example', 'webmail.example', 'home.example'];

// (a word list reads best packed)
// prettier-ignore
export const TAG_WORDS = [
  'VIP', 'Customer', 'Prospect', 'Lead', 'Partner', 'Investor', 'Press', 'Supplier', 'Newsletter', 'Churned',
  'Trial', 'Enterprise', 'SMB', 'Webinar', 'Conference', 'Referral', 'Hot lead', 'Cold lead', 'Follow up',
  'Decision maker', 'Champion', 'Budget approved', 'Renewal', 'Upsell', 'Onboarding', 'At risk', 'Beta tester',
  'Advisor', 'Alumni', 'Speaker', 'Reseller', 'Do not contact',
];
// (a word list reads best packed)
// prettier-ignore
export const TAG_REGIONS = ['EMEA', 'APAC', 'LATAM', 'North America', 'DACH', 'Nordics', 'France', 'UK', 'Benelux', 'Iberia'];
// (a word list reads best packed)
// prettier-ignore
export const TAG_SEGMENTS = ['Enterprise', 'Mid-market', 'SMB', 'Public sector', 'Education', 'Healthcare', 'Retail', 'Fintech'];

// (a word list reads best packed)
// prettier-ignore
export const LIST_NAMES = [
  'Top accounts', 'Conference attendees', 'Q3 outreach', 'Renewals this quarter', 'Newsletter subscribers',
  'Board contacts', 'Beta programme', 'Churn risk', 'Partner network', 'Trade show leads', 'Press contacts',
  'Key suppliers', 'Expansion targets', 'Case study candidates', 'Holiday card list',
];
// (a word list reads best packed)
// prettier-ignore
export const LIST_DESCRIPTIONS = [
  '',
  'Reviewed every Monday in the sales meeting.',
  'Built from the spring campaign; keep it under 500 entries.',
  'Owned by customer success.',
  'Candidates for the next round of outreach.',
];

// (a word list reads best packed)
// prettier-ignore
export const NOTE_OPENINGS = [
  'Call with', 'Met', 'Lunch with', 'Video call with', 'Quick chat with', 'E-mail exchange with', 'Demo for',
];
// (a word list reads best packed)
// prettier-ignore
export const NOTE_TOPICS = [
  'the renewal terms', 'pricing for the larger plan', 'their integration needs', 'the security questionnaire',
  'onboarding of the new team', 'a possible pilot in the autumn', 'feedback on the last release',
  'the delayed invoice', 'expanding to two more sites', 'a referral to their partner',
];
// (a word list reads best packed)
// prettier-ignore
export const NOTE_NEXT_STEPS = [
  'Send the proposal by Friday.', 'Follow up in two weeks.', 'Loop in the product team.',
  'Waiting on their legal review.', 'Book a demo with their CTO.', 'No action needed for now.',
  'Share the case study.', 'Schedule a call next month.',
];

// (a word list reads best packed)
// prettier-ignore
export const TASK_ACTIONS = [
  'Call', 'Send proposal to', 'Follow up with', 'Book a demo with', 'Send contract to', 'Check in with',
  'Prepare quote for', 'Introduce the team to', 'Ask for a referral from', 'Send the invoice to',
];

/** A lower-case ASCII form for addresses and slugs: accents dropped, other characters removed. */
export function asciiSlug(value: string, separator = ''): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator);
}
