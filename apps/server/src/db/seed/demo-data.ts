/** The demo world seeded on first start: people, homes and rooms around Malaysia. */
import type { PropertyType } from '@sewamudah/shared';
import type { DemoScene } from './images.js';

export const DEMO_PASSWORD = 'SewaMudah!2026';

export interface DemoUser {
  key: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  userType: 'admin' | 'customer';
  status: 'active' | 'pending';
}

export const demoUsers: DemoUser[] = [
  {
    key: 'admin',
    firstname: 'Hafiz',
    lastname: 'Rahman',
    email: 'admin@sewamudah.my',
    phone: '0321234567',
    userType: 'admin',
    status: 'active',
  },
  {
    key: 'aisyah',
    firstname: 'Aisyah',
    lastname: 'Binti Ahmad',
    email: 'aisyah@sewamudah.my',
    phone: '0123456789',
    userType: 'customer',
    status: 'active',
  },
  {
    key: 'weijie',
    firstname: 'Wei Jie',
    lastname: 'Tan',
    email: 'wei.jie@sewamudah.my',
    phone: '0167788990',
    userType: 'customer',
    status: 'active',
  },
  {
    key: 'priya',
    firstname: 'Priya',
    lastname: 'Nair',
    email: 'priya@sewamudah.my',
    phone: '0198765432',
    userType: 'customer',
    status: 'active',
  },
  {
    key: 'farid',
    firstname: 'Farid',
    lastname: 'Hakim',
    email: 'farid.hakim@example.my',
    phone: '0134455667',
    userType: 'customer',
    status: 'active',
  },
  {
    key: 'meiling',
    firstname: 'Mei Ling',
    lastname: 'Wong',
    email: 'meiling.wong@example.my',
    phone: '0176543210',
    userType: 'customer',
    status: 'active',
  },
  {
    key: 'kumar',
    firstname: 'Kumar',
    lastname: 'Subramaniam',
    email: 'kumar.s@example.my',
    phone: '0112233445',
    userType: 'customer',
    status: 'active',
  },
  {
    key: 'arjun',
    firstname: 'Arjun',
    lastname: 'Menon',
    email: 'arjun.menon@example.my',
    phone: '0145566778',
    userType: 'customer',
    status: 'active',
  },
  {
    key: 'nurul',
    firstname: 'Nurul',
    lastname: 'Izzah',
    email: 'nurul.izzah@example.my',
    phone: '0189900112',
    userType: 'customer',
    status: 'active',
  },
  {
    key: 'siti',
    firstname: 'Siti',
    lastname: 'Aminah',
    email: 'siti.aminah@example.my',
    phone: '0109988776',
    userType: 'customer',
    status: 'pending',
  },
];

export interface DemoRoom {
  key: string;
  name: string;
  price: number;
  deposit: number;
  description?: string;
}

export interface DemoProperty {
  key: string;
  name: string;
  type: PropertyType;
  address: string;
  description: string;
  price?: number;
  deposit?: number;
  rooms?: DemoRoom[];
  scenes: [DemoScene, DemoScene, DemoScene];
}

export const demoProperties: DemoProperty[] = [
  {
    key: 'bangsar',
    name: 'Residensi Sri Bangsar 3-Bedroom Condo',
    type: 'Unit Rental',
    address: 'Jalan Maarof, Bangsar, 59000 Kuala Lumpur',
    description:
      'A bright 1,250 sq ft corner unit on the 18th floor with an unblocked view of the KL skyline. Three bedrooms, two bathrooms, a fully fitted kitchen and a balcony. Partially furnished with air-conditioners in every room, built-in wardrobes and a water heater. Two covered parking bays, 24-hour security, infinity pool and gym. Walking distance to Bangsar Village and the LRT.',
    price: 3200,
    deposit: 6400,
    scenes: ['condo', 'living', 'pool'],
  },
  {
    key: 'brickfields',
    name: 'The Establishment Studio, Brickfields',
    type: 'Unit Rental',
    address: 'Jalan Tun Sambanthan, Brickfields, 50470 Kuala Lumpur',
    description:
      'Fully furnished 520 sq ft studio two minutes from KL Sentral. Queen bed, sofa, dining set, washer-dryer and high-speed fibre ready. Ideal for young professionals who commute by LRT, KTM or the airport express. Rooftop pool and co-working lounge.',
    price: 1850,
    deposit: 3700,
    scenes: ['apartment', 'bedroom', 'kitchen'],
  },
  {
    key: 'montkiara',
    name: 'Mont Kiara Palma Serviced Apartment',
    type: 'Unit Rental',
    address: 'Jalan Kiara 3, Mont Kiara, 50480 Kuala Lumpur',
    description:
      'Spacious 1,600 sq ft family home with four bedrooms and a maid room in a quiet, low-density block. Fully furnished with premium appliances. Close to international schools, Publika and Solaris Mont Kiara. Facilities include a 50 m lap pool, tennis court, playground and BBQ deck.',
    price: 4500,
    deposit: 9000,
    scenes: ['condo', 'living', 'exterior-night'],
  },
  {
    key: 'setiaalam',
    name: 'Setia Alam Double-Storey Terrace',
    type: 'Unit Rental',
    address: 'Jalan Setia Indah U13/22, Setia Alam, 40170 Shah Alam, Selangor',
    description:
      'Well-kept 22 x 75 double-storey terrace in a gated and guarded community. Four bedrooms, three bathrooms, a renovated wet and dry kitchen, and a porch for two cars. Near Setia City Mall, schools and the Guthrie Corridor Expressway.',
    price: 2100,
    deposit: 4200,
    scenes: ['terrace', 'living', 'kitchen'],
  },
  {
    key: 'ttdi',
    name: 'Taman Tun Dr Ismail Garden Bungalow',
    type: 'Unit Rental',
    address: 'Jalan Datuk Sulaiman, Taman Tun Dr Ismail, 60000 Kuala Lumpur',
    description:
      'A single-storey bungalow on a 6,000 sq ft corner lot with a mature garden and a covered patio. Five bedrooms, four bathrooms and a study. Steps from TTDI Park and the MRT. Suitable for families or a small home office.',
    price: 8800,
    deposit: 17600,
    scenes: ['bungalow', 'living', 'pool'],
  },
  {
    key: 'gurney',
    name: 'Gurney Seaview Apartment, Penang',
    type: 'Unit Rental',
    address: 'Persiaran Gurney, 10250 George Town, Pulau Pinang',
    description:
      'Sea-facing three-bedroom apartment along Gurney Drive with a breezy balcony. Freshly painted, fully furnished and ready to move in. Gurney Plaza and the hawker centre are across the road; UNESCO George Town is a ten-minute drive.',
    price: 2800,
    deposit: 5600,
    scenes: ['apartment', 'living', 'bathroom'],
  },
  {
    key: 'medini',
    name: 'Medini Signature Condo, Iskandar Puteri',
    type: 'Unit Rental',
    address: 'Persiaran Medini Utara 3, 79250 Iskandar Puteri, Johor',
    description:
      'Modern two-bedroom condo in Medini, close to LEGOLAND, Mall of Medini and the Second Link to Singapore. Fully furnished with smart-lock entry, induction hob and two air-conditioners. One parking bay included.',
    price: 1600,
    deposit: 3200,
    scenes: ['condo', 'bedroom', 'pool'],
  },
  {
    key: 'ss2',
    name: 'SS2 Petaling Jaya Shared House',
    type: 'Room Rental',
    address: 'Jalan SS 2/55, SS2, 47300 Petaling Jaya, Selangor',
    description:
      'A friendly, well-managed shared terrace house for working adults. Weekly common-area cleaning, fibre internet, washing machine and a shared kitchen are included. SS2 night market, cafes and buses to Taman Paramount LRT are nearby. Utilities are split fairly each month.',
    rooms: [
      {
        key: 'ss2-master',
        name: 'Master Room',
        price: 900,
        deposit: 900,
        description: 'Private bathroom, queen bed, air-conditioned.',
      },
      {
        key: 'ss2-middle',
        name: 'Middle Room',
        price: 700,
        deposit: 700,
        description: 'Queen bed, air-conditioned, window facing the garden.',
      },
      {
        key: 'ss2-small',
        name: 'Small Room',
        price: 550,
        deposit: 550,
        description: 'Single bed and study desk, ceiling fan.',
      },
      { key: 'ss2-attic', name: 'Attic Room', price: 620, deposit: 620 },
    ],
    scenes: ['terrace', 'bedroom', 'kitchen'],
  },
  {
    key: 'cyberjaya',
    name: 'Cyberjaya Student Suites',
    type: 'Room Rental',
    address: 'Persiaran Multimedia, 63000 Cyberjaya, Selangor',
    description:
      'Furnished suites for students and interns five minutes from Multimedia University and Limkokwing. Each room comes with a bed, wardrobe and desk; shared living room and kitchen. Free shuttle to Putrajaya Sentral. Quiet hours after 11 pm.',
    rooms: [
      { key: 'cj-a', name: 'Room A', price: 750, deposit: 750, description: 'Largest room with attached bathroom.' },
      { key: 'cj-b', name: 'Room B', price: 600, deposit: 600 },
      { key: 'cj-c', name: 'Room C', price: 600, deposit: 600 },
      { key: 'cj-d', name: 'Room D', price: 480, deposit: 480, description: 'Compact single room.' },
      { key: 'cj-e', name: 'Room E', price: 450, deposit: 450, description: 'Compact single room, shared bathroom.' },
    ],
    scenes: ['apartment', 'bedroom', 'living'],
  },
  {
    key: 'usj',
    name: 'USJ 1 Subang Jaya Room Rental',
    type: 'Room Rental',
    address: 'Jalan USJ 1/6, 47600 Subang Jaya, Selangor',
    description:
      "Rooms in a renovated link house near Taylor's University and Sunway Pyramid. Female tenants preferred. Air-conditioned rooms, fully equipped kitchen and a small garden. Covered parking for motorcycles.",
    rooms: [
      { key: 'usj-1', name: 'Room 1', price: 850, deposit: 850, description: 'Master room with bathroom.' },
      { key: 'usj-2', name: 'Room 2', price: 650, deposit: 650 },
      { key: 'usj-3', name: 'Room 3', price: 600, deposit: 600 },
    ],
    scenes: ['terrace', 'bedroom', 'bathroom'],
  },
  {
    key: 'cheras',
    name: 'Taman Connaught Co-living, Cheras',
    type: 'Room Rental',
    address: 'Jalan Cerdas, Taman Connaught, 56000 Cheras, Kuala Lumpur',
    description:
      'Two cosy rooms in a co-living apartment next to the Taman Connaught MRT station and the famous night market. Shared living room with smart TV, fibre internet and weekly cleaning.',
    rooms: [
      { key: 'cheras-a', name: 'Room A', price: 650, deposit: 650, description: 'Queen bed, air-conditioned.' },
      { key: 'cheras-b', name: 'Room B', price: 500, deposit: 500, description: 'Single bed, fan.' },
    ],
    scenes: ['apartment', 'bedroom', 'living'],
  },
  {
    key: 'ipoh',
    name: 'Ipoh Old Town Heritage Rooms',
    type: 'Room Rental',
    address: 'Jalan Sultan Yussuf, 30000 Ipoh, Perak',
    description:
      'Restored pre-war shophouse rooms in the heart of Ipoh Old Town, a short walk from Concubine Lane and the famous white-coffee shops. High ceilings, timber floors and a shared air well courtyard.',
    rooms: [
      {
        key: 'ipoh-1',
        name: 'Courtyard Room',
        price: 600,
        deposit: 600,
        description: 'Opens onto the air well courtyard.',
      },
      { key: 'ipoh-2', name: 'Street-view Room', price: 480, deposit: 480 },
      { key: 'ipoh-3', name: 'Loft Room', price: 400, deposit: 400, description: 'Mezzanine loft, shared bathroom.' },
    ],
    scenes: ['exterior-night', 'bedroom', 'bathroom'],
  },
];
