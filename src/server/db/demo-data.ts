/**
 * The demo data an empty database gets when SEED_DEMO is on (seed.ts inserts it): street-food
 * vendors across the Coachella Valley with owners, menus, hours, payment settings, loyalty
 * rewards and reviews, plus demo customers and two upcoming events.
 *
 * Everything here is made up: businesses and people are fictional, phones are 555-01xx numbers,
 * e-mails use the reserved domain demo.valleyeats.example, and no demo user can sign in.
 * Coordinates are real spots in each city, nudged a little so no pin sits on a real business.
 */

import type { PaymentMethod } from '../../shared/schemas/vendors.js';
import type { DietaryTag } from '../../shared/constants.js';

export const DEMO_EMAIL_DOMAIN = 'demo.valleyeats.example';

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
}

export interface DemoHours {
  dayOfWeek: Weekday;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

export interface DemoMenuItem {
  name: string;
  description: string;
  /** Decimal string with 2 places. */
  price: string;
  category: string;
  /** Minutes. */
  prepTime: number;
  inventoryCount?: number;
  isSoldOut?: boolean;
  isAvailable?: boolean;
  /** Today's special (seed.ts sets specialDate to the seeding day). */
  isDailySpecial?: boolean;
  /** Decision 0041: vegetarian, vegan, gluten-free, halal. */
  dietaryTags?: DietaryTag[];
}

export interface DemoReward {
  name: string;
  description: string;
  pointsRequired: number;
  discountType: 'percentage' | 'fixed_amount';
  discountValue: string;
  isActive?: boolean;
}

export type CustomerKey = 'maria' | 'jake' | 'priya' | 'luis' | 'dana' | 'kenji' | 'alma' | 'tom';

export interface DemoReview {
  by: CustomerKey;
  rating: number;
  comment: string;
  /** Issue 19: the vendor's public reply. */
  reply?: string;
}

export interface DemoVendor {
  key: string;
  owner: DemoPerson;
  businessName: string;
  cuisine: string;
  description: string;
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** Non-empty means the vendor accepts preorders (acceptsPreorders = paymentMethods.length > 0). */
  paymentMethods: PaymentMethod[];
  preorderInstructions?: string;
  /** Present means the vendor runs a loyalty program. */
  loyaltyRewards?: DemoReward[];
  /** null: the vendor never set hours ('Hours not available'). */
  hours: DemoHours[] | null;
  menu: DemoMenuItem[];
  reviews: DemoReview[];
}

export interface DemoEventRegistration {
  vendor: string;
  status: 'pending' | 'approved' | 'rejected';
  requestedLocation: string;
  approvedLocation?: string;
  registrationFee: string;
  isPaid: boolean;
  notes?: string;
  /** An approved vendor's spot on the event's site (DESIGN §10.3, decision 0038). */
  site?: { locationName: string; latitude: number; longitude: number; isPremium: boolean };
}

export interface DemoEvent {
  name: string;
  description: string;
  type: string;
  venue: string;
  specialLocations: string[];
  /** First `weekday` at least `minDaysAhead` valley days after the seeding day. */
  weekday: Weekday;
  minDaysAhead: number;
  /** Valley time, 24-hour. */
  startHour: number;
  endHour: number;
  /** Calendar days the event spans (1 = same day). */
  days: number;
  registrations: DemoEventRegistration[];
}

export const valleyCities = [
  'Palm Springs',
  'Desert Hot Springs',
  'Cathedral City',
  'Rancho Mirage',
  'Palm Desert',
  'Indian Wells',
  'La Quinta',
  'Indio',
  'Coachella',
  'Thermal',
  'Mecca',
] as const;

// ---------------------------------------------------------------- helpers

function person(firstName: string, lastName: string): DemoPerson {
  const local = `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
  return { firstName, lastName, email: `${local}@${DEMO_EMAIL_DOMAIN}` };
}

type Span = readonly [open: string, close: string];
type Day = Span | 'closed';

/** Seven rows, Sunday (0) first: `usual` on every day not named in `days`. */
function week(usual: Day, days: Partial<Record<Weekday, Day>> = {}): DemoHours[] {
  return ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => {
    const day = days[dayOfWeek] ?? usual;
    return day === 'closed'
      ? { dayOfWeek, openTime: null, closeTime: null, isClosed: true }
      : { dayOfWeek, openTime: day[0], closeTime: day[1], isClosed: false };
  });
}

function item(
  category: string,
  name: string,
  price: string,
  prepTime: number,
  description: string,
  extra: Partial<DemoMenuItem> = {},
): DemoMenuItem {
  return { category, name, price, prepTime, description, ...extra };
}

function reward(
  name: string,
  pointsRequired: number,
  discountType: DemoReward['discountType'],
  discountValue: string,
  description: string,
  extra: Partial<DemoReward> = {},
): DemoReward {
  return { name, pointsRequired, discountType, discountValue, description, ...extra };
}

function review(by: CustomerKey, rating: number, comment: string, reply?: string): DemoReview {
  return { by, rating, comment, ...(reply ? { reply } : {}) };
}

// ---------------------------------------------------------------- customers

export const demoCustomers: Record<CustomerKey, DemoPerson> = {
  maria: person('Maria', 'Gutierrez'),
  jake: person('Jake', 'Thompson'),
  priya: person('Priya', 'Patel'),
  luis: person('Luis', 'Ramirez'),
  dana: person('Dana', 'Whitfield'),
  kenji: person('Kenji', 'Nakamura'),
  alma: person('Alma', 'Reyes'),
  tom: person('Tom', 'Becker'),
};

// ---------------------------------------------------------------- vendors

export const demoVendors: DemoVendor[] = [
  // ------------------------------------------------ Palm Springs
  {
    key: 'tahquitz-taco',
    owner: person('Rubén', 'Ortega'),
    businessName: 'Tahquitz Taco Co.',
    cuisine: 'Tacos',
    description:
      'Al pastor carved straight off the trompo, handmade corn tortillas and salsas ground in a molcajete every morning. Find the orange truck off Arenas Rd, open late on weekends.',
    city: 'Palm Springs',
    address: '245 S Palm Canyon Dr, Palm Springs, CA 92262',
    latitude: 33.82073,
    longitude: -116.54618,
    phone: '(760) 555-0101',
    paymentMethods: ['cash', 'applePay', 'zelle'],
    preorderInstructions:
      'Order ahead and pick up at the side window on Arenas Rd. Pay by Zelle or Apple Pay before pickup, or cash at the truck.',
    loyaltyRewards: [
      reward('Free Agua Fresca', 50, 'fixed_amount', '3.50', 'Any agua fresca on the house.'),
      reward('10% Off Your Order', 100, 'percentage', '10.00', 'Ten percent off one whole order.'),
      reward('Taco Dozen Discount', 200, 'fixed_amount', '15.00', '$15 off when you order a dozen tacos.'),
    ],
    hours: week(['11:00', '22:00'], { 1: 'closed', 5: ['11:00', '01:00'], 6: ['11:00', '01:00'] }),
    menu: [
      item('Tacos', 'Al Pastor Taco', '3.50', 6, 'Marinated pork off the trompo with pineapple, onion and cilantro.'),
      item('Tacos', 'Carne Asada Taco', '3.75', 6, 'Mesquite-grilled steak, guacamole salsa, onion and cilantro.'),
      item('Tacos', 'Pollo Asado Taco', '3.25', 6, 'Citrus-achiote chicken with salsa verde.'),
      item('Tacos', 'Nopal & Queso Taco', '3.25', 6, 'Grilled cactus and panela cheese with pico de gallo. Vegetarian.', { dietaryTags: ['vegetarian', 'gluten-free'] }),
      item('Plates', 'Quesadilla Grande', '9.50', 8, 'Flour tortilla, Oaxaca cheese and your choice of meat.'),
      item('Plates', 'Carne Asada Fries', '12.50', 10, 'Crispy fries under asada, cheese, guacamole and crema.'),
      item('Sides', 'Elote en Vaso', '5.00', 4, 'Street corn in a cup with mayo, cotija, lime and Tajín.'),
      item('Drinks', 'Horchata', '4.00', 1, 'House-made rice and cinnamon agua fresca.'),
      item('Drinks', 'Agua de Jamaica', '3.50', 1, 'Chilled hibiscus tea, lightly sweet.', { dietaryTags: ['vegan', 'gluten-free'] }),
    ],
    reviews: [
      review('maria', 5, 'Best al pastor in Palm Springs, hands down. The pineapple is perfectly charred.'),
      review('jake', 5, 'Grabbed tacos after a show downtown at midnight. Exactly what I needed.'),
      review(
        'priya',
        4,
        'The nopal taco is great for vegetarians. Line gets long on Saturdays.',
        'Thank you, Priya! Order ahead on Saturdays and skip the line.',
      ),
      review('luis', 5, 'Tortillas are made right there. Salsa roja has a real kick.'),
      review('dana', 4, 'Carne asada fries are huge, easily shareable.'),
      review('tom', 4, 'Friendly crew and quick even when busy.'),
    ],
  },
  {
    key: 'mod-desert-burgers',
    owner: person('Chris', 'Halvorsen'),
    businessName: 'Mod Desert Burgers',
    cuisine: 'Burgers',
    description:
      'Smash burgers off a flat-top in a restored 1962 Airstream. Crispy edges, soft potato buns, and a green chile burger worth the drive down East Palm Canyon.',
    city: 'Palm Springs',
    address: '1775 E Palm Canyon Dr, Palm Springs, CA 92264',
    latitude: 33.80581,
    longitude: -116.52529,
    phone: '(760) 555-0102',
    paymentMethods: ['square', 'applePay', 'cashApp'],
    preorderInstructions:
      'Preorders are cooked to order: give us about 15 minutes. Pay by card link (Square), Apple Pay or Cash App, then pull up to the Airstream.',
    hours: week(['11:30', '21:00'], { 1: 'closed', 2: 'closed', 5: ['11:30', '22:00'], 6: ['11:30', '22:00'] }),
    menu: [
      item('Burgers', 'Classic Smash', '10.50', 10, 'Two thin patties, American cheese, pickles, onion and house sauce.'),
      item('Burgers', 'Double Smash', '13.50', 12, 'Four patties, double cheese. Bring an appetite.'),
      item('Burgers', 'Green Chile Burger', '13.00', 12, 'Roasted Hatch green chiles, pepper jack and chipotle mayo.'),
      item('Burgers', 'Mushroom Swiss', '13.00', 12, 'Garlic mushrooms, Swiss cheese and caramelized onions.'),
      item('Burgers', 'Plant Smash', '13.50', 12, 'Plant-based patty, vegan cheese, lettuce, tomato and pickles.', { dietaryTags: ['vegan'] }),
      item('Sides', 'Crinkle Fries', '4.50', 6, 'Crispy crinkle-cut fries with seasoning salt.'),
      item('Sides', 'Garlic Parmesan Fries', '6.00', 7, 'Tossed in garlic butter and parmesan.'),
      item('Shakes', 'Date Shake', '8.00', 5, 'Local Medjool dates blended with vanilla ice cream.', { inventoryCount: 20 }),
      item('Drinks', 'Mexican Coke', '3.50', 1, 'Glass bottle, cane sugar.'),
    ],
    reviews: [
      review('jake', 5, 'The green chile burger is unreal. Crispy edges, juicy middle.'),
      review('kenji', 4, 'Solid smash burgers and the Airstream is very Palm Springs.'),
      review('dana', 4, 'Date shake was thick and not too sweet.'),
      review(
        'tom',
        3,
        'Good burger but waited 25 minutes on a Friday night.',
        'Sorry about the wait, Tom. We added a second grill for Fridays.',
      ),
      review('alma', 5, 'My kids loved the classic. Fries were perfect.'),
    ],
  },
  {
    key: 'palm-canyon-churros',
    owner: person('Yesenia', 'Cruz'),
    businessName: 'Palm Canyon Churros & Paletas',
    cuisine: 'Desserts',
    description:
      'Churros fried to order and fruit paletas made in small batches, including a date paleta with dates from Thermal. Look for the pink cart on North Palm Canyon, right where Thursday night VillageFest sets up.',
    city: 'Palm Springs',
    address: '180 N Palm Canyon Dr, Palm Springs, CA 92262',
    latitude: 33.82571,
    longitude: -116.54696,
    phone: '(760) 555-0103',
    paymentMethods: [],
    hours: week(['12:00', '21:00'], { 1: 'closed', 2: 'closed', 3: ['14:00', '21:00'], 4: ['14:00', '22:00'] }),
    menu: [
      item('Churros', 'Classic Churro', '3.00', 4, 'Cinnamon sugar, crisp outside and soft inside.'),
      item('Churros', 'Filled Churro', '4.50', 5, 'Filled with cajeta, Nutella or strawberry.'),
      item('Churros', 'Churro Sundae', '7.50', 6, 'Two churros, vanilla ice cream, cajeta drizzle and nuts.'),
      item('Paletas', 'Mango Chile Paleta', '3.50', 1, 'Fresh mango with chamoy and chile powder.'),
      item('Paletas', 'Strawberries & Cream Paleta', '3.50', 1, 'Creamy, with real strawberry pieces.'),
      item('Paletas', 'Date Paleta', '4.00', 1, 'Medjool dates and cinnamon in a creamy base.'),
      item('Cups', 'Mangonada', '7.00', 4, 'Mango sorbet, chamoy, Tajín and a tamarind straw.'),
      item('Cups', 'Fresas con Crema', '6.50', 3, 'Sliced strawberries in sweet cream.'),
    ],
    reviews: [
      review('alma', 5, 'Filled churros with cajeta, still warm. Heaven.'),
      review('priya', 5, 'The date paleta is such a Coachella Valley treat.'),
      review('maria', 4, 'Great stop during VillageFest. The mangonada is huge.'),
      review('kenji', 4, 'Churros are fried fresh, worth the short wait.'),
    ],
  },
  {
    key: 'uptown-falafel',
    owner: person('Sami', 'Haddad'),
    businessName: 'Uptown Falafel Cart',
    cuisine: 'Mediterranean',
    description:
      'Falafel fried to order, slow-roasted chicken shawarma and hummus made from scratch. A family recipe from Beirut, now in the Uptown Design District.',
    city: 'Palm Springs',
    address: '795 N Palm Canyon Dr, Palm Springs, CA 92262',
    latitude: 33.83372,
    longitude: -116.54661,
    phone: '(760) 555-0104',
    paymentMethods: [],
    hours: week(['11:00', '20:00'], { 0: ['10:00', '16:00'], 1: 'closed' }),
    menu: [
      item('Wraps', 'Falafel Wrap', '10.00', 8, 'Falafel, tahini, pickled turnips, tomato and parsley in pita.', { dietaryTags: ['vegan', 'halal'] }),
      item('Wraps', 'Chicken Shawarma Wrap', '12.00', 8, 'Garlic toum, pickles and fries rolled inside.', { dietaryTags: ['halal'] }),
      item('Bowls', 'Falafel Bowl', '12.50', 9, 'Falafel over rice with hummus, salad and tahini.', { dietaryTags: ['vegan', 'halal'] }),
      item('Mezze', 'Hummus & Pita', '7.00', 3, 'Creamy hummus, olive oil, paprika and warm pita.', { dietaryTags: ['vegan', 'halal'] }),
      item('Mezze', 'Tabbouleh', '6.50', 3, 'Parsley, bulgur, tomato, lemon and mint.', { dietaryTags: ['vegan', 'halal'] }),
      item('Mezze', 'Baba Ghanoush', '7.00', 3, 'Smoky roasted eggplant dip.', { dietaryTags: ['vegan', 'gluten-free', 'halal'] }),
      item('Sides', "Za'atar Fries", '5.50', 6, "Fries dusted with za'atar and sea salt."),
      item('Sweets', 'Baklava', '4.00', 1, 'Pistachio baklava, two pieces.', { inventoryCount: 18 }),
      item('Drinks', 'Mint Lemonade', '4.50', 2, 'Fresh lemon blended with mint and ice.'),
    ],
    reviews: [
      review('priya', 5, 'Crispiest falafel in the valley. The toum is addictive.'),
      review('dana', 4, 'Lovely lunch while walking the design shops.'),
      review('luis', 4, 'Generous shawarma wrap, fair price.'),
    ],
  },

  // ------------------------------------------------ Desert Hot Springs
  {
    key: 'hot-springs-smokehouse',
    owner: person('Darnell', 'Brooks'),
    businessName: 'Hot Springs Smokehouse',
    cuisine: 'BBQ',
    description:
      'Texas-style brisket smoked 14 hours over oak and mesquite, ribs, hot links and all the sides. We cook until we sell out, so come early or preorder.',
    city: 'Desert Hot Springs',
    address: '66-250 Pierson Blvd, Desert Hot Springs, CA 92240',
    latitude: 33.96128,
    longitude: -116.49961,
    phone: '(760) 555-0105',
    paymentMethods: ['cash', 'cashApp', 'zelle'],
    preorderInstructions:
      'Brisket sells out by mid-afternoon on Saturdays. Preorder by 10 a.m. and we will hold yours. Cash App or Zelle ahead, or cash at pickup.',
    loyaltyRewards: [
      reward('Free Side', 50, 'fixed_amount', '4.00', 'Any side on us: mac, greens or cornbread.'),
      reward('$10 Off a Plate', 150, 'fixed_amount', '10.00', 'Ten dollars off any plate.'),
      reward('15% Off a Family Order', 300, 'percentage', '15.00', 'Feeding the crew? 15% off the whole order.'),
    ],
    hours: week(['11:00', '19:00'], {
      0: ['11:00', '18:00'],
      1: 'closed',
      2: 'closed',
      5: ['11:00', '21:00'],
      6: ['11:00', '21:00'],
    }),
    menu: [
      item('Plates', 'Brisket Plate', '19.00', 5, 'Half pound of sliced brisket, two sides and Texas toast.', { inventoryCount: 12 }),
      item('Plates', 'St. Louis Ribs (Half Rack)', '21.00', 5, 'Dry-rubbed ribs with house sauce on the side.'),
      item('Plates', 'Smoked Hot Links', '12.00', 5, 'Two snappy links, pickles, onions and white bread.'),
      item('Sandwiches', 'Pulled Pork Sandwich', '13.00', 5, 'Pulled pork, slaw and tangy sauce on a brioche bun.'),
      item('By the Pound', 'Brisket by the Pound', '28.00', 5, 'Sliced or chopped, with sauce and bread.', { inventoryCount: 6 }),
      item('Sides', 'Mac & Cheese', '5.00', 2, 'Three-cheese, baked with a crumb top.'),
      item('Sides', 'Collard Greens', '4.50', 2, 'Slow-cooked with smoked turkey.'),
      item('Sides', 'Cornbread', '3.00', 1, 'Honey butter cornbread.'),
      item('Desserts', 'Peach Cobbler', '6.00', 2, 'Grandma Brooks recipe. Goes fast.', { inventoryCount: 0, isSoldOut: true }),
      item('Drinks', 'Sweet Tea', '3.00', 1, 'Brewed fresh daily.'),
    ],
    reviews: [
      review('jake', 5, 'Brisket had a perfect bark and smoke ring. Texas-level good.'),
      review('luis', 5, 'Preordered Saturday morning, food was ready and hot. Worth the drive up the hill.'),
      review('dana', 5, 'Collard greens and mac are as good as the meat.'),
      review('tom', 4, 'Ribs were great. Sold out of cobbler by 1 p.m.!'),
      review('kenji', 5, 'The best barbecue in the desert, no contest.'),
      review('maria', 4, 'Hot links are excellent. A bit pricey but huge portions.'),
      review('alma', 5, 'Darnell is the nicest guy. Brisket melts.'),
      review('priya', 4, 'Great sides. Wish there were a vegetarian main.'),
    ],
  },

  // ------------------------------------------------ Cathedral City
  {
    key: 'la-catedral-tamales',
    owner: person('Guadalupe', 'Mendoza'),
    businessName: 'La Catedral Tamales',
    cuisine: 'Mexican',
    description:
      "Doña Lupe's tamales steamed fresh every morning: red chile pork, green chile chicken, rajas con queso and sweet pineapple, with champurrado and café de olla. By the piece or by the dozen.",
    city: 'Cathedral City',
    address: '68-510 E Palm Canyon Dr, Cathedral City, CA 92234',
    latitude: 33.78066,
    longitude: -116.46391,
    phone: '(760) 555-0106',
    paymentMethods: [],
    hours: week(['07:00', '14:00'], { 1: 'closed' }),
    menu: [
      item('Tamales', 'Pork Red Chile Tamal', '3.50', 2, 'Pork in guajillo chile sauce, wrapped in corn husk.'),
      item('Tamales', 'Chicken Green Chile Tamal', '3.50', 2, 'Shredded chicken in tomatillo salsa verde.'),
      item('Tamales', 'Rajas con Queso Tamal', '3.50', 2, 'Roasted poblano strips and Monterey jack. Vegetarian.', { dietaryTags: ['vegetarian', 'gluten-free'] }),
      item('Tamales', 'Sweet Pineapple Tamal', '3.00', 2, 'Pink, sweet and studded with pineapple and raisins.'),
      item('Tamales', 'Dozen Tamales', '36.00', 5, 'Mix and match any twelve.'),
      item('Breakfast', 'Menudo', '14.00', 5, 'Weekends only: red menudo with all the fixings.', { isAvailable: false }),
      item('Drinks', 'Champurrado', '4.00', 2, 'Thick Mexican chocolate and masa drink.'),
      item('Drinks', 'Café de Olla', '3.50', 2, 'Coffee with piloncillo and cinnamon.'),
    ],
    reviews: [
      review('alma', 5, 'Tastes like my abuela’s. The red pork tamal is perfect.'),
      review('luis', 5, 'Bought two dozen for a birthday and they were gone in minutes.'),
      review('maria', 4, 'Champurrado on a chilly desert morning is the best.'),
      review('kenji', 4, 'Rajas con queso is my favorite. Get there before 10.'),
      review('tom', 4, 'Great breakfast stop on the way to work.'),
    ],
  },
  {
    key: 'lolas-lumpia',
    owner: person('Lorna', 'Dizon'),
    businessName: "Lola's Lumpia Truck",
    cuisine: 'Filipino',
    description:
      "Crispy lumpia Shanghai, chicken adobo, sizzling pork sisig and ube halo-halo, cooked the way Lola taught us. Party trays for your next barkada get-together.",
    city: 'Cathedral City',
    address: '35-325 Date Palm Dr, Cathedral City, CA 92234',
    latitude: 33.80843,
    longitude: -116.46612,
    phone: '(760) 555-0107',
    paymentMethods: ['zelle', 'cashApp', 'cash'],
    preorderInstructions:
      'Party trays need 24 hours’ notice, so please call or preorder the day before. Everything else is ready in about 15 minutes. Zelle or Cash App ahead, or cash on pickup.',
    hours: week(['11:00', '20:00'], { 0: ['12:00', '18:00'], 1: 'closed' }),
    menu: [
      item('Starters', 'Lumpia Shanghai (6 pcs)', '8.00', 6, 'Pork and vegetable egg rolls, sweet chili dip.'),
      item('Plates', 'Chicken Adobo Plate', '14.00', 8, 'Braised in soy, vinegar, garlic and bay leaf; garlic rice.'),
      item('Plates', 'Pork Sisig', '14.50', 10, 'Sizzling chopped pork, onion, calamansi and a fried egg.'),
      item('Plates', 'Pancit Bihon', '12.00', 8, 'Rice noodles with chicken and vegetables.'),
      item('Plates', 'Longganisa Rice Bowl', '13.00', 8, 'Sweet garlic sausage, garlic rice, egg and atchara.'),
      item('Party Trays', 'Lumpia Party Tray (50 pcs)', '55.00', 60, 'Fifty lumpia with sauces. Order a day ahead.'),
      item('Desserts', 'Ube Halo-Halo', '8.50', 5, 'Shaved ice, ube ice cream, leche flan and sweet beans.'),
      item('Desserts', 'Turon', '4.50', 5, 'Banana and jackfruit spring roll in caramel.'),
      item('Drinks', 'Calamansi Juice', '4.00', 1, 'Tart Philippine lime, lightly sweetened.'),
    ],
    reviews: [
      review('kenji', 5, 'Sisig is crispy and tangy, just like Manila.'),
      review('maria', 5, 'Ordered the party tray for a graduation. Everyone asked where it came from.'),
      review('priya', 4, 'Halo-halo is a must in the summer heat.'),
      review('jake', 4, 'Adobo plate is a great deal.'),
      review('dana', 5, 'Lumpia are perfectly crunchy. So friendly!'),
      review('luis', 3, 'Tasty but they ran out of sisig early.'),
    ],
  },

  // ------------------------------------------------ Rancho Mirage
  {
    key: 'mirage-espresso',
    owner: person('Hannah', 'Kowalski'),
    businessName: 'Mirage Espresso Cart',
    cuisine: 'Coffee',
    description:
      'Espresso from a valley-roasted blend, date honey lattes, horchata cold brew and fresh-baked date walnut scones. Mornings by the fountain at The River.',
    city: 'Rancho Mirage',
    address: '71-750 Hwy 111, Rancho Mirage, CA 92270',
    latitude: 33.74337,
    longitude: -116.41402,
    phone: '(760) 555-0108',
    paymentMethods: ['applePay', 'square'],
    preorderInstructions: 'Order ahead and skip the line. We call names at the cart next to the fountain.',
    loyaltyRewards: [
      reward('Free Drip Coffee', 50, 'fixed_amount', '3.50', 'A free drip coffee, any size.'),
      reward('Free Date Honey Latte', 100, 'fixed_amount', '6.50', 'Our signature latte on us.'),
      reward('20% Off Your Order', 200, 'percentage', '20.00', 'Twenty percent off, treat the whole office.'),
    ],
    hours: week(['06:30', '13:00'], { 0: ['07:00', '14:00'], 6: ['07:00', '14:00'] }),
    menu: [
      item('Coffee', 'Date Honey Latte', '6.50', 4, 'Espresso, steamed milk, date syrup and local honey.'),
      item('Coffee', 'Horchata Cold Brew', '6.00', 2, 'Cold brew over house-made horchata.'),
      item('Coffee', 'Cold Brew', '5.00', 1, 'Steeped 18 hours, smooth and strong.'),
      item('Coffee', 'Cappuccino', '5.00', 4, 'Double shot with velvety foam.'),
      item('Coffee', 'Drip Coffee', '3.50', 1, 'Medium roast, refills for 1 dollar.'),
      item('Tea', 'Iced Hibiscus Tea', '4.50', 1, 'Tart, bright and caffeine-free.', { dietaryTags: ['vegan', 'gluten-free'] }),
      item('Bakery', 'Date Walnut Scone', '4.00', 1, 'Baked every morning with Coachella Valley dates.', { inventoryCount: 10 }),
      item('Bakery', 'Breakfast Burrito', '9.00', 6, 'Eggs, potato, cheese and bacon or soyrizo.'),
    ],
    reviews: [
      review('dana', 5, 'Date honey latte is my new obsession.'),
      review('tom', 4, 'Good espresso, quick service before work.'),
      review('priya', 5, 'Horchata cold brew! Why did nobody think of this before?'),
      review('jake', 4, 'Scones sell out fast, go early.'),
    ],
  },

  // ------------------------------------------------ Palm Desert
  {
    key: 'aloha-desert',
    owner: person('Keoni', 'Kahale'),
    businessName: 'Aloha Desert Plate Lunch',
    cuisine: 'Hawaiian',
    description:
      'Island plate lunches in the desert: kalua pork, huli huli chicken, garlic shrimp and fresh ahi poke, always with two scoops rice and mac salad. Near Civic Center Park.',
    city: 'Palm Desert',
    address: '73-720 Fred Waring Dr, Palm Desert, CA 92260',
    latitude: 33.73793,
    longitude: -116.38396,
    phone: '(760) 555-0109',
    paymentMethods: ['square', 'applePay', 'cash'],
    preorderInstructions:
      'Preorder for lunch and pick up at the truck on Fred Waring. Pay with Apple Pay or a Square link, or cash at pickup.',
    loyaltyRewards: [
      reward('Free Spam Musubi', 50, 'fixed_amount', '4.00', 'One Spam musubi on the house.'),
      reward('10% Off Your Order', 100, 'percentage', '10.00', 'Ten percent off one order.'),
      reward('Free Plate Lunch', 250, 'fixed_amount', '15.00', 'Any plate lunch, on us.'),
    ],
    hours: week(['11:00', '20:00'], { 1: 'closed' }),
    menu: [
      item('Plates', 'Kalua Pork Plate', '15.00', 6, 'Smoky shredded pork and cabbage, two scoops rice, mac salad.'),
      item('Plates', 'Huli Huli Chicken Plate', '15.00', 8, 'Grilled chicken with sweet pineapple-ginger glaze.'),
      item('Plates', 'Garlic Shrimp Plate', '17.50', 10, 'North Shore style, lots of butter and garlic.'),
      item('Plates', 'Loco Moco', '14.00', 9, 'Burger patty, fried egg and brown gravy over rice.'),
      item('Bowls', 'Ahi Poke Bowl', '16.00', 5, 'Shoyu ahi, sweet onion, seaweed and rice.', { inventoryCount: 15 }),
      item('Snacks', 'Spam Musubi', '4.00', 2, 'Grilled Spam, rice and nori with teriyaki glaze.'),
      item('Sides', 'Mac Salad', '3.50', 1, 'Creamy, old-school Hawaiian macaroni salad.'),
      item('Desserts', 'Shave Ice', '6.00', 3, 'Li hing mango, lilikoi or strawberry. Snow-soft ice.'),
      item('Drinks', 'POG Juice', '3.50', 1, 'Passion fruit, orange and guava.'),
    ],
    reviews: [
      review('kenji', 5, 'Kalua pork tastes like a real luau. Mac salad on point.'),
      review('jake', 4, 'Garlic shrimp plate is messy and amazing.'),
      review('alma', 5, 'Shave ice after a hot afternoon at the park, perfect.'),
      review('tom', 4, 'Big portions. The poke was fresh.'),
      review('maria', 4, 'Loco moco hit the spot.'),
      review('dana', 3, 'Tasty but the line moves slowly at noon.'),
    ],
  },
  {
    key: 'green-oasis',
    owner: person('Sierra', 'Lindqvist'),
    businessName: 'Green Oasis Vegan Kitchen',
    cuisine: 'Vegan',
    description:
      'Plant-based street food that even carnivores line up for: jackfruit carnitas tacos, buffalo cauliflower wraps, açaí bowls and date-cashew smoothies.',
    city: 'Palm Desert',
    address: '72-840 Dinah Shore Dr, Palm Desert, CA 92211',
    latitude: 33.79291,
    longitude: -116.39038,
    phone: '(760) 555-0110',
    paymentMethods: [],
    hours: week(['10:00', '19:00'], { 0: 'closed', 1: 'closed' }),
    menu: [
      item('Tacos', 'Jackfruit Carnitas Tacos', '11.00', 7, 'Three tacos, citrus jackfruit, pickled onion and avocado crema.', { dietaryTags: ['vegan', 'gluten-free'] }),
      item('Wraps', 'Buffalo Cauliflower Wrap', '12.00', 8, 'Crispy cauliflower, ranch made from cashews, romaine.', { dietaryTags: ['vegan'] }),
      item('Bowls', 'Quinoa Power Bowl', '13.00', 6, 'Quinoa, roasted sweet potato, black beans, kale and tahini.', { dietaryTags: ['vegan', 'gluten-free'] }),
      item('Bowls', 'Açaí Bowl', '11.50', 5, 'Açaí, granola, banana, berries and a drizzle of date syrup.', { dietaryTags: ['vegan', 'gluten-free'] }),
      item('Burritos', 'Soyrizo Burrito', '12.00', 8, 'Soyrizo, potatoes, beans and salsa roja.', { dietaryTags: ['vegan'] }),
      item('Drinks', 'Date Cashew Smoothie', '8.50', 4, 'Dates, cashew milk, banana and cinnamon.'),
      item('Drinks', 'Green Juice', '7.50', 3, 'Kale, cucumber, celery, apple and lemon.'),
      item('Sweets', 'Chocolate Chip Cookie', '3.50', 1, 'Vegan and chewy.', { dietaryTags: ['vegan'] }),
    ],
    reviews: [
      review('priya', 5, 'Jackfruit tacos fooled my meat-loving husband.'),
      review('dana', 4, 'Açaí bowl is a great post-hike breakfast.'),
      review('luis', 3, 'Good food, a bit pricey for the portion.'),
    ],
  },
  {
    key: 'cactus-coal-bbq',
    owner: person('Tommy', 'Walker'),
    businessName: 'Cactus Coal BBQ',
    cuisine: 'BBQ',
    description:
      'Central Coast Santa Maria-style tri-tip grilled over red oak, burnt ends on weekends and a banana pudding people drive across the valley for.',
    city: 'Palm Desert',
    address: '44-100 Cook St, Palm Desert, CA 92211',
    latitude: 33.74412,
    longitude: -116.35571,
    phone: '(760) 555-0111',
    paymentMethods: ['square', 'cash'],
    preorderInstructions: 'Preorder and we will text when your tri-tip is sliced. Card by Square link, or cash on pickup.',
    hours: week(['12:00', '21:00'], { 0: ['12:00', '19:00'], 1: 'closed', 2: 'closed' }),
    menu: [
      item('Sandwiches', 'Tri-Tip Sandwich', '14.00', 6, 'Sliced tri-tip on a garlic roll with salsa fresca.'),
      item('Plates', 'Tri-Tip Plate', '18.00', 6, 'Half pound tri-tip, pinquito beans, salad and garlic bread.'),
      item('Plates', 'Smoked Half Chicken', '15.00', 6, 'Oak-grilled, with two sides.'),
      item('Plates', 'Burnt Ends', '16.00', 4, 'Sweet and sticky brisket burnt ends.', { inventoryCount: 8 }),
      item('Tacos', 'Brisket Tacos (3)', '12.00', 6, 'Chopped brisket, slaw and chipotle crema.'),
      item('Sides', 'Pinquito Beans', '4.00', 1, 'Santa Maria-style beans.'),
      item('Sides', 'Coleslaw', '3.50', 1, 'Crunchy and tangy.'),
      item('Desserts', 'Banana Pudding', '5.50', 1, 'Vanilla wafers, fresh bananas, whipped cream.'),
    ],
    reviews: [
      review('tom', 5, 'Real Santa Maria tri-tip in the desert. Finally.'),
      review('jake', 4, 'Burnt ends sold out but the tri-tip plate was great.'),
      review('maria', 4, 'Banana pudding is dangerous.'),
      review('kenji', 4, 'Nice smoky chicken, good portions.'),
      review('alma', 3, 'Good, but the beans were a little cold.'),
    ],
  },

  // ------------------------------------------------ Indian Wells
  {
    key: 'match-point-crepes',
    owner: person('Camille', 'Laurent'),
    businessName: 'Match Point Crêpes',
    cuisine: 'Desserts',
    description:
      'Paris-style crêpes, sweet and savory, with gelato and affogato. We follow the tournaments and events around Indian Wells, so check our socials for where we are parked.',
    city: 'Indian Wells',
    address: '78-150 Miles Ave, Indian Wells, CA 92210',
    latitude: 33.72336,
    longitude: -116.30788,
    phone: '(760) 555-0112',
    paymentMethods: [],
    hours: null,
    menu: [
      item('Sweet Crêpes', 'Nutella Banana Crêpe', '10.00', 6, 'Nutella, sliced banana and powdered sugar.'),
      item('Sweet Crêpes', 'Strawberry Cream Crêpe', '10.50', 6, 'Fresh strawberries and Chantilly cream.'),
      item('Sweet Crêpes', 'Date Caramel Crêpe', '11.00', 6, 'Salted date caramel and toasted pecans.', { isDailySpecial: true }),
      item('Sweet Crêpes', 'Lemon Sugar Crêpe', '8.00', 5, 'Simple and classic.'),
      item('Savory Crêpes', 'Ham & Gruyère Crêpe', '12.00', 7, 'Ham, Gruyère and a little Dijon.'),
      item('Gelato', 'Gelato Cup', '6.00', 2, 'Two scoops: pistachio, stracciatella or date.'),
      item('Gelato', 'Affogato', '7.00', 3, 'Vanilla gelato drowned in a shot of espresso.'),
    ],
    reviews: [
      review('dana', 5, 'Date caramel crêpe between tennis matches. Magnifique.'),
      review('priya', 4, 'Lovely crêpes. Hard to find them some days!'),
    ],
  },

  // ------------------------------------------------ La Quinta
  {
    key: 'old-town-birria',
    owner: person('Alejandro', 'Vargas'),
    businessName: 'Old Town Birria',
    cuisine: 'Tacos',
    description:
      'Jalisco-style beef birria slow-cooked overnight: quesabirria tacos dipped and griddled, birria ramen and a cup of consomé with every order. Late nights in Old Town La Quinta.',
    city: 'La Quinta',
    address: '78-060 Calle Estado, La Quinta, CA 92253',
    latitude: 33.66327,
    longitude: -116.31038,
    phone: '(760) 555-0113',
    paymentMethods: ['cash', 'zelle', 'cashApp', 'applePay'],
    preorderInstructions:
      'Family packs need 45 minutes. Pay with Zelle, Cash App or Apple Pay when you order, or cash at the truck. Tell us if you want extra consomé.',
    loyaltyRewards: [
      reward('Free Consomé', 50, 'fixed_amount', '3.00', 'A cup of consomé on the house.'),
      reward('Free Quesabirria', 120, 'fixed_amount', '4.50', 'One quesabirria taco, dipped and griddled.'),
      reward('15% Off a Family Pack', 250, 'percentage', '15.00', 'Paused for now, back in the fall.', {
        isActive: false,
      }),
    ],
    hours: week(['17:00', '23:00'], {
      0: ['12:00', '21:00'],
      1: 'closed',
      2: 'closed',
      5: ['17:00', '02:00'],
      6: ['17:00', '02:00'],
    }),
    menu: [
      item('Tacos', 'Birria Tacos (3)', '13.00', 8, 'Three dipped tacos with onion, cilantro and consomé.'),
      item('Tacos', 'Quesabirria', '4.50', 6, 'Griddled with melty Oaxaca cheese.'),
      item('Specialties', 'Birria Ramen', '14.00', 10, 'Ramen noodles in spicy birria consomé with beef.'),
      item('Specialties', 'Mulita', '6.00', 7, 'Two tortillas, cheese and birria, grilled like a sandwich.'),
      item('Specialties', 'Birria Pizza', '24.00', 15, 'Flour tortilla pizza loaded with birria and cheese.', { inventoryCount: 6 }),
      item('Family', 'Birria Family Pack', '45.00', 45, '2 lb birria, 20 tortillas, consomé, onion, cilantro and salsas.'),
      item('Sides', 'Consomé', '3.00', 1, 'Rich, spicy broth for dipping.'),
      item('Drinks', 'Horchata', '4.00', 1, 'House-made.'),
      item('Drinks', 'Jarritos', '3.00', 1, 'Mandarin, tamarind or lime.'),
    ],
    reviews: [
      review('luis', 5, 'The consomé is rich and spicy. Best birria in the east valley.'),
      review('maria', 5, 'Quesabirria at 1 a.m. after a night out, exactly right.'),
      review('jake', 5, 'Birria ramen sounds weird, tastes incredible.'),
      review('alma', 4, 'Family pack fed six of us.'),
      review('kenji', 4, 'Crispy, cheesy, juicy. Long wait Friday night.'),
      review('tom', 3, 'Good tacos but a little greasy for me.'),
      review('dana', 4, 'Love having a late-night option in Old Town.'),
    ],
  },
  {
    key: 'cove-kebab',
    owner: person('Nikos', 'Papadakis'),
    businessName: 'Cove Kebab House',
    cuisine: 'Greek',
    description:
      'Gyros sliced off the cone, souvlaki grilled on charcoal and loukoumades drenched in honey. A little taste of Crete on Highway 111.',
    city: 'La Quinta',
    address: '78-930 Hwy 111, La Quinta, CA 92253',
    latitude: 33.70796,
    longitude: -116.28733,
    phone: '(760) 555-0114',
    paymentMethods: [],
    hours: week(['11:00', '21:00'], { 0: 'closed' }),
    menu: [
      item('Wraps', 'Gyro Wrap', '12.00', 6, 'Beef and lamb gyro, tzatziki, tomato and onion in warm pita.'),
      item('Plates', 'Chicken Souvlaki Plate', '15.00', 10, 'Two skewers, lemon potatoes, salad and pita.'),
      item('Plates', 'Lamb Kebab Plate', '17.00', 12, 'Charcoal-grilled lamb, rice pilaf and Greek salad.'),
      item('Salads', 'Greek Salad', '10.00', 4, 'Tomato, cucumber, olives, red onion and a slab of feta.', { dietaryTags: ['vegetarian', 'gluten-free'] }),
      item('Sides', 'Spanakopita', '6.00', 3, 'Spinach and feta in crisp phyllo.', { dietaryTags: ['vegetarian'] }),
      item('Sides', 'Greek Fries', '6.00', 6, 'Fries with feta, oregano and lemon.'),
      item('Sides', 'Tzatziki & Pita', '5.50', 2, 'Thick yogurt, cucumber and garlic.'),
      item('Desserts', 'Loukoumades', '6.50', 6, 'Greek honey doughnuts with cinnamon and walnuts.'),
    ],
    reviews: [
      review('tom', 4, 'Gyro was generous and the tzatziki is homemade.'),
      review('priya', 4, 'Greek salad with a huge block of feta, nice.'),
      review('alma', 5, 'Loukoumades! Hot and sticky.'),
    ],
  },

  // ------------------------------------------------ Indio
  {
    key: 'pupuseria-la-ceiba',
    owner: person('Marisol', 'Hernández'),
    businessName: 'Pupusería La Ceiba',
    cuisine: 'Salvadoran',
    description:
      'Pupusas patted by hand and cooked on the comal, with curtido and salsa roja. Revueltas, loroco, chicharrón, plus yuca frita and pastelitos. Salvadoran comfort food in downtown Indio.',
    city: 'Indio',
    address: '83-100 Indio Blvd, Indio, CA 92201',
    latitude: 33.72571,
    longitude: -116.20893,
    phone: '(760) 555-0115',
    paymentMethods: ['cash', 'zelle', 'cashApp'],
    preorderInstructions:
      'Big orders (20+ pupusas) please preorder an hour ahead. Zelle or Cash App to (760) 555-0115, or pay cash when you pick up.',
    loyaltyRewards: [
      reward('Free Horchata Salvadoreña', 40, 'fixed_amount', '4.00', 'Our morro-seed horchata, on us.'),
      reward('Free Pupusa', 60, 'fixed_amount', '3.50', 'Any pupusa from the comal.'),
      reward('10% Off Your Order', 100, 'percentage', '10.00', 'Ten percent off a whole order.'),
    ],
    hours: week(['10:00', '20:00'], { 2: 'closed', 5: ['10:00', '21:00'], 6: ['10:00', '21:00'] }),
    menu: [
      item('Pupusas', 'Pupusa Revuelta', '3.50', 8, 'Chicharrón, beans and cheese.'),
      item('Pupusas', 'Pupusa Queso con Loroco', '3.50', 8, 'Cheese with loroco flower buds.', { dietaryTags: ['vegetarian', 'gluten-free'] }),
      item('Pupusas', 'Pupusa Frijol con Queso', '3.25', 8, 'Refried beans and cheese.', { dietaryTags: ['vegetarian', 'gluten-free'] }),
      item('Pupusas', 'Pupusa de Chicharrón', '3.75', 8, 'Ground seasoned pork.'),
      item('Plates', 'Yuca Frita con Chicharrón', '10.00', 10, 'Fried cassava, crispy pork, curtido and salsa.'),
      item('Plates', 'Pastelitos (3)', '7.00', 8, 'Crisp corn turnovers filled with chicken and vegetables.'),
      item('Plates', 'Plátanos Fritos con Crema', '7.50', 6, 'Sweet fried plantains with crema and beans.'),
      item('Tamales', 'Tamal de Elote', '3.00', 2, 'Sweet corn tamal, served with crema.'),
      item('Drinks', 'Horchata Salvadoreña', '4.00', 1, 'Made with morro seeds, cinnamon and cacao.'),
    ],
    reviews: [
      review('luis', 5, 'Pupusas just like in San Salvador. The curtido is perfect.'),
      review('maria', 5, 'Loroco pupusa is my weekly treat.'),
      review('alma', 5, 'Cheap, filling and delicious.'),
      review('jake', 4, 'First time trying pupusas. Hooked.'),
      review('priya', 5, 'Great bean and cheese option for vegetarians.'),
      review('kenji', 4, 'Yuca frita is crunchy and the pork is great.'),
      review('tom', 4, 'Takes a bit since they are made to order, worth it.'),
      review('dana', 5, 'Marisol and her family are so welcoming.'),
    ],
  },
  {
    key: 'medjool-date-shakes',
    owner: person('Carmen', 'Aguilar'),
    businessName: 'Medjool & Co. Date Shakes',
    cuisine: 'Desserts',
    description:
      'Third-generation date growers from the east valley. Thick date shakes, boxes of fresh Medjools and date bread from our own palms, a block from the fairgrounds.',
    city: 'Indio',
    address: '82-650 Hwy 111, Indio, CA 92201',
    latitude: 33.72041,
    longitude: -116.21602,
    phone: '(760) 555-0116',
    paymentMethods: ['cash', 'applePay', 'square'],
    preorderInstructions:
      'Preorder date boxes as gifts and we will have them wrapped. Apple Pay or a Square link ahead, or cash at the stand.',
    loyaltyRewards: [
      reward('Free Date Shake', 100, 'fixed_amount', '8.00', 'A classic date shake, any size.'),
      reward('$5 Off a Box of Medjools', 150, 'fixed_amount', '5.00', 'Five dollars off a one-pound box.'),
    ],
    hours: week(['09:00', '18:00']),
    menu: [
      item('Shakes', 'Classic Date Shake', '8.00', 4, 'Medjool dates and vanilla ice cream, the valley original.'),
      item('Shakes', 'Espresso Date Shake', '9.00', 4, 'Our classic with a double shot of espresso.'),
      item('Shakes', 'Vegan Date Shake', '9.00', 4, 'Dates, oat milk, banana and coconut ice cream.'),
      item('Dates', 'Medjool Dates (1 lb box)', '14.00', 1, 'Plump, fresh Medjools from our own ranch.', { inventoryCount: 30 }),
      item('Bakery', 'Date Bread Slice', '4.00', 1, 'Moist date-nut bread, baked daily.'),
      item('Bakery', 'Date Nut Bar', '3.50', 1, 'Dates, walnuts and oats.', { inventoryCount: 0, isSoldOut: true }),
      item('Frozen', 'Date Ice Cream Cup', '5.50', 2, 'Date ice cream with a date-caramel swirl.'),
      item('Drinks', 'Fresh Grapefruit Juice', '5.00', 2, 'Squeezed from valley grapefruit, in season only.', {
        isAvailable: false,
      }),
    ],
    reviews: [
      review('dana', 5, 'The classic date shake is the real deal. So thick!'),
      review('tom', 5, 'Bought three boxes of Medjools to ship home. Best dates ever.'),
      review('kenji', 5, 'Espresso date shake is a great pick-me-up.'),
      review('alma', 4, 'Date bread is moist and not too sweet.'),
      review('jake', 5, 'You can’t visit Indio without a date shake.'),
      review('maria', 4, 'Vegan shake was surprisingly creamy.'),
      review('priya', 5, 'Lovely family, lovely dates.'),
    ],
  },
  {
    key: 'tacos-el-desvelado',
    owner: person('Jesús', 'Padilla'),
    businessName: 'Tacos El Desvelado',
    cuisine: 'Tacos',
    description:
      'The late-night taco truck on Jackson Street. Asada and adobada over mesquite, crispy tripa and vampiros, served until the small hours. Cash only at the window.',
    city: 'Indio',
    address: '45-100 Jackson St, Indio, CA 92201',
    latitude: 33.71853,
    longitude: -116.21539,
    phone: '(760) 555-0117',
    paymentMethods: [],
    hours: week(['19:00', '01:00'], { 1: 'closed', 5: ['19:00', '03:00'], 6: ['19:00', '03:00'] }),
    menu: [
      item('Tacos', 'Taco de Asada', '2.75', 4, 'Mesquite-grilled steak on a double corn tortilla.'),
      item('Tacos', 'Taco de Adobada', '2.75', 4, 'Chile-marinated pork off the spit.'),
      item('Tacos', 'Taco de Tripa', '3.25', 5, 'Crispy beef tripe, well done.'),
      item('Tacos', 'Taco de Cabeza', '3.00', 4, 'Tender steamed beef.'),
      item('Specialties', 'Vampiro', '5.50', 6, 'Crispy griddled tortilla, melted cheese, asada and guacamole.'),
      item('Specialties', 'Quesadilla de Asada', '8.00', 6, 'Big flour tortilla, cheese and asada.'),
      item('Specialties', 'Papa Loca', '11.00', 10, 'Baked potato loaded with asada, cheese, crema and salsa.'),
      item('Sides', 'Cebollitas Asadas', '2.00', 3, 'Grilled green onions with lime and salt.'),
    ],
    reviews: [
      review('luis', 5, 'Adobada at 2 a.m. Indio’s best kept secret.'),
      review('jake', 5, 'Vampiros are crunchy, cheesy perfection.'),
      review('maria', 4, 'Cash only, bring small bills. Tacos are great.'),
      review('kenji', 4, 'Tripa cooked extra crispy, just how I like it.'),
      review('tom', 3, 'Good tacos, wish they took cards.'),
    ],
  },
  {
    key: 'polo-fields-burgers',
    owner: person('Travis', 'McAllister'),
    businessName: 'Polo Fields Burger Wagon',
    cuisine: 'Burgers',
    description:
      'Half-pound burgers grilled over open flame near the polo grounds. Try the date BBQ burger with bacon and crispy onions, and chili cheese fries for the table.',
    city: 'Indio',
    address: '81-850 Avenue 50, Indio, CA 92201',
    latitude: 33.69017,
    longitude: -116.23811,
    phone: '(760) 555-0118',
    paymentMethods: [],
    hours: week(['12:00', '21:00'], { 1: 'closed', 2: 'closed', 5: ['12:00', '22:00'], 6: ['12:00', '22:00'] }),
    menu: [
      item('Burgers', 'Polo Burger', '11.00', 12, 'Half pound, cheddar, lettuce, tomato, onion and pickles.'),
      item('Burgers', 'Bacon Cheddar Burger', '13.00', 12, 'Thick-cut bacon and sharp cheddar.'),
      item('Burgers', 'Jalapeño Popper Burger', '13.50', 13, 'Cream cheese, roasted jalapeños and bacon.'),
      item('Burgers', 'Date BBQ Burger', '14.00', 13, 'Date barbecue sauce, bacon, crispy onions and cheddar.'),
      item('Sandwiches', 'Crispy Chicken Sandwich', '12.00', 12, 'Buttermilk chicken, slaw and pickles.'),
      item('Sides', 'Tater Tots', '5.00', 6, 'Golden and crunchy.'),
      item('Sides', 'Chili Cheese Fries', '8.00', 8, 'House chili, cheddar and onions.'),
      item('Drinks', 'Lemonade', '4.00', 1, 'Fresh-squeezed.'),
      item('Drinks', 'Root Beer Float', '6.00', 3, 'Old-fashioned root beer and vanilla ice cream.'),
    ],
    reviews: [
      review('jake', 4, 'Date BBQ burger is sweet, smoky and messy. Love it.'),
      review('tom', 4, 'Solid burger after polo on Sunday.'),
      review('alma', 3, 'Burger was good, tots were a bit soggy.'),
      review('dana', 4, 'Root beer float took me back to childhood.'),
    ],
  },

  // ------------------------------------------------ Coachella
  {
    key: 'mariscos-el-guero',
    owner: person('Rigoberto', 'Solís'),
    businessName: 'Mariscos El Güero',
    cuisine: 'Mexican Seafood',
    description:
      'Sinaloa-style mariscos in Pueblo Viejo: ceviche tostadas, spicy aguachile, shrimp cocktails and gobernador tacos. Fresh seafood up from the coast three times a week.',
    city: 'Coachella',
    address: '1640 6th St, Coachella, CA 92236',
    latitude: 33.68021,
    longitude: -116.17329,
    phone: '(760) 555-0119',
    paymentMethods: ['cash', 'zelle'],
    preorderInstructions: 'Preorders for pickup only, ready in about 20 minutes. Zelle ahead or pay cash at the truck.',
    hours: week(['10:00', '18:00'], { 2: 'closed', 5: ['10:00', '19:00'], 6: ['09:00', '19:00'] }),
    menu: [
      item('Tostadas', 'Ceviche Tostada', '5.50', 4, 'Lime-cured fish, tomato, onion, cilantro and avocado.'),
      item('Tostadas', 'Tostada de Pulpo', '7.00', 5, 'Tender octopus with chile-lime dressing.'),
      item('Platos', 'Shrimp Aguachile', '16.00', 8, 'Raw shrimp in green chile and lime, cucumber and red onion.'),
      item('Platos', 'Coctel de Camarón', '15.00', 6, 'Shrimp cocktail with avocado and our house sauce.'),
      item('Platos', 'Campechana', '18.00', 7, 'Shrimp, octopus and oysters in a cocktail.'),
      item('Tacos', 'Fish Taco', '4.00', 6, 'Beer-battered fish, cabbage and chipotle crema.'),
      item('Tacos', 'Taco Gobernador', '4.50', 7, 'Shrimp, cheese and peppers on a griddled tortilla.'),
      item('Drinks', 'Agua de Coco', '5.00', 2, 'Fresh young coconut, straight from the shell.'),
    ],
    reviews: [
      review('luis', 5, 'Aguachile with real heat. Like being in Mazatlán.'),
      review('maria', 5, 'Gobernador tacos are cheesy and full of shrimp.'),
      review('alma', 4, 'Ceviche tostada is fresh and bright.'),
      review('jake', 4, 'Great lunch spot, fair prices for seafood.'),
      review('kenji', 5, 'Campechana is packed with seafood.'),
      review('priya', 3, 'Tasty but too spicy for me. Ask for it mild!'),
    ],
  },
  {
    key: 'tortas-la-sexta',
    owner: person('Erika', 'Zamora'),
    businessName: 'Tortas La Sexta',
    cuisine: 'Mexican',
    description:
      'Giant tortas on crusty bolillo: drowned tortas ahogadas, the towering Cubana and milanesa, plus Sonoran hot dogs. Evenings until after midnight.',
    city: 'Coachella',
    address: '51-300 Harrison St, Coachella, CA 92236',
    latitude: 33.67892,
    longitude: -116.18663,
    phone: '(760) 555-0120',
    paymentMethods: [],
    hours: week(['17:00', '00:30'], { 1: 'closed', 2: 'closed' }),
    menu: [
      item('Tortas', 'Torta Ahogada', '11.00', 8, 'Carnitas torta drowned in spicy tomato salsa.'),
      item('Tortas', 'Torta Cubana', '13.00', 10, 'Milanesa, ham, hot dog, egg, pierna and cheese. Yes, all of it.'),
      item('Tortas', 'Torta de Milanesa', '11.50', 9, 'Breaded steak, beans, avocado and jalapeños.'),
      item('Tortas', 'Torta de Pierna', '10.50', 7, 'Roast pork leg, beans, onion and chipotle.'),
      item('Antojitos', 'Hot Dog Sonorense', '6.50', 6, 'Bacon-wrapped dog, beans, tomato, onion and mayo.'),
      item('Antojitos', 'Papas Locas', '9.00', 8, 'Fries loaded with meat, cheese, crema and salsa.'),
      item('Drinks', 'Agua de Horchata', '4.00', 1, 'Rice and cinnamon.'),
      item('Drinks', 'Agua de Tamarindo', '4.00', 1, 'Sweet-tart tamarind.'),
    ],
    reviews: [
      review('luis', 4, 'Torta ahogada is legit Guadalajara style.'),
      review('jake', 5, 'The Cubana could feed two people.'),
      review('tom', 4, 'Sonoran dogs after 11 p.m.? Yes please.'),
      review('alma', 4, 'Fresh bolillo makes all the difference.'),
    ],
  },
  {
    key: 'elotes-dona-rosa',
    owner: person('Rosa', 'Delgado'),
    businessName: 'Elotes Doña Rosa',
    cuisine: 'Mexican Snacks',
    description:
      'Elotes, esquites and tostilocos from Doña Rosa’s cart. She rolls between the park and 6th Street, so follow the bell.',
    city: 'Coachella',
    address: '1450 6th St, Coachella, CA 92236',
    latitude: 33.68077,
    longitude: -116.17634,
    phone: '(760) 555-0121',
    paymentMethods: [],
    hours: null,
    menu: [
      item('Elotes', 'Elote Entero', '4.00', 3, 'Corn on the cob with mayo, cotija, chile and lime.'),
      item('Elotes', 'Esquites', '5.00', 3, 'Corn in a cup with butter, epazote, mayo and cheese.'),
      item('Botanas', 'Tostilocos', '7.00', 4, 'Tostitos, cucumber, jícama, cueritos, chamoy and peanuts.'),
      item('Botanas', 'Chicharrones Preparados', '6.00', 4, 'Wheat chicharrón with cabbage, tomato, crema and hot sauce.'),
      item('Fruta', 'Pepino con Chile y Limón', '4.50', 2, 'Cucumber spears with lime and Tajín.'),
      item('Fruta', 'Raspado de Mango', '5.00', 3, 'Shaved ice with mango syrup and fresh mango.'),
    ],
    reviews: [
      review('alma', 5, 'Esquites like in my pueblo. Doña Rosa is a treasure.'),
      review('maria', 5, 'Tostilocos after school pickup, the kids go crazy.'),
      review('priya', 4, 'Elote with extra lime, so good.'),
    ],
  },

  // ------------------------------------------------ Thermal
  {
    key: 'asadero-thermal',
    owner: person('Ignacio', 'Fuentes'),
    businessName: 'Asadero Thermal',
    cuisine: 'Mexican Grill',
    description:
      'Carne asada and pollo asado grilled over mesquite on Airport Blvd. Plates, burritos and family packs with handmade tortillas, frijoles charros and grilled chiles.',
    city: 'Thermal',
    address: '86-150 Airport Blvd, Thermal, CA 92274',
    latitude: 33.64163,
    longitude: -116.13917,
    phone: '(760) 555-0122',
    paymentMethods: ['cash', 'cashApp', 'zelle', 'square'],
    preorderInstructions:
      'Family packs take 30 minutes, everything else about 15. Cash App, Zelle or a Square link ahead, or cash at pickup.',
    loyaltyRewards: [
      reward('Free Agua Fresca', 40, 'fixed_amount', '3.00', 'Any agua fresca.'),
      reward('$5 Off', 100, 'fixed_amount', '5.00', 'Five dollars off any order.'),
      reward('10% Off a Family Pack', 150, 'percentage', '10.00', 'Ten percent off the family pack.'),
      reward('Free Carne Asada Plate', 200, 'fixed_amount', '15.00', 'Our carne asada plate, on us.'),
    ],
    hours: week(['10:00', '20:00'], { 0: ['09:00', '18:00'], 3: 'closed' }),
    menu: [
      item('Plates', 'Carne Asada Plate', '15.00', 12, 'Mesquite-grilled steak, rice, beans, grilled onion and tortillas.'),
      item('Plates', 'Pollo Asado Plate', '13.00', 12, 'Half chicken marinated in citrus and chile.'),
      item('Burritos', 'Carne Asada Burrito', '12.00', 8, 'Asada, beans, rice, guacamole and salsa.'),
      item('Burritos', 'Quesadilla', '8.00', 6, 'Handmade flour tortilla, cheese, your choice of meat.'),
      item('Family', 'Family Pack', '48.00', 30, '2 lb asada, tortillas, rice, beans, salsa and grilled onions.', {
        inventoryCount: 10,
      }),
      item('Sides', 'Frijoles Charros', '4.00', 2, 'Pinto beans with bacon, chorizo and jalapeño.'),
      item('Sides', 'Grilled Onions & Chiles', '3.00', 4, 'Charred green onions and güero chiles.'),
      item('Drinks', 'Agua Fresca', '3.00', 1, 'Horchata, jamaica or piña.'),
    ],
    reviews: [
      review('luis', 5, 'Asada with that mesquite flavor. Family pack is a steal.'),
      review('maria', 4, 'Frijoles charros are the best side in the valley.'),
      review('tom', 4, 'Stopped after a day at the Thermal Club. Great plates.'),
      review('alma', 5, 'Handmade tortillas! Always fresh.'),
    ],
  },

  // ------------------------------------------------ Mecca
  {
    key: 'cafecito-mecca',
    owner: person('Beatriz', 'Ochoa'),
    businessName: 'Cafecito Mecca',
    cuisine: 'Coffee & Pan Dulce',
    description:
      'Early-morning café de olla, champurrado and fresh pan dulce for the crews heading out to the fields. Open before sunrise on 66th Avenue.',
    city: 'Mecca',
    address: '91-275 66th Ave, Mecca, CA 92254',
    latitude: 33.57186,
    longitude: -116.07741,
    phone: '(760) 555-0123',
    paymentMethods: [],
    hours: week(['05:00', '12:00'], { 0: ['06:30', '12:00'] }),
    menu: [
      item('Café', 'Café de Olla', '2.50', 2, 'Coffee with cinnamon and piloncillo.'),
      item('Café', 'Café con Leche', '3.50', 3, 'Strong coffee with hot milk.'),
      item('Café', 'Champurrado', '3.50', 2, 'Warm chocolate-masa drink.'),
      item('Pan Dulce', 'Concha', '1.50', 1, 'Vanilla or chocolate shell-topped sweet bread.'),
      item('Pan Dulce', 'Cuernito', '1.75', 1, 'Buttery crescent roll.'),
      item('Pan Dulce', 'Oreja', '1.75', 1, 'Flaky palmier with caramelized sugar.'),
      item('Almuerzo', 'Burrito de Chorizo con Huevo', '7.00', 6, 'Chorizo, eggs and potato in a flour tortilla.'),
      item('Almuerzo', 'Tamal de Rajas', '3.00', 2, 'Poblano and cheese tamal.'),
    ],
    reviews: [
      review('alma', 5, 'Café de olla at 5 a.m. before work, and the conchas are still warm.'),
      review('luis', 4, 'Cheap, fast and friendly.'),
    ],
  },
  {
    key: 'box-canyon-burgers',
    owner: person('Wes', 'Calloway'),
    businessName: 'Box Canyon Burgers',
    cuisine: 'Burgers',
    description:
      'Burgers for the road to the Salton Sea and Box Canyon: charbroiled patties, green chile and pepper jack, and crinkle fries. Fuel up before the hike.',
    city: 'Mecca',
    address: '65-880 Hammond Rd, Mecca, CA 92254',
    latitude: 33.57312,
    longitude: -116.07462,
    phone: '(760) 555-0124',
    paymentMethods: [],
    hours: week(['11:00', '20:00'], { 0: ['11:00', '17:00'], 1: 'closed' }),
    menu: [
      item('Burgers', 'Canyon Cheeseburger', '10.00', 10, 'Charbroiled patty, American cheese and the works.'),
      item('Burgers', 'Green Chile Jack Burger', '12.00', 11, 'Roasted green chiles and pepper jack.'),
      item('Burgers', 'Salton Sea Double', '14.00', 12, 'Two patties, two cheeses, bacon and grilled onions.'),
      item('Burgers', 'Veggie Burger', '11.00', 10, 'Black bean patty with avocado.'),
      item('Sides', 'Crinkle Fries', '4.00', 5, 'Classic.'),
      item('Sides', 'Onion Rings', '5.00', 6, 'Beer-battered.'),
      item('Drinks', 'Date Shake', '7.50', 4, 'Made with Mecca dates.'),
    ],
    reviews: [],
  },
];

// ---------------------------------------------------------------- events

export const demoEvents: DemoEvent[] = [
  {
    name: 'Indio Night Market',
    description:
      'A Saturday night market at the fairgrounds: 40 food trucks and stands, live cumbia, local date growers and artisans. Free entry, family friendly.',
    type: 'night_market',
    venue: 'Riverside County Fairgrounds, 82-503 Hwy 111, Indio, CA 92201',
    specialLocations: ['Date Palm Row', 'Main Stage Plaza', 'Family Zone by the Carousel', 'Gate 5 Food Court'],
    weekday: 6,
    minDaysAhead: 3,
    startHour: 17,
    endHour: 23,
    days: 1,
    registrations: [
      {
        vendor: 'tacos-el-desvelado',
        status: 'approved',
        requestedLocation: 'Main Stage Plaza',
        approvedLocation: 'Main Stage Plaza',
        registrationFee: '75.00',
        isPaid: true,
        site: { locationName: 'Main Stage Plaza, spot 1', latitude: 33.71862, longitude: -116.22048, isPremium: true },
      },
      {
        vendor: 'medjool-date-shakes',
        status: 'approved',
        requestedLocation: 'Date Palm Row',
        approvedLocation: 'Date Palm Row',
        registrationFee: '75.00',
        isPaid: true,
        notes: 'Bringing a second blender and a generator.',
        site: { locationName: 'Date Palm Row, spot 3', latitude: 33.71921, longitude: -116.22155, isPremium: false },
      },
      {
        vendor: 'elotes-dona-rosa',
        status: 'approved',
        requestedLocation: 'Family Zone by the Carousel',
        approvedLocation: 'Family Zone by the Carousel',
        registrationFee: '75.00',
        isPaid: true,
        site: { locationName: 'Family Zone, cart 2', latitude: 33.71795, longitude: -116.22112, isPremium: false },
      },
      {
        vendor: 'pupuseria-la-ceiba',
        status: 'pending',
        requestedLocation: 'Family Zone by the Carousel',
        registrationFee: '75.00',
        isPaid: false,
      },
    ],
  },
  {
    name: 'Valley Street Food Weekend',
    description:
      'Three days of street food in Pueblo Viejo: taco row on 6th Street, a dessert alley, cooking demos and a late-night corner. Vendors from every corner of the valley.',
    type: 'festival',
    venue: 'Pueblo Viejo, 6th St & Cesar Chavez St, Coachella, CA 92236',
    specialLocations: ['6th Street Taco Row', 'Veterans Memorial Park Lawn', 'Dessert Alley', 'Late-Night Corner'],
    weekday: 5,
    minDaysAhead: 14,
    startHour: 16,
    endHour: 23,
    days: 3,
    registrations: [
      {
        vendor: 'mariscos-el-guero',
        status: 'pending',
        requestedLocation: '6th Street Taco Row',
        registrationFee: '120.00',
        isPaid: false,
      },
      {
        vendor: 'palm-canyon-churros',
        status: 'approved',
        requestedLocation: 'Dessert Alley',
        approvedLocation: 'Dessert Alley',
        registrationFee: '120.00',
        isPaid: true,
        site: { locationName: 'Dessert Alley, stall 2', latitude: 33.68052, longitude: -116.17346, isPremium: true },
      },
    ],
  },
];

/**
 * The administrator's weather rules (DESIGN §10.3): what the map home suggests, and lifts to the
 * top of the list, in the valley's weather. The hottest rule that fits wins.
 */
export const demoWeatherRules = [
  {
    weatherCondition: 'any',
    temperature: 100,
    recommendedCuisines: ['Desserts', 'Hawaiian', 'Coffee'],
    message: 'Over 100° out there: cool off with raspados, shave ice, paletas or an iced horchata latte.',
  },
  {
    weatherCondition: 'any',
    temperature: 85,
    recommendedCuisines: ['Mediterranean', 'Vegan', 'Hawaiian'],
    message: 'A warm one: something light and fresh goes down best.',
  },
  {
    weatherCondition: 'rain',
    temperature: null,
    recommendedCuisines: ['BBQ', 'Filipino', 'Coffee'],
    message: 'Rain in the desert: brisket, adobo and a hot café de olla.',
  },
  {
    weatherCondition: 'wind',
    temperature: null,
    recommendedCuisines: ['Burgers', 'Mexican'],
    message: 'Windy and dusty: grab something to take home.',
  },
] as const;

/** Challenges open now (issue 19 item 3): days from the seed day; progress comes from real orders. */
export const demoChallenges = [
  {
    name: 'Taco Trail',
    description: 'Eat at 5 different taco trucks this month, from Indio Blvd to Palm Springs.',
    type: 'distinct_vendors',
    target: 5,
    cuisine: 'Tacos',
    reward: 'A Taco Trail sticker for your water bottle',
    rewardPoints: 100,
    startDays: -5,
    endDays: 25,
  },
  {
    name: 'Around the Valley in 3 Cuisines',
    description: 'Try 3 different cuisines: BBQ, Filipino, Salvadoran, whatever the valley is cooking.',
    type: 'distinct_cuisines',
    target: 3,
    cuisine: null,
    reward: null,
    rewardPoints: 60,
    startDays: -2,
    endDays: 12,
  },
  {
    name: 'Beat the Heat',
    description: 'Cool off with 4 dessert stops (raspados, paletas, date shakes) before the month is out.',
    type: 'orders',
    target: 4,
    cuisine: 'Desserts',
    reward: null,
    rewardPoints: 40,
    startDays: -1,
    endDays: 20,
  },
] as const;

/** Real places of the valley for the attractions layer (DESIGN §10.3); partners are marked on the map. */
/**
 * The administrator's promotions (issue 44): a discount tied to the demo vendor login's truck, taken
 * off its orders at checkout, and a featured one that is only shown. Days are from the seeding.
 */
export const demoPromotions = [
  {
    vendor: 'tahquitz-taco',
    title: 'Taco Week at Tahquitz',
    description: '15% off every order at Tahquitz Taco Co., taken off at checkout.',
    type: 'discount',
    discountValue: '15.00',
    startDays: -1,
    endDays: 30,
    priority: 2,
  },
  {
    vendor: null,
    title: 'Date Shake Season',
    description: 'The valley’s date harvest is in: look for date shakes on the trucks’ menus.',
    type: 'featured',
    discountValue: '0.00',
    startDays: -3,
    endDays: 60,
    priority: 1,
  },
] as const;

export const demoAttractions = [
  { name: 'The Living Desert Zoo and Gardens', type: 'nature', address: '47900 Portola Ave, Palm Desert, CA 92260', latitude: 33.6986, longitude: -116.3729, website: 'https://www.livingdesert.org', phone: '(760) 346-5694', isPartner: true },
  { name: 'Shields Date Garden', type: 'landmark', address: '80225 US-111, Indio, CA 92201', latitude: 33.709, longitude: -116.2727, website: 'https://shieldsdategarden.com', phone: '(760) 347-0996', isPartner: true },
  { name: 'College of the Desert Street Fair', type: 'market', address: '43500 Monterey Ave, Palm Desert, CA 92260', latitude: 33.7356, longitude: -116.3889, website: null, phone: null, isPartner: true },
  { name: 'Palm Springs Art Museum', type: 'museum', address: '101 N Museum Dr, Palm Springs, CA 92262', latitude: 33.8245, longitude: -116.5498, website: 'https://www.psartmuseum.org', phone: null, isPartner: false },
  { name: 'Agua Caliente Cultural Museum', type: 'museum', address: '140 N Indian Canyon Dr, Palm Springs, CA 92262', latitude: 33.8243, longitude: -116.5464, website: null, phone: null, isPartner: false },
  { name: 'Palm Springs Aerial Tramway', type: 'landmark', address: '1 Tram Way, Palm Springs, CA 92262', latitude: 33.8372, longitude: -116.6139, website: 'https://pstramway.com', phone: null, isPartner: false },
  { name: 'Indian Canyons', type: 'nature', address: '38520 S Palm Canyon Dr, Palm Springs, CA 92264', latitude: 33.7564, longitude: -116.5367, website: null, phone: null, isPartner: false },
  { name: 'Coachella Valley Preserve', type: 'nature', address: '29200 Thousand Palms Canyon Rd, Thousand Palms, CA 92276', latitude: 33.8172, longitude: -116.318, website: null, phone: null, isPartner: false },
  { name: 'El Paseo', type: 'shopping', address: '73-400 El Paseo, Palm Desert, CA 92260', latitude: 33.719, longitude: -116.3775, website: null, phone: null, isPartner: false },
  { name: 'Empire Polo Club', type: 'venue', address: '81800 Avenue 51, Indio, CA 92201', latitude: 33.6797, longitude: -116.237, website: null, phone: null, isPartner: false },
  { name: 'Riverside County Fairgrounds', type: 'venue', address: '82503 US-111, Indio, CA 92201', latitude: 33.7185, longitude: -116.2206, website: null, phone: null, isPartner: false },
] as const;

// ---------------------------------------------------------------- follows (issue 18 item 2)

/** Demo customers' follows, and the notices those vendors left them lately (decision 0040). */
export const demoFollows: readonly { by: CustomerKey; vendors: readonly string[] }[] = [
  { by: 'maria', vendors: ['tahquitz-taco', 'medjool-date-shakes', 'old-town-birria'] },
  { by: 'jake', vendors: ['mod-desert-burgers', 'cactus-coal-bbq'] },
  { by: 'priya', vendors: ['uptown-falafel', 'green-oasis'] },
];

export interface DemoFollowNotice {
  to: CustomerKey;
  vendor: string;
  type: 'vendorOpen' | 'dailySpecial';
  item?: string;
  hoursAgo: number;
  isRead: boolean;
}
export const demoFollowNotices: readonly DemoFollowNotice[] = [
  { to: 'maria', vendor: 'tahquitz-taco', type: 'vendorOpen', hoursAgo: 1, isRead: false },
  { to: 'maria', vendor: 'medjool-date-shakes', type: 'dailySpecial', item: 'Classic Date Shake', hoursAgo: 26, isRead: true },
  { to: 'jake', vendor: 'cactus-coal-bbq', type: 'vendorOpen', hoursAgo: 3, isRead: false },
];

/** The food feed (issue 19 item 2): a few posts from demo customers, some tagged with a vendor, and who liked them. */
export interface DemoPost {
  by: CustomerKey;
  vendor?: string;
  type: 'tip' | 'check-in';
  content: string;
  hoursAgo: number;
  likedBy: readonly CustomerKey[];
}
export const demoPosts: readonly DemoPost[] = [
  {
    by: 'maria',
    vendor: 'tahquitz-taco',
    type: 'check-in',
    content: 'Al pastor straight off the trompo tonight. Ask for the pineapple salsa, it is not on the menu.',
    hoursAgo: 2,
    likedBy: ['jake', 'priya', 'luis'],
  },
  {
    by: 'jake',
    vendor: 'medjool-date-shakes',
    type: 'tip',
    content: 'Tip: the date shake comes in a small size. Perfect after a hike in Indian Canyons.',
    hoursAgo: 7,
    likedBy: ['maria', 'alma'],
  },
  {
    by: 'priya',
    vendor: 'uptown-falafel',
    type: 'check-in',
    content: 'Falafel wrap with extra tahini in the shade at Ruth Hardy Park. Crispy outside, green inside.',
    hoursAgo: 20,
    likedBy: ['kenji'],
  },
  {
    by: 'luis',
    type: 'tip',
    content: 'Most trucks on Hwy 111 are busiest at noon. Order ahead around 11:30 and skip the line.',
    hoursAgo: 30,
    likedBy: ['maria', 'dana', 'tom', 'priya'],
  },
  {
    by: 'alma',
    vendor: 'old-town-birria',
    type: 'tip',
    content: 'Birria tacos sell out by 2 on Saturdays. Go early and get the consommé to dip.',
    hoursAgo: 52,
    likedBy: [],
  },
];

/** Chat (issue 19 item 4): one short conversation between a demo customer and a vendor, read on both sides but the last answer. */
export interface DemoChatMessage {
  sender: 'customer' | 'vendor';
  message: string;
  minutesAgo: number;
}
export const demoChat: { customer: keyof typeof demoCustomers; vendor: string; messages: readonly DemoChatMessage[] } = {
  customer: 'maria',
  vendor: 'tahquitz-taco',
  messages: [
    { sender: 'customer', message: 'Hi! Are you at the Indio spot tonight? And is the pineapple salsa back?', minutesAgo: 95 },
    { sender: 'vendor', message: 'Hola Maria! Yes, Indio Blvd from 5 to 10. The pineapple salsa is back, just ask for it.', minutesAgo: 80 },
    { sender: 'customer', message: 'Perfect, I will order ahead for 6:30. Gracias!', minutesAgo: 78 },
    { sender: 'vendor', message: 'See you then. We will have the trompo going.', minutesAgo: 70 },
  ],
};
