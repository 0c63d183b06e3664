// The short names people type for the institutions in institutions.ts. A family (IIT, NIT, IISER...) maps
// the common prefix of its members' names to the abbreviation, so 'IIT Bombay' finds 'Indian Institute of
// Technology Bombay'; single institutions map their full name to their well-known short name.

/** Name prefixes shared by a family of institutions, longest first so the most specific family wins. */
export const FAMILY_ABBREVIATIONS: readonly (readonly [prefix: string, abbreviation: string])[] = [
  ['Indian Institute of Science Education and Research', 'IISER'],
  ['Indian Institute of Information Technology', 'IIIT'],
  ['International Institute of Information Technology', 'IIIT'],
  ['Indraprastha Institute of Information Technology', 'IIIT'],
  ['All India Institute of Medical Sciences', 'AIIMS'],
  ['Birla Institute of Technology and Science', 'BITS'],
  ['National Institute of Technology', 'NIT'],
  ['Indian Institute of Technology', 'IIT'],
  ['Indian Institute of Management', 'IIM'],
];

/** Short names of single institutions, by their full name in the suggestion list. */
export const INSTITUTION_SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Indian Institute of Science, Bengaluru': ['IISc'],
  'Tata Institute of Fundamental Research, Mumbai': ['TIFR'],
  'Indian Statistical Institute, Kolkata': ['ISI'],
  'Jawaharlal Nehru Centre for Advanced Scientific Research, Bengaluru': ['JNCASR'],
  'Postgraduate Institute of Medical Education and Research, Chandigarh': ['PGIMER'],
  'Christian Medical College, Vellore': ['CMC'],
  'Visvesvaraya National Institute of Technology, Nagpur': ['VNIT', 'NIT Nagpur'],
  'Motilal Nehru National Institute of Technology Allahabad': ['MNNIT', 'NIT Allahabad'],
  'Malaviya National Institute of Technology Jaipur': ['MNIT', 'NIT Jaipur'],
  'Maulana Azad National Institute of Technology Bhopal': ['MANIT', 'NIT Bhopal'],
  'Sardar Vallabhbhai National Institute of Technology, Surat': ['SVNIT', 'NIT Surat'],
  'Dr. B R Ambedkar National Institute of Technology Jalandhar': ['NIT Jalandhar'],
  'National Institute of Technology Karnataka, Surathkal': ['NITK'],
  'National Institute of Technology Tiruchirappalli': ['NIT Trichy'],
  'Atal Bihari Vajpayee Indian Institute of Information Technology and Management Gwalior': ['IIITM Gwalior'],
  'Indian Institute of Information Technology, Design and Manufacturing Jabalpur': ['IIITDM Jabalpur'],
  'University of Delhi': ['DU'],
  'Jawaharlal Nehru University, New Delhi': ['JNU'],
  'Banaras Hindu University, Varanasi': ['BHU'],
  'Aligarh Muslim University': ['AMU'],
  'Jamia Millia Islamia, New Delhi': ['JMI'],
  'Savitribai Phule Pune University': ['SPPU'],
  'Cochin University of Science and Technology': ['CUSAT'],
  'Vellore Institute of Technology': ['VIT'],
  'Manipal Academy of Higher Education': ['MAHE', 'Manipal University'],
  'SRM Institute of Science and Technology': ['SRMIST'],
  'Delhi Technological University': ['DTU'],
  'Netaji Subhas University of Technology, New Delhi': ['NSUT'],
  'Institute of Chemical Technology, Mumbai': ['ICT'],
  'College of Engineering, Pune': ['COEP'],
  'Birla Institute of Technology, Mesra': ['BIT Mesra'],
  'National Law School of India University, Bengaluru': ['NLSIU'],
  'Tata Institute of Social Sciences, Mumbai': ['TISS'],
  'Thapar Institute of Engineering and Technology, Patiala': ['TIET'],
};
