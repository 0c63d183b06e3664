// Suggestions for the profile's institution editor: about a hundred Indian institutions, and the filter over them.
import { FAMILY_ABBREVIATIONS, INSTITUTION_SHORT_NAMES } from './institution-abbreviations.content';

export const INSTITUTIONS: readonly string[] = [
  // Indian Institutes of Technology
  'Indian Institute of Technology Bombay',
  'Indian Institute of Technology Delhi',
  'Indian Institute of Technology Madras',
  'Indian Institute of Technology Kanpur',
  'Indian Institute of Technology Kharagpur',
  'Indian Institute of Technology Roorkee',
  'Indian Institute of Technology Guwahati',
  'Indian Institute of Technology Hyderabad',
  'Indian Institute of Technology (BHU) Varanasi',
  'Indian Institute of Technology (ISM) Dhanbad',
  'Indian Institute of Technology Indore',
  'Indian Institute of Technology Gandhinagar',
  'Indian Institute of Technology Ropar',
  'Indian Institute of Technology Patna',
  'Indian Institute of Technology Bhubaneswar',
  'Indian Institute of Technology Jodhpur',
  'Indian Institute of Technology Mandi',
  'Indian Institute of Technology Tirupati',
  'Indian Institute of Technology Palakkad',
  'Indian Institute of Technology Bhilai',
  'Indian Institute of Technology Goa',
  'Indian Institute of Technology Jammu',
  'Indian Institute of Technology Dharwad',
  // National Institutes of Technology
  'National Institute of Technology Tiruchirappalli',
  'National Institute of Technology Karnataka, Surathkal',
  'National Institute of Technology Warangal',
  'National Institute of Technology Calicut',
  'National Institute of Technology Rourkela',
  'Visvesvaraya National Institute of Technology, Nagpur',
  'Motilal Nehru National Institute of Technology Allahabad',
  'Malaviya National Institute of Technology Jaipur',
  'Maulana Azad National Institute of Technology Bhopal',
  'Sardar Vallabhbhai National Institute of Technology, Surat',
  'National Institute of Technology Kurukshetra',
  'National Institute of Technology Durgapur',
  'National Institute of Technology Silchar',
  'National Institute of Technology Jamshedpur',
  'National Institute of Technology Patna',
  'National Institute of Technology Raipur',
  'National Institute of Technology Srinagar',
  'National Institute of Technology Hamirpur',
  'Dr. B R Ambedkar National Institute of Technology Jalandhar',
  'National Institute of Technology Delhi',
  // Indian Institutes of Information Technology
  'International Institute of Information Technology Hyderabad',
  'International Institute of Information Technology Bangalore',
  'Indian Institute of Information Technology Allahabad',
  'Atal Bihari Vajpayee Indian Institute of Information Technology and Management Gwalior',
  'Indraprastha Institute of Information Technology Delhi',
  'Indian Institute of Information Technology, Design and Manufacturing Jabalpur',
  'Indian Institute of Information Technology Guwahati',
  'Indian Institute of Information Technology Lucknow',
  // Indian Institutes of Management
  'Indian Institute of Management Ahmedabad',
  'Indian Institute of Management Bangalore',
  'Indian Institute of Management Calcutta',
  'Indian Institute of Management Lucknow',
  'Indian Institute of Management Kozhikode',
  'Indian Institute of Management Indore',
  'Indian Institute of Management Shillong',
  'Indian Institute of Management Udaipur',
  'Indian Institute of Management Tiruchirappalli',
  'Indian Institute of Management Raipur',
  // Science institutes
  'Indian Institute of Science, Bengaluru',
  'Indian Institute of Science Education and Research Pune',
  'Indian Institute of Science Education and Research Kolkata',
  'Indian Institute of Science Education and Research Mohali',
  'Indian Institute of Science Education and Research Bhopal',
  'Indian Institute of Science Education and Research Thiruvananthapuram',
  'Indian Institute of Science Education and Research Tirupati',
  'Indian Institute of Science Education and Research Berhampur',
  'Tata Institute of Fundamental Research, Mumbai',
  'Indian Statistical Institute, Kolkata',
  'Jawaharlal Nehru Centre for Advanced Scientific Research, Bengaluru',
  // Medical institutes
  'All India Institute of Medical Sciences, New Delhi',
  'All India Institute of Medical Sciences, Jodhpur',
  'All India Institute of Medical Sciences, Bhubaneswar',
  'All India Institute of Medical Sciences, Rishikesh',
  'All India Institute of Medical Sciences, Bhopal',
  'Postgraduate Institute of Medical Education and Research, Chandigarh',
  'Christian Medical College, Vellore',
  // Birla Institute of Technology and Science
  'Birla Institute of Technology and Science, Pilani',
  'Birla Institute of Technology and Science, Pilani – Goa Campus',
  'Birla Institute of Technology and Science, Pilani – Hyderabad Campus',
  // Universities
  'University of Delhi',
  'Jawaharlal Nehru University, New Delhi',
  'Banaras Hindu University, Varanasi',
  'University of Hyderabad',
  'Jadavpur University, Kolkata',
  'University of Calcutta',
  'University of Mumbai',
  'Savitribai Phule Pune University',
  'Anna University, Chennai',
  'University of Madras',
  'Aligarh Muslim University',
  'Jamia Millia Islamia, New Delhi',
  'Panjab University, Chandigarh',
  'Osmania University, Hyderabad',
  'Andhra University, Visakhapatnam',
  'Bangalore University',
  'University of Mysore',
  'Cochin University of Science and Technology',
  'Amrita Vishwa Vidyapeetham',
  'Vellore Institute of Technology',
  'Manipal Academy of Higher Education',
  'SRM Institute of Science and Technology',
  'Thapar Institute of Engineering and Technology, Patiala',
  'Delhi Technological University',
  'Netaji Subhas University of Technology, New Delhi',
  'Jamia Hamdard, New Delhi',
  'Institute of Chemical Technology, Mumbai',
  'College of Engineering, Pune',
  'Birla Institute of Technology, Mesra',
  'National Law School of India University, Bengaluru',
  'NALSAR University of Law, Hyderabad',
  'Tata Institute of Social Sciences, Mumbai',
];

const MAX_MATCHES = 20;
const DEFAULT_COUNT = 10;

/** The texts a name is found by: itself and its short forms ('IIT Bombay', 'IISc'), in lower case. */
export function searchTextsFor(name: string): string[] {
  const texts = [name, ...(INSTITUTION_SHORT_NAMES[name] ?? [])];
  const family = FAMILY_ABBREVIATIONS.find(([prefix]) => name.startsWith(prefix));
  if (family) {
    const [prefix, abbreviation] = family;
    // 'All India Institute of Medical Sciences, Jodhpur' -> 'AIIMS Jodhpur'
    texts.push(`${abbreviation} ${name.slice(prefix.length).replace(/^[\s,]+/, '')}`.trim());
  }
  return texts.map((text) => text.toLowerCase());
}

const SEARCH_TEXTS = new Map(INSTITUTIONS.map((name) => [name, searchTextsFor(name)]));

/**
 * Case-insensitive substring match over the name and its abbreviations, at most 20 results; an empty
 * query offers the first 10.
 */
export function filterInstitutions(query: string, institutions: readonly string[] = INSTITUTIONS): string[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return institutions.slice(0, DEFAULT_COUNT);
  return institutions
    .filter((name) => (SEARCH_TEXTS.get(name) ?? searchTextsFor(name)).some((text) => text.includes(needle)))
    .slice(0, MAX_MATCHES);
}
