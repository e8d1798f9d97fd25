//! Where the firm works: its offices (spec 1 §9 / 3 §9 ids), their share of leads, the team
//! that handles them, and the towns, zip codes, area codes and map centres around each.

pub struct Office {
    pub id: i64,
    pub name: &'static str,
    /// Share of leads. spec 3 §9: "New cases goal 268 per month (Sandy 122, Spokane 92, Boise
    /// 54)" and "Retained goal per business day per office: Meridian 1.9, Spokane Valley 3.8,
    /// Sandy 3.8, Sea-Tac 0.25, Wyoming 0.25, Montana 0.25, others 0".
    pub weight: f64,
    pub state: &'static str,
    /// The team (demo `TEAMS`) that works the office's cases.
    pub team: i64,
    /// spec 2 §9 fee office map: Sandy → Utah, Meridian → Boise, Spokane Valley → Spokane.
    pub market: &'static str,
    pub lat: f64,
    pub lng: f64,
    pub cities: &'static [&'static str],
    pub zip_prefix: &'static str,
    pub area_codes: &'static [&'static str],
}

/// spec 1 §9: "Offices (id): Spokane Valley 8, Sandy 5, Meridian 7, Sea-Tac 9, Other 10,
/// Wyoming 11, Montana 12, Colorado 13, Oregon 14."
pub const OFFICES: [Office; 9] = [
    Office { id: 5, name: "Sandy", weight: 40.0, state: "UT", team: 1, market: "Utah", lat: 40.5649, lng: -111.8389, cities: &["Sandy", "Draper", "West Jordan", "South Jordan", "Murray", "Salt Lake City", "Provo", "Orem", "Ogden", "Layton"], zip_prefix: "840", area_codes: &["801", "385"] },
    Office { id: 8, name: "Spokane Valley", weight: 30.0, state: "WA", team: 2, market: "Spokane", lat: 47.6732, lng: -117.2394, cities: &["Spokane Valley", "Spokane", "Liberty Lake", "Cheney", "Airway Heights", "Mead"], zip_prefix: "992", area_codes: &["509"] },
    Office { id: 7, name: "Meridian", weight: 18.0, state: "ID", team: 3, market: "Boise", lat: 43.6121, lng: -116.3915, cities: &["Meridian", "Boise", "Nampa", "Eagle", "Caldwell", "Kuna"], zip_prefix: "836", area_codes: &["208", "986"] },
    Office { id: 9, name: "Sea-Tac", weight: 3.0, state: "WA", team: 2, market: "Other", lat: 47.4435, lng: -122.2961, cities: &["SeaTac", "Tukwila", "Kent", "Renton", "Federal Way", "Burien"], zip_prefix: "981", area_codes: &["206", "253"] },
    Office { id: 11, name: "Wyoming", weight: 2.0, state: "WY", team: 1, market: "Other", lat: 41.1400, lng: -104.8202, cities: &["Cheyenne", "Casper", "Laramie", "Rock Springs"], zip_prefix: "820", area_codes: &["307"] },
    Office { id: 12, name: "Montana", weight: 2.0, state: "MT", team: 3, market: "Other", lat: 45.7833, lng: -108.5007, cities: &["Billings", "Missoula", "Bozeman", "Great Falls"], zip_prefix: "591", area_codes: &["406"] },
    Office { id: 13, name: "Colorado", weight: 2.0, state: "CO", team: 1, market: "Other", lat: 39.7392, lng: -104.9903, cities: &["Denver", "Aurora", "Lakewood", "Colorado Springs"], zip_prefix: "802", area_codes: &["303", "720"] },
    Office { id: 14, name: "Oregon", weight: 2.0, state: "OR", team: 2, market: "Other", lat: 45.5152, lng: -122.6784, cities: &["Portland", "Gresham", "Beaverton", "Salem"], zip_prefix: "972", area_codes: &["503", "971"] },
    Office { id: 10, name: "Other", weight: 1.0, state: "NV", team: 1, market: "Other", lat: 36.1699, lng: -115.1398, cities: &["Las Vegas", "Henderson", "Reno"], zip_prefix: "891", area_codes: &["702", "775"] },
];

pub const STREETS: [&str; 24] = [
    "Main St", "State St", "Center St", "1300 E", "700 W", "Broadway", "Maple Ave", "Oak Dr", "Cedar Ln", "Sunset Blvd", "Park Ave",
    "Washington Blvd", "Grand Ave", "Pine St", "Lincoln Ave", "Canyon Rd", "River Rd", "Highland Dr", "Sprague Ave", "Fairview Ave",
    "Eagle Rd", "Ustick Rd", "Pacific Hwy", "Vista Way",
];

pub const FIRST_MALE: [&str; 40] = [
    "James", "Michael", "Robert", "David", "William", "Joseph", "Daniel", "Matthew", "Anthony", "Joshua", "Andrew", "Christopher",
    "Brandon", "Tyler", "Jose", "Luis", "Carlos", "Juan", "Miguel", "Kevin", "Brian", "Eric", "Jacob", "Nathan", "Ryan", "Aaron",
    "Adam", "Cody", "Dustin", "Travis", "Logan", "Hunter", "Austin", "Derek", "Marcus", "Trevor", "Spencer", "Colton", "Bryce", "Jared",
];

pub const FIRST_FEMALE: [&str; 40] = [
    "Jennifer", "Jessica", "Ashley", "Sarah", "Amanda", "Emily", "Megan", "Lauren", "Rachel", "Stephanie", "Nicole", "Heather",
    "Brittany", "Samantha", "Maria", "Ana", "Sofia", "Gabriela", "Lucia", "Kayla", "Taylor", "Madison", "Hannah", "Alyssa", "Brooke",
    "Chelsea", "Courtney", "Danielle", "Erica", "Holly", "Jenna", "Kelsey", "Lindsey", "McKenzie", "Natalie", "Paige", "Shelby",
    "Tiffany", "Whitney", "Savannah",
];

pub const LAST: [&str; 60] = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez",
    "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris",
    "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen",
    "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Christensen",
    "Jensen", "Larsen", "Petersen", "Olsen", "Hansen", "Madsen", "Nielsen", "Sorensen", "Bingham",
];

/// Pieces of provider and business names.
pub const BUSINESS_PLACES: [&str; 16] = [
    "Summit", "Wasatch", "Cascade", "Valley", "Mountain View", "Riverside", "Pioneer", "Canyon", "Evergreen", "Gateway", "Treasure Valley",
    "Inland", "Frontier", "Lakeside", "Big Sky", "Red Rock",
];

pub fn business_suffix(contact_type: i64) -> &'static [&'static str] {
    match contact_type {
        1 => &["Chiropractic", "Spine & Chiropractic", "Family Chiropractic"],
        2 => &["Physical Therapy", "Rehab & PT", "Sports Therapy"],
        3 => &["Family Medicine", "Urgent Care", "Medical Clinic"],
        4 => &["Orthopedics", "Orthopaedic Associates", "Bone & Joint"],
        5 => &["Imaging", "MRI Center", "Radiology"],
        6 => &["Regional Hospital", "Medical Center", "Emergency Physicians"],
        7 => &["Pain Management", "Interventional Pain", "Spine Center"],
        8 => &["Law Group", "Legal", "Injury Attorneys"],
        9 => &["Auto Body", "Collision Repair", "Paint & Body"],
        10 => &["Towing", "Tow & Recovery", "Roadside"],
        11 => &["Insurance Agency", "Realty", "Chamber Partners"],
        _ => &["Services", "Group", "Associates"],
    }
}
