/**
 * The demo marketplace: six stores in six countries, about forty products, one customer. Prices
 * are integer cents; countries are the plain English names of the shop's country list.
 */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_CUSTOMER = { username: 'demo_customer', full_location: '12 Rue des Lilas, 69003 Lyon, France' } as const;
/** The demo operator (password DEMO_PASSWORD): signs in at POST /api/operator/log. */
export const DEMO_OPERATOR = { operator_name: 'demo_operator' } as const;

export interface DemoProduct {
  name: string;
  desc: string;
  priceCents: number;
  stock: number;
}

export interface DemoStore {
  store_name: string;
  full_location: string;
  country: string;
  bio: string;
  /** Two colours for the store's pictures (gradient ends). */
  palette: [string, string];
  /** The countries it ships to (names of the country list); absent: every country. */
  shipsTo?: string[];
  products: DemoProduct[];
}

export const DEMO_STORES: DemoStore[] = [
  {
    store_name: 'tokyo_crafts',
    full_location: '3-14-2 Asakusa, Taito City, Tokyo, Japan',
    country: 'Japan',
    bio: 'A small workshop near Sensō-ji making everyday objects the slow way: cast iron, lacquer, indigo and washi, each piece finished by hand.',
    palette: ['#1f3b73', '#c8553d'],
    products: [
      { name: 'Nambu Cast Iron Teapot', desc: 'A 0.6 litre tetsubin from Iwate with an enamelled interior and a hobnail pattern. Keeps tea hot for a long while.', priceCents: 8900, stock: 12 },
      { name: 'Hand-Dyed Indigo Tenugui', desc: 'A cotton tenugui cloth dyed in natural indigo, 90 × 35 cm. Use it as a towel, a wrap or a wall hanging.', priceCents: 1850, stock: 40 },
      { name: 'Urushi Lacquer Soup Bowl', desc: 'Zelkova wood bowl finished with seven coats of urushi lacquer. Light, warm to hold and made to last decades.', priceCents: 6400, stock: 8 },
      { name: 'Washi Paper Notebook Set', desc: 'Three A6 notebooks bound in hand-made washi from Echizen, with cream pages that take ink beautifully.', priceCents: 2400, stock: 30 },
      { name: 'Bamboo Matcha Whisk', desc: 'A 100-prong chasen carved from a single piece of white bamboo in Takayama, for a smooth and frothy matcha.', priceCents: 2200, stock: 25 },
      { name: 'Kokeshi Wooden Doll', desc: 'A traditional Naruko kokeshi turned on a lathe and painted by hand, 18 cm tall. Every face is a little different.', priceCents: 4500, stock: 6 },
      { name: 'Furoshiki Wrapping Cloth', desc: 'A 70 cm square furoshiki in a printed wave pattern: wrap gifts, carry bottles or use it as a shopping bag.', priceCents: 1600, stock: 50 },
    ],
  },
  {
    store_name: 'lisbon_ceramics',
    full_location: 'Rua de São Bento 212, 1200-821 Lisbon, Portugal',
    country: 'Portugal',
    bio: 'Azulejo painters and potters from Lisbon. We glaze, paint and fire everything in our studio in São Bento, in small batches.',
    palette: ['#0b5fa5', '#f2c14e'],
    products: [
      { name: 'Hand-Painted Azulejo Tile', desc: 'A 14 × 14 cm tin-glazed tile painted in cobalt blue with a classic eighteenth-century floral motif.', priceCents: 2800, stock: 60 },
      { name: 'Stoneware Espresso Cups (Set of 4)', desc: 'Four 90 ml cups thrown on the wheel and dipped in a speckled sea-green glaze. Dishwasher safe.', priceCents: 3600, stock: 20 },
      { name: 'Sardine Serving Platter', desc: 'An oval platter shaped like a Lisbon sardine, 32 cm long, hand-painted in bright festival colours.', priceCents: 4200, stock: 14 },
      { name: 'Terracotta Olive Oil Cruet', desc: 'A drip-free cruet in unglazed terracotta with a glazed inside, holding 350 ml of your best oil.', priceCents: 2900, stock: 18 },
      { name: 'Blue Swallow Wall Figure', desc: 'The andorinha, symbol of home and loyalty in Portugal, in glazed ceramic, 16 cm wing to wing.', priceCents: 1900, stock: 45 },
      { name: 'Cork and Ceramic Trivet', desc: 'A round trivet of natural Alentejo cork with a painted ceramic centre. Protects tables up to 200 °C.', priceCents: 2100, stock: 35 },
      { name: 'Large Fruit Bowl in Cobalt', desc: 'A 28 cm bowl painted freehand with cobalt swirls over a warm white glaze. Each one is signed underneath.', priceCents: 7800, stock: 5 },
    ],
  },
  {
    store_name: 'nairobi_textiles',
    full_location: 'Kimathi Street 18, Nairobi, Kenya',
    country: 'Kenya',
    bio: 'A cooperative of weavers and tailors in Nairobi turning kikoy cotton, Maasai shuka and recycled glass beads into things you will use every day.',
    palette: ['#b23a48', '#fcb97d'],
    products: [
      { name: 'Cotton Kikoy Beach Wrap', desc: 'A striped kikoy woven on the coast from soft cotton with hand-knotted fringes, 170 × 100 cm.', priceCents: 3200, stock: 28 },
      { name: 'Maasai Shuka Blanket', desc: 'The red checked shuka worn in the Rift Valley: a warm, tough acrylic-wool blanket, 150 × 200 cm.', priceCents: 4800, stock: 16 },
      { name: 'Beaded Leather Sandals', desc: 'Hand-stitched leather sandals decorated with recycled glass beads. Sizes 36 to 44; tell us yours in a message.', priceCents: 5600, stock: 12 },
      { name: 'Kitenge Print Tote Bag', desc: 'A lined tote in bold kitenge wax print with an inner pocket and a magnetic clasp, 40 × 35 cm.', priceCents: 2700, stock: 32 },
      { name: 'Sisal Kiondo Basket', desc: 'A round kiondo basket woven from dyed sisal with leather handles; made by women weavers in Machakos.', priceCents: 3900, stock: 10 },
      { name: 'Handwoven Cushion Cover', desc: 'A 45 cm cushion cover woven on a floor loom in earth tones, with a hidden zip.', priceCents: 2500, stock: 22 },
    ],
  },
  {
    store_name: 'lima_coffee',
    // Fresh roasts go where the courier is fast; the other demo stores but one ship everywhere.
    shipsTo: ['Peru', 'Chile', 'United States', 'Japan'],
    full_location: 'Avenida José Larco 345, Miraflores, Lima, Peru',
    country: 'Peru',
    bio: 'Specialty coffee from smallholder farms in Cajamarca, Cusco and Puno, roasted in Miraflores every week and shipped within days of roasting.',
    palette: ['#4a2c2a', '#d99a4e'],
    products: [
      { name: 'Cajamarca Single-Origin Beans 500 g', desc: 'Washed Caturra and Bourbon from 1,800 m. Notes of panela, red apple and milk chocolate. Medium roast.', priceCents: 1950, stock: 80 },
      { name: 'Cusco Geisha Microlot 250 g', desc: 'A rare Geisha lot from the Quillabamba valley: jasmine, bergamot and peach. Light roast, limited stock.', priceCents: 3400, stock: 15 },
      { name: 'Puno Organic Dark Roast 1 kg', desc: 'Certified organic beans from Sandia, Puno, roasted dark for espresso: cocoa, molasses, low acidity.', priceCents: 3200, stock: 40 },
      { name: 'Alpaca Wool Coffee Cosy', desc: 'A knitted alpaca wool sleeve that keeps a French press warm; made by knitters in Arequipa.', priceCents: 2300, stock: 20 },
      { name: 'Hand-Carved Coffee Scoop', desc: 'A measuring scoop carved from reclaimed Andean walnut, holding exactly one 10 g dose.', priceCents: 1400, stock: 35 },
      { name: 'Cacao Nibs from Piura 200 g', desc: 'Roasted nibs of native white cacao from Piura: crunchy, nutty and lovely over porridge or ice cream.', priceCents: 990, stock: 50 },
      { name: 'Pour-Over Ceramic Dripper', desc: 'A cone dripper in matte clay made in Chulucanas, fits size 02 filters and most mugs.', priceCents: 2800, stock: 18 },
    ],
  },
  {
    store_name: 'oslo_woodworks',
    shipsTo: ['Norway', 'Sweden', 'Denmark', 'Finland', 'Iceland', 'Germany'],
    full_location: 'Thorvald Meyers gate 41, 0555 Oslo, Norway',
    country: 'Norway',
    bio: 'Furniture makers from Grünerløkka working in Norwegian birch, oak and pine from sustainably managed forests, finished with natural oils.',
    palette: ['#2f4f4f', '#a8c5b5'],
    products: [
      { name: 'Birch Cutting Board', desc: 'An end-grain birch board, 40 × 28 × 3 cm, oiled with food-safe linseed oil. Kind to your knives.', priceCents: 7400, stock: 14 },
      { name: 'Oak Wall Shelf', desc: 'A floating shelf in solid oak, 80 cm long, with hidden brackets. Holds up to 20 kg.', priceCents: 12900, stock: 7 },
      { name: 'Carved Butter Knife Set', desc: 'Three butter knives carved from juniper, which smells wonderful and is naturally antibacterial.', priceCents: 3300, stock: 30 },
      { name: 'Pine Stool with Woven Seat', desc: 'A low stool in Norwegian pine with a hand-woven paper-cord seat, 45 cm high.', priceCents: 18500, stock: 4 },
      { name: 'Kuksa Wooden Drinking Cup', desc: 'A traditional Sámi-style kuksa carved from a birch burl, with a leather strap for the trail.', priceCents: 5900, stock: 11 },
      { name: 'Rosemaling Painted Box', desc: 'A small oval box in bentwood, decorated with rosemaling, the folk painting of rural Norway.', priceCents: 6800, stock: 9 },
      { name: 'Birch Salad Servers', desc: 'A pair of 30 cm salad servers in birch, shaped by hand and finished with beeswax.', priceCents: 2900, stock: 24 },
    ],
  },
  {
    store_name: 'mumbai_spices',
    full_location: 'Shop 7, Crawford Market, Mumbai, India',
    country: 'India',
    bio: 'Third-generation spice merchants at Crawford Market. Whole spices from Kerala, Kashmir and Rajasthan, blended and packed fresh in Mumbai.',
    palette: ['#c0392b', '#f5b041'],
    products: [
      { name: 'Kashmiri Saffron 2 g', desc: 'Mongra grade saffron threads from Pampore: deep red, intensely aromatic. Enough for about twenty dishes.', priceCents: 1800, stock: 45 },
      { name: 'Garam Masala House Blend 200 g', desc: 'Our family recipe: cardamom, cinnamon, clove, cumin, black pepper and nutmeg, roasted and ground weekly.', priceCents: 850, stock: 90 },
      { name: 'Malabar Black Peppercorns 250 g', desc: 'Bold Tellicherry-grade peppercorns from the Malabar coast of Kerala, with a warm citrus bite.', priceCents: 1100, stock: 70 },
      { name: 'Green Cardamom Pods 100 g', desc: 'Plump 8 mm cardamom pods from the Idukki hills, for chai, biryani and baking.', priceCents: 1350, stock: 55 },
      { name: 'Brass Masala Dabba', desc: 'A round brass spice box with seven bowls and a spoon, the heart of every Indian kitchen.', priceCents: 4600, stock: 12 },
      { name: 'Turmeric Powder from Erode 250 g', desc: 'High-curcumin turmeric from Erode, sun-dried and stone-ground: earthy, golden and vivid.', priceCents: 650, stock: 100 },
      { name: 'Masala Chai Gift Tin', desc: 'Assam CTC tea with ginger, cardamom, clove and cinnamon, in a printed tin of 250 g.', priceCents: 1500, stock: 38 },
    ],
  },
];

/** What the demo customer already did: follows, an order, an item still in the cart, a conversation. */
export const DEMO_ACTIVITY = {
  follows: ['tokyo_crafts', 'lisbon_ceramics', 'lima_coffee'],
  order: { store_name: 'tokyo_crafts', product: 'Nambu Cast Iron Teapot', quantity: 1 },
  cart: { store_name: 'lima_coffee', product: 'Cajamarca Single-Origin Beans 500 g', quantity: 2 },
  conversation: {
    store_name: 'lisbon_ceramics',
    messages: [
      { from: 'customer', msg: 'Hello! Could the cobalt fruit bowl be shipped to France before the end of the month?' },
      { from: 'store', msg: 'Olá! Yes, we ship to France in 4 to 6 working days, well packed in cork.' },
      { from: 'customer', msg: 'Wonderful, thank you. I will order it this week.' },
    ] as const,
  },
} as const;

/**
 * Buyers of the stores' last month (seed/order-history.ts): their orders fill the dashboards'
 * insights on a fresh start. They sign in with the demo password, too.
 */
export const DEMO_BUYERS = [
  { username: 'demo_buyer_amara', full_location: '14 Ngong Road, Nairobi, Kenya' },
  { username: 'demo_buyer_lucas', full_location: 'Rua Augusta 88, 1100-053 Lisbon, Portugal' },
  { username: 'demo_buyer_mei', full_location: '2-8-1 Nishi-Shinjuku, Tokyo, Japan' },
  { username: 'demo_buyer_sofia', full_location: 'Calle de Alcalá 120, 28009 Madrid, Spain' },
  { username: 'demo_buyer_oliver', full_location: '22 Baker Street, London NW1 6XE, United Kingdom' },
  { username: 'demo_buyer_priya', full_location: '5 MG Road, Bengaluru 560001, India' },
] as const;

/** Reasons a demo store gave when it cancelled an order. */
export const DEMO_CANCEL_REASONS = [
  'Sorry, the last one was damaged in the workshop; we have refunded you.',
  'We cannot ship to your address at the moment.',
  'This piece sold out at our market stall before we could pack it.',
  'The courier stopped serving your region this month, sorry.',
] as const;

/**
 * Reviews by the demo buyers (seed/reviews.ts), each after a completed order of the product
 * `daysAgo` days back, some with the store's reply, so the demo product pages show ratings.
 */
export interface DemoReview {
  store_name: string;
  product: string;
  buyer: (typeof DEMO_BUYERS)[number]['username'];
  rating: number;
  text: string;
  reply?: string;
  daysAgo: number;
}

export const DEMO_REVIEWS: DemoReview[] = [
  {
    store_name: 'tokyo_crafts', product: 'Nambu Cast Iron Teapot', buyer: 'demo_buyer_mei', rating: 5, daysAgo: 21,
    text: 'Heavy, beautifully finished and it keeps the tea hot through a whole afternoon. Worth every yen.',
    reply: 'Thank you, Mei! Warm the pot with hot water first and it will serve you for decades.',
  },
  {
    store_name: 'tokyo_crafts', product: 'Nambu Cast Iron Teapot', buyer: 'demo_buyer_oliver', rating: 4, daysAgo: 16,
    text: 'Lovely teapot. The lid is a little loose, but the pour is clean and it looks great on the table.',
  },
  {
    store_name: 'tokyo_crafts', product: 'Nambu Cast Iron Teapot', buyer: 'demo_buyer_sofia', rating: 5, daysAgo: 9,
    text: 'Arrived well packed in a wooden box. My favourite thing in the kitchen now.',
  },
  {
    store_name: 'tokyo_crafts', product: 'Hand-Dyed Indigo Tenugui', buyer: 'demo_buyer_lucas', rating: 3, daysAgo: 12,
    text: 'Nice colour, but it bled a little in the first wash, as the card warned. Softer after a few washes.',
    reply: 'Thanks for the honest review, Lucas. Natural indigo settles after two or three cold washes.',
  },
  {
    store_name: 'lisbon_ceramics', product: 'Hand-Painted Azulejo Tile', buyer: 'demo_buyer_amara', rating: 5, daysAgo: 18,
    text: 'The blue is deep and the brushwork is clearly by hand. It now hangs by our front door.',
    reply: 'Obrigado, Amara! We are glad it found a good wall.',
  },
  {
    store_name: 'lisbon_ceramics', product: 'Hand-Painted Azulejo Tile', buyer: 'demo_buyer_priya', rating: 4, daysAgo: 7,
    text: 'Beautiful tile. Shipping took a few days longer than expected, but it arrived intact.',
  },
  {
    store_name: 'lima_coffee', product: 'Cajamarca Single-Origin Beans 500 g', buyer: 'demo_buyer_oliver', rating: 5, daysAgo: 14,
    text: 'Chocolatey and sweet with a bright finish. Roasted a week before it arrived, so very fresh.',
  },
  {
    store_name: 'lima_coffee', product: 'Cajamarca Single-Origin Beans 500 g', buyer: 'demo_buyer_mei', rating: 2, daysAgo: 6,
    text: 'Too dark for my taste in a pour-over; it works better as espresso.',
    reply: 'Thanks, Mei. Try our Cusco Geisha for filter coffee: it is a much lighter roast.',
  },
];
