// The demo marketplace's vocabulary. Invented brands and models; believable products; real translations.
export type Tr = { fr: string; ar: string; tr: string; hi: string };
export type Sub = {
  title: string;
  tr: Tr;
  nouns: { en: string; tr?: Tr }[];
  models: string[];
  specs?: string[];
  price: [number, number]; // major units
  attrs: ('Color' | 'Size' | 'Storage' | 'Shoe size' | 'Weight')[];
  glyph: number;
  tags: string[];
};
export type Top = { title: string; tr: Tr; hue: number; subs: Sub[] };

const t = (fr: string, ar: string, tr: string, hi: string): Tr => ({ fr, ar, tr, hi });

export const CATEGORIES: Top[] = [
  {
    title: 'Electronics',
    tr: t('Électronique', 'إلكترونيات', 'Elektronik', 'इलेक्ट्रॉनिक्स'),
    hue: 210,
    subs: [
      {
        title: 'Laptops',
        tr: t('Ordinateurs portables', 'حواسيب محمولة', 'Dizüstü Bilgisayarlar', 'लैपटॉप'),
        nouns: [
          {
            en: 'Laptop',
            tr: t('Ordinateur portable', 'حاسوب محمول', 'Dizüstü Bilgisayar', 'लैपटॉप'),
          },
          { en: 'Ultrabook', tr: t('Ultrabook', 'حاسوب فائق النحافة', 'Ultrabook', 'अल्ट्राबुक') },
        ],
        models: ['Aero 14', 'Nimbus 15', 'Vertex Pro 16', 'Orbit 13', 'Stratus X1', 'Atlas 17'],
        specs: ['8GB/256GB', '16GB/512GB', '32GB/1TB'],
        price: [499, 2399],
        attrs: ['Color', 'Storage'],
        glyph: 0,
        tags: ['laptop', 'computer', 'notebook'],
      },
      {
        title: 'Phones',
        tr: t('Téléphones', 'هواتف', 'Telefonlar', 'फ़ोन'),
        nouns: [
          { en: 'Smartphone', tr: t('Smartphone', 'هاتف ذكي', 'Akıllı Telefon', 'स्मार्टफ़ोन') },
        ],
        models: ['Nova 8', 'Pulse 12', 'Zen X', 'Lumen 5G', 'Echo Mini', 'Apex Ultra'],
        specs: ['128GB', '256GB'],
        price: [199, 1299],
        attrs: ['Color', 'Storage'],
        glyph: 1,
        tags: ['phone', 'smartphone', 'mobile'],
      },
      {
        title: 'Audio',
        tr: t('Audio', 'صوتيات', 'Ses', 'ऑडियो'),
        nouns: [
          {
            en: 'Wireless Earbuds',
            tr: t('Écouteurs sans fil', 'سماعات لاسلكية', 'Kablosuz Kulaklık', 'वायरलेस ईयरबड्स'),
          },
          { en: 'Headphones', tr: t('Casque audio', 'سماعات رأس', 'Kulaklık', 'हेडफ़ोन') },
          {
            en: 'Bluetooth Speaker',
            tr: t('Enceinte Bluetooth', 'مكبر صوت بلوتوث', 'Bluetooth Hoparlör', 'ब्लूटूथ स्पीकर'),
          },
        ],
        models: ['Tempo', 'Bass Pro', 'Studio 3', 'Drift'],
        price: [29, 349],
        attrs: ['Color'],
        glyph: 2,
        tags: ['audio', 'music', 'bluetooth'],
      },
      {
        title: 'Cameras',
        tr: t('Appareils photo', 'كاميرات', 'Kameralar', 'कैमरे'),
        nouns: [
          {
            en: 'Mirrorless Camera',
            tr: t(
              'Appareil hybride',
              'كاميرا بدون مرآة',
              'Aynasız Fotoğraf Makinesi',
              'मिररलेस कैमरा',
            ),
          },
          {
            en: 'Action Camera',
            tr: t('Caméra d’action', 'كاميرا رياضية', 'Aksiyon Kamerası', 'एक्शन कैमरा'),
          },
        ],
        models: ['Focus M5', 'Vista 4K', 'Snap Go'],
        price: [149, 1899],
        attrs: [],
        glyph: 7,
        tags: ['camera', 'photo'],
      },
    ],
  },
  {
    title: 'Fashion',
    tr: t('Mode', 'أزياء', 'Moda', 'फ़ैशन'),
    hue: 330,
    subs: [
      {
        title: "Men's Clothing",
        tr: t('Vêtements homme', 'ملابس رجالية', 'Erkek Giyim', 'पुरुषों के कपड़े'),
        nouns: [
          {
            en: 'Cotton T-Shirt',
            tr: t('T-shirt en coton', 'قميص قطني', 'Pamuklu Tişört', 'कॉटन टी-शर्ट'),
          },
          { en: 'Slim Jeans', tr: t('Jean slim', 'جينز ضيق', 'Dar Kot Pantolon', 'स्लिम जींस') },
          { en: 'Hoodie', tr: t('Sweat à capuche', 'هودي', 'Kapüşonlu Sweatshirt', 'हुडी') },
        ],
        models: ['Classic', 'Urban', 'Everyday', 'Heritage'],
        price: [15, 89],
        attrs: ['Size', 'Color'],
        glyph: 3,
        tags: ['men', 'clothing', 'cotton'],
      },
      {
        title: "Women's Clothing",
        tr: t('Vêtements femme', 'ملابس نسائية', 'Kadın Giyim', 'महिलाओं के कपड़े'),
        nouns: [
          { en: 'Linen Dress', tr: t('Robe en lin', 'فستان كتان', 'Keten Elbise', 'लिनन ड्रेस') },
          {
            en: 'Silk Blouse',
            tr: t('Chemisier en soie', 'بلوزة حرير', 'İpek Bluz', 'सिल्क ब्लाउज़'),
          },
          {
            en: 'Knit Cardigan',
            tr: t('Cardigan en maille', 'كارديغان محبوك', 'Örgü Hırka', 'निट कार्डिगन'),
          },
        ],
        models: ['Riviera', 'Bloom', 'Soirée', 'Nomad'],
        price: [25, 149],
        attrs: ['Size', 'Color'],
        glyph: 3,
        tags: ['women', 'clothing', 'dress'],
      },
      {
        title: 'Shoes',
        tr: t('Chaussures', 'أحذية', 'Ayakkabılar', 'जूते'),
        nouns: [
          {
            en: 'Running Shoes',
            tr: t('Chaussures de course', 'أحذية جري', 'Koşu Ayakkabısı', 'रनिंग शूज़'),
          },
          {
            en: 'Leather Sneakers',
            tr: t('Baskets en cuir', 'حذاء رياضي جلدي', 'Deri Spor Ayakkabı', 'लेदर स्नीकर्स'),
          },
        ],
        models: ['Swift', 'Cloudstep', 'Metro', 'Trail'],
        price: [39, 189],
        attrs: ['Shoe size', 'Color'],
        glyph: 4,
        tags: ['shoes', 'sneakers', 'running'],
      },
      {
        title: 'Bags & Accessories',
        tr: t('Sacs et accessoires', 'حقائب وإكسسوارات', 'Çanta ve Aksesuar', 'बैग और एक्सेसरीज़'),
        nouns: [
          { en: 'Backpack', tr: t('Sac à dos', 'حقيبة ظهر', 'Sırt Çantası', 'बैकपैक') },
          {
            en: 'Leather Wallet',
            tr: t('Portefeuille en cuir', 'محفظة جلدية', 'Deri Cüzdan', 'लेदर वॉलेट'),
          },
          {
            en: 'Sunglasses',
            tr: t('Lunettes de soleil', 'نظارات شمسية', 'Güneş Gözlüğü', 'धूप का चश्मा'),
          },
        ],
        models: ['Voyager', 'City', 'Coast'],
        price: [19, 229],
        attrs: ['Color'],
        glyph: 5,
        tags: ['bag', 'accessories'],
      },
    ],
  },
  {
    title: 'Home & Kitchen',
    tr: t('Maison et cuisine', 'المنزل والمطبخ', 'Ev ve Mutfak', 'घर और रसोई'),
    hue: 30,
    subs: [
      {
        title: 'Cookware',
        tr: t('Ustensiles de cuisson', 'أواني الطهي', 'Pişirme Gereçleri', 'कुकवेयर'),
        nouns: [
          { en: 'Non-Stick Frying Pan' },
          { en: 'Cast Iron Dutch Oven' },
          { en: 'Stainless Saucepan' },
        ],
        models: ['Chef', 'Family', 'Pro'],
        specs: ['24 cm', '28 cm'],
        price: [19, 159],
        attrs: [],
        glyph: 5,
        tags: ['kitchen', 'cookware'],
      },
      {
        title: 'Small Appliances',
        tr: t('Petit électroménager', 'أجهزة صغيرة', 'Küçük Ev Aletleri', 'छोटे उपकरण'),
        nouns: [
          { en: 'Air Fryer' },
          { en: 'Espresso Machine' },
          { en: 'Electric Kettle' },
          { en: 'Blender' },
        ],
        models: ['Crisp 5L', 'Barista One', 'Quick Boil', 'Vortex'],
        price: [25, 399],
        attrs: ['Color'],
        glyph: 5,
        tags: ['kitchen', 'appliance'],
      },
      {
        title: 'Furniture',
        tr: t('Meubles', 'أثاث', 'Mobilya', 'फ़र्नीचर'),
        nouns: [{ en: 'Ergonomic Desk Chair' }, { en: 'Oak Bookshelf' }, { en: 'Side Table' }],
        models: ['Nordic', 'Loft', 'Studio'],
        price: [49, 499],
        attrs: ['Color'],
        glyph: 5,
        tags: ['furniture', 'home'],
      },
      {
        title: 'Bedding',
        tr: t('Linge de lit', 'مفروشات السرير', 'Yatak Takımları', 'बिस्तर'),
        nouns: [
          { en: 'Cotton Duvet Cover' },
          { en: 'Memory Foam Pillow' },
          { en: 'Wool Throw Blanket' },
        ],
        models: ['Serene', 'Cloud', 'Hygge'],
        price: [19, 189],
        attrs: ['Size'],
        glyph: 5,
        tags: ['bedding', 'home'],
      },
    ],
  },
  {
    title: 'Beauty',
    tr: t('Beauté', 'الجمال', 'Güzellik', 'सौंदर्य'),
    hue: 300,
    subs: [
      {
        title: 'Skincare',
        tr: t('Soins de la peau', 'العناية بالبشرة', 'Cilt Bakımı', 'त्वचा की देखभाल'),
        nouns: [
          { en: 'Vitamin C Face Serum' },
          { en: 'Hydrating Moisturizer' },
          { en: 'Mineral Sunscreen SPF 50' },
        ],
        models: ['Glow', 'Pure', 'Derma'],
        specs: ['30 ml', '50 ml'],
        price: [9, 79],
        attrs: [],
        glyph: 5,
        tags: ['skincare', 'beauty'],
      },
      {
        title: 'Makeup',
        tr: t('Maquillage', 'مكياج', 'Makyaj', 'मेकअप'),
        nouns: [{ en: 'Matte Lipstick' }, { en: 'Volume Mascara' }, { en: 'Liquid Foundation' }],
        models: ['Velvet', 'Icon', 'Silk'],
        price: [7, 49],
        attrs: ['Color'],
        glyph: 5,
        tags: ['makeup', 'beauty'],
      },
      {
        title: 'Hair Care',
        tr: t('Soins capillaires', 'العناية بالشعر', 'Saç Bakımı', 'बालों की देखभाल'),
        nouns: [{ en: 'Argan Oil Shampoo' }, { en: 'Ionic Hair Dryer' }],
        models: ['Salon', 'Repair'],
        price: [8, 129],
        attrs: [],
        glyph: 5,
        tags: ['hair', 'beauty'],
      },
      {
        title: 'Fragrance',
        tr: t('Parfums', 'عطور', 'Parfüm', 'सुगंध'),
        nouns: [{ en: 'Eau de Parfum' }, { en: 'Oud Attar' }],
        models: ['Amber Night', 'Rose Garden', 'Cedar'],
        specs: ['50 ml', '100 ml'],
        price: [29, 199],
        attrs: [],
        glyph: 5,
        tags: ['fragrance', 'perfume'],
      },
    ],
  },
  {
    title: 'Groceries',
    tr: t('Épicerie', 'بقالة', 'Market', 'किराना'),
    hue: 110,
    subs: [
      {
        title: 'Coffee & Tea',
        tr: t('Café et thé', 'قهوة وشاي', 'Kahve ve Çay', 'कॉफ़ी और चाय'),
        nouns: [
          { en: 'Arabica Coffee Beans' },
          { en: 'Green Tea' },
          { en: 'Masala Chai' },
          { en: 'Turkish Coffee' },
        ],
        models: ['Highland', 'Estate', 'Morning'],
        specs: ['250 g', '500 g', '1 kg'],
        price: [5, 39],
        attrs: [],
        glyph: 5,
        tags: ['coffee', 'tea', 'grocery'],
      },
      {
        title: 'Snacks',
        tr: t('Snacks', 'وجبات خفيفة', 'Atıştırmalıklar', 'स्नैक्स'),
        nouns: [
          { en: 'Roasted Almonds' },
          { en: 'Dark Chocolate 70%' },
          { en: 'Honey Granola' },
          { en: 'Medjool Dates' },
        ],
        models: ['Harvest', 'Orchard', 'Daily'],
        price: [3, 25],
        attrs: ['Weight'],
        glyph: 5,
        tags: ['snacks', 'grocery'],
      },
      {
        title: 'Pantry',
        tr: t('Garde-manger', 'مؤن', 'Kiler', 'पेंट्री'),
        nouns: [
          { en: 'Extra Virgin Olive Oil' },
          { en: 'Basmati Rice' },
          { en: 'Wildflower Honey' },
          { en: 'Saffron Threads' },
        ],
        models: ['Golden', 'Royal', 'Organic'],
        price: [4, 49],
        attrs: [],
        glyph: 5,
        tags: ['pantry', 'grocery'],
      },
    ],
  },
  {
    title: 'Toys & Games',
    tr: t('Jouets et jeux', 'ألعاب', 'Oyuncak ve Oyunlar', 'खिलौने और खेल'),
    hue: 45,
    subs: [
      {
        title: 'Building Sets',
        tr: t('Jeux de construction', 'مجموعات البناء', 'Yapı Setleri', 'बिल्डिंग सेट'),
        nouns: [{ en: 'Brick Building Set' }, { en: 'Magnetic Tiles' }],
        models: ['City Builder', 'Space Station', 'Castle'],
        price: [15, 149],
        attrs: [],
        glyph: 6,
        tags: ['toys', 'kids', 'building'],
      },
      {
        title: 'Board Games',
        tr: t('Jeux de société', 'ألعاب الطاولة', 'Kutu Oyunları', 'बोर्ड गेम'),
        nouns: [{ en: 'Strategy Board Game' }, { en: 'Family Card Game' }],
        models: ['Caravan', 'Bazaar Run', 'Silk Road'],
        price: [12, 69],
        attrs: [],
        glyph: 6,
        tags: ['games', 'family'],
      },
      {
        title: 'Plush & Dolls',
        tr: t('Peluches et poupées', 'دمى وألعاب محشوة', 'Peluş ve Bebekler', 'सॉफ्ट टॉय और गुड़िया'),
        nouns: [{ en: 'Plush Bear' }, { en: 'Rag Doll' }],
        models: ['Cuddle', 'Sunny'],
        price: [9, 49],
        attrs: ['Color'],
        glyph: 6,
        tags: ['toys', 'kids'],
      },
    ],
  },
  {
    title: 'Sports & Outdoors',
    tr: t('Sports et plein air', 'رياضة وأنشطة خارجية', 'Spor ve Outdoor', 'खेल और आउटडोर'),
    hue: 160,
    subs: [
      {
        title: 'Fitness',
        tr: t('Fitness', 'اللياقة البدنية', 'Fitness', 'फ़िटनेस'),
        nouns: [{ en: 'Yoga Mat' }, { en: 'Adjustable Dumbbell Set' }, { en: 'Resistance Bands' }],
        models: ['Flow', 'Core', 'Power'],
        price: [12, 299],
        attrs: ['Color'],
        glyph: 7,
        tags: ['fitness', 'sport'],
      },
      {
        title: 'Cycling',
        tr: t('Cyclisme', 'ركوب الدراجات', 'Bisiklet', 'साइकिलिंग'),
        nouns: [{ en: 'Bike Helmet' }, { en: 'USB Bike Light' }],
        models: ['Aero', 'Commuter'],
        price: [15, 129],
        attrs: ['Size'],
        glyph: 7,
        tags: ['cycling', 'sport'],
      },
      {
        title: 'Camping',
        tr: t('Camping', 'التخييم', 'Kamp', 'कैंपिंग'),
        nouns: [{ en: '2-Person Tent' }, { en: 'Down Sleeping Bag' }, { en: 'LED Headlamp' }],
        models: ['Summit', 'Basecamp', 'Ridge'],
        price: [15, 399],
        attrs: [],
        glyph: 7,
        tags: ['camping', 'outdoor'],
      },
    ],
  },
  {
    title: 'Books',
    tr: t('Livres', 'كتب', 'Kitaplar', 'किताबें'),
    hue: 260,
    subs: [
      {
        title: 'Fiction',
        tr: t('Romans', 'روايات', 'Roman', 'कथा साहित्य'),
        nouns: [{ en: 'Novel' }],
        models: [
          'The Silk Merchant',
          'Night Train to Izmir',
          'Monsoon Letters',
          'The Last Caravan',
        ],
        price: [8, 29],
        attrs: [],
        glyph: 5,
        tags: ['books', 'fiction'],
      },
      {
        title: 'Non-fiction',
        tr: t('Essais et documents', 'كتب غير روائية', 'Kurgu Dışı', 'गैर-कथा'),
        nouns: [{ en: 'Guide' }, { en: 'Cookbook' }],
        models: ['Spice Routes', 'Home Baking', 'Startup Basics'],
        price: [10, 45],
        attrs: [],
        glyph: 5,
        tags: ['books'],
      },
      {
        title: "Children's Books",
        tr: t('Livres pour enfants', 'كتب الأطفال', 'Çocuk Kitapları', 'बच्चों की किताबें'),
        nouns: [{ en: 'Picture Book' }],
        models: ['Little Camel', 'Moon and Stars', 'Busy Market'],
        price: [6, 19],
        attrs: [],
        glyph: 6,
        tags: ['books', 'kids'],
      },
    ],
  },
  {
    title: 'Health',
    tr: t('Santé', 'الصحة', 'Sağlık', 'स्वास्थ्य'),
    hue: 0,
    subs: [
      {
        title: 'Vitamins',
        tr: t('Vitamines', 'فيتامينات', 'Vitaminler', 'विटामिन'),
        nouns: [
          { en: 'Vitamin D3 Capsules' },
          { en: 'Omega-3 Fish Oil' },
          { en: 'Multivitamin Gummies' },
        ],
        models: ['Daily', 'Active'],
        specs: ['60 ct', '120 ct'],
        price: [6, 39],
        attrs: [],
        glyph: 5,
        tags: ['vitamins', 'health'],
      },
      {
        title: 'Personal Care',
        tr: t('Soins personnels', 'العناية الشخصية', 'Kişisel Bakım', 'व्यक्तिगत देखभाल'),
        nouns: [{ en: 'Electric Toothbrush' }, { en: 'Beard Trimmer' }],
        models: ['Sonic', 'Precision'],
        price: [15, 129],
        attrs: ['Color'],
        glyph: 5,
        tags: ['personal care', 'health'],
      },
    ],
  },
  {
    title: 'Automotive',
    tr: t('Auto et moto', 'السيارات', 'Otomotiv', 'ऑटोमोटिव'),
    hue: 190,
    subs: [
      {
        title: 'Car Electronics',
        tr: t('Électronique auto', 'إلكترونيات السيارات', 'Araç Elektroniği', 'कार इलेक्ट्रॉनिक्स'),
        nouns: [{ en: 'Dash Cam' }, { en: 'Fast Car Charger' }],
        models: ['Road Eye', 'Volt'],
        price: [12, 199],
        attrs: [],
        glyph: 0,
        tags: ['car', 'electronics'],
      },
      {
        title: 'Car Care',
        tr: t('Entretien auto', 'العناية بالسيارة', 'Araç Bakımı', 'कार की देखभाल'),
        nouns: [{ en: 'Ceramic Car Wax' }, { en: 'Microfiber Towel Pack' }],
        models: ['Shine', 'Detail Pro'],
        price: [6, 49],
        attrs: [],
        glyph: 5,
        tags: ['car', 'care'],
      },
    ],
  },
];

export const BRANDS: { title: string; hue: number; tops: string[] }[] = [
  { title: 'Kestrel', hue: 210, tops: ['Electronics', 'Automotive'] },
  { title: 'Lumina', hue: 50, tops: ['Electronics', 'Home & Kitchen'] },
  { title: 'Nordwind', hue: 190, tops: ['Sports & Outdoors', 'Fashion'] },
  { title: 'Aurora', hue: 300, tops: ['Beauty', 'Health'] },
  { title: 'Zephyr', hue: 170, tops: ['Electronics', 'Sports & Outdoors'] },
  { title: 'Maison Élise', hue: 340, tops: ['Fashion', 'Beauty'] },
  { title: 'Terra', hue: 100, tops: ['Groceries', 'Home & Kitchen'] },
  { title: 'Halcyon', hue: 230, tops: ['Home & Kitchen', 'Health'] },
  { title: 'Quill & Co', hue: 270, tops: ['Books', 'Toys & Games'] },
  { title: 'Orbis', hue: 20, tops: ['Electronics', 'Toys & Games'] },
  { title: 'Anatolia', hue: 15, tops: ['Groceries', 'Fashion'] },
  { title: 'Saffron Lane', hue: 40, tops: ['Groceries', 'Beauty'] },
];

export const STORES: { name: string; hue: number; tops: string[]; whatsapp?: string }[] = [
  {
    name: 'TechHub Istanbul',
    hue: 210,
    tops: ['Electronics', 'Automotive'],
    whatsapp: '+905551234567',
  },
  { name: 'Maison Mode Paris', hue: 330, tops: ['Fashion', 'Beauty'] },
  {
    name: 'Desert Bloom Home',
    hue: 30,
    tops: ['Home & Kitchen', 'Health'],
    whatsapp: '+971501234567',
  },
  { name: 'Spice Route Market', hue: 100, tops: ['Groceries'] },
  { name: 'PlayNest Toys', hue: 45, tops: ['Toys & Games', 'Books'] },
  { name: 'Peak Outdoors', hue: 160, tops: ['Sports & Outdoors'] },
  { name: 'Kabul Craft Bazaar', hue: 15, tops: ['Fashion', 'Home & Kitchen', 'Groceries'] },
];

export const ATTRIBUTE_VALUES: Record<string, string[]> = {
  Color: ['Black', 'Silver', 'Blue', 'Red', 'White', 'Green'],
  Size: ['S', 'M', 'L', 'XL'],
  Storage: ['128GB', '256GB', '512GB'],
  'Shoe size': ['39', '40', '41', '42', '43', '44'],
  Weight: ['250 g', '500 g', '1 kg'],
};

export const ATTRIBUTE_TR: Record<string, Tr> = {
  Color: t('Couleur', 'اللون', 'Renk', 'रंग'),
  Size: t('Taille', 'المقاس', 'Beden', 'साइज़'),
  Storage: t('Stockage', 'السعة', 'Depolama', 'स्टोरेज'),
  'Shoe size': t('Pointure', 'مقاس الحذاء', 'Ayakkabı numarası', 'जूते का साइज़'),
  Weight: t('Poids', 'الوزن', 'Ağırlık', 'वज़न'),
};

export const PAGES: {
  slug: string;
  title: string;
  tr: Tr;
  body: string;
  bodyTr: Tr;
  component?: string;
  group?: 'services' | 'about';
}[] = [
  {
    slug: 'about',
    title: 'About us',
    tr: t('À propos', 'من نحن', 'Hakkımızda', 'हमारे बारे में'),
    group: 'about',
    body: '<p>Bazaar brings independent shops from Istanbul to Kabul into one marketplace. Every seller is reviewed before they can sell, and every order is protected from checkout to delivery.</p><h2>Our promise</h2><ul><li>Fair prices set by the sellers themselves</li><li>Secure payments</li><li>Returns within 30 days on eligible items</li></ul>',
    bodyTr: t(
      '<p>Bazaar réunit des boutiques indépendantes d’Istanbul à Kaboul sur une seule place de marché. Chaque vendeur est vérifié avant de vendre et chaque commande est protégée du paiement à la livraison.</p>',
      '<p>يجمع بازار المتاجر المستقلة من إسطنبول إلى كابول في سوق واحد. تتم مراجعة كل بائع قبل أن يبدأ البيع، وكل طلب محمي من الدفع حتى التسليم.</p>',
      '<p>Bazaar, İstanbul’dan Kabil’e bağımsız mağazaları tek bir pazaryerinde buluşturur. Her satıcı satışa başlamadan önce incelenir ve her sipariş ödemeden teslimata kadar korunur.</p>',
      '<p>बाज़ार इस्तांबुल से काबुल तक की स्वतंत्र दुकानों को एक ही मार्केटप्लेस में लाता है। हर विक्रेता की बिक्री से पहले जाँच होती है और हर ऑर्डर भुगतान से डिलीवरी तक सुरक्षित रहता है।</p>',
    ),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    tr: t('Politique de confidentialité', 'سياسة الخصوصية', 'Gizlilik politikası', 'गोपनीयता नीति'),
    group: 'about',
    body: '<p>We collect only what we need to run your orders: your name, contact details and delivery address. We never sell personal data. You can delete your account at any time from your profile.</p>',
    bodyTr: t(
      '<p>Nous ne collectons que ce qui est nécessaire à vos commandes : nom, coordonnées et adresse de livraison. Nous ne vendons jamais de données personnelles.</p>',
      '<p>نجمع فقط ما نحتاجه لتنفيذ طلباتك: الاسم وبيانات الاتصال وعنوان التوصيل. لا نبيع البيانات الشخصية أبدًا.</p>',
      '<p>Yalnızca siparişleriniz için gerekenleri toplarız: adınız, iletişim bilgileriniz ve teslimat adresiniz. Kişisel verileri asla satmayız.</p>',
      '<p>हम केवल वही जानकारी लेते हैं जो आपके ऑर्डर के लिए ज़रूरी है: नाम, संपर्क विवरण और डिलीवरी पता। हम कभी भी निजी डेटा नहीं बेचते।</p>',
    ),
  },
  {
    slug: 'terms-of-use',
    title: 'Terms of use',
    tr: t("Conditions d'utilisation", 'شروط الاستخدام', 'Kullanım koşulları', 'उपयोग की शर्तें'),
    group: 'about',
    body: '<p>By placing an order you agree to pay the total shown at checkout. Sellers ship within the time shown on each product. Cancellations are possible while an order is pending.</p>',
    bodyTr: t(
      '<p>En passant commande, vous acceptez de payer le total affiché. Les vendeurs expédient dans le délai indiqué. Une commande peut être annulée tant qu’elle est en attente.</p>',
      '<p>بتقديم الطلب فإنك توافق على دفع الإجمالي المعروض. يشحن البائعون خلال المدة المذكورة. يمكن إلغاء الطلب ما دام قيد الانتظار.</p>',
      '<p>Sipariş vererek gösterilen toplamı ödemeyi kabul edersiniz. Satıcılar belirtilen sürede gönderir. Sipariş beklemedeyken iptal edilebilir.</p>',
      '<p>ऑर्डर देकर आप दिखाई गई कुल राशि चुकाने के लिए सहमत होते हैं। विक्रेता बताए गए समय में भेजते हैं। लंबित ऑर्डर रद्द किया जा सकता है।</p>',
    ),
  },
  {
    slug: 'faq',
    title: 'FAQ',
    tr: t(
      'Questions fréquentes',
      'الأسئلة الشائعة',
      'Sıkça sorulan sorular',
      'अक्सर पूछे जाने वाले प्रश्न',
    ),
    group: 'services',
    body: '<h2>How do I track my order?</h2><p>Use the tracking code from your confirmation e-mail on the Track order page.</p><h2>Can I pay cash on delivery?</h2><p>Yes, in every country we ship to.</p>',
    bodyTr: t(
      '<h2>Comment suivre ma commande ?</h2><p>Utilisez le code de suivi de votre e-mail de confirmation.</p>',
      '<h2>كيف أتتبع طلبي؟</h2><p>استخدم رمز التتبع الموجود في رسالة التأكيد.</p>',
      '<h2>Siparişimi nasıl takip ederim?</h2><p>Onay e-postanızdaki takip kodunu kullanın.</p>',
      '<h2>मैं अपना ऑर्डर कैसे ट्रैक करूँ?</h2><p>पुष्टि ई-मेल में दिए गए ट्रैकिंग कोड का उपयोग करें।</p>',
    ),
  },
  {
    slug: 'shipping-and-returns',
    title: 'Shipping and returns',
    tr: t('Livraison et retours', 'الشحن والإرجاع', 'Kargo ve iade', 'शिपिंग और रिटर्न'),
    group: 'services',
    body: '<p>Delivery takes 2–7 days depending on the seller and your country. Eligible items can be returned within 30 days.</p>',
    bodyTr: t(
      '<p>La livraison prend 2 à 7 jours. Les articles éligibles peuvent être retournés sous 30 jours.</p>',
      '<p>يستغرق التوصيل من 2 إلى 7 أيام. يمكن إرجاع المنتجات المؤهلة خلال 30 يومًا.</p>',
      '<p>Teslimat 2–7 gün sürer. Uygun ürünler 30 gün içinde iade edilebilir.</p>',
      '<p>डिलीवरी में 2–7 दिन लगते हैं। योग्य सामान 30 दिनों में लौटाया जा सकता है।</p>',
    ),
  },
  {
    slug: 'refund-policy',
    title: 'Refund policy',
    tr: t('Politique de remboursement', 'سياسة الاسترداد', 'İade politikası', 'धनवापसी नीति'),
    group: 'about',
    body: '<p>A returned item is refunded within 14 days of reaching the seller, to the payment method used. Shipping costs are refunded when the item arrived damaged or was not what you ordered.</p>',
    bodyTr: t(
      '<p>Un article retourné est remboursé sous 14 jours après réception par le vendeur, sur le moyen de paiement utilisé.</p>',
      '<p>يُسترد ثمن المنتج المُرجع خلال 14 يومًا من وصوله إلى البائع، بوسيلة الدفع نفسها.</p>',
      '<p>İade edilen ürünün bedeli, satıcıya ulaştıktan sonra 14 gün içinde aynı ödeme yöntemine iade edilir.</p>',
      '<p>लौटाए गए सामान की राशि विक्रेता तक पहुँचने के 14 दिनों के भीतर उसी भुगतान माध्यम में लौटाई जाती है।</p>',
    ),
  },
  {
    slug: 'legal-notice',
    title: 'Legal notice',
    tr: t('Mentions légales', 'إشعار قانوني', 'Yasal uyarı', 'कानूनी सूचना'),
    group: 'about',
    body: '<p>Bazaar is a demonstration marketplace. Each seller is responsible for the products they list and the orders they ship. Contact us through the contact page for any legal request.</p>',
    bodyTr: t(
      '<p>Bazaar est une place de marché de démonstration. Chaque vendeur est responsable de ses produits et de ses expéditions.</p>',
      '<p>بازار سوق تجريبي. كل بائع مسؤول عن منتجاته وعن الطلبات التي يشحنها.</p>',
      '<p>Bazaar bir tanıtım pazaryeridir. Her satıcı listelediği ürünlerden ve gönderdiği siparişlerden sorumludur.</p>',
      '<p>बाज़ार एक प्रदर्शन मार्केटप्लेस है। हर विक्रेता अपने उत्पादों और भेजे गए ऑर्डर के लिए ज़िम्मेदार है।</p>',
    ),
  },
  {
    slug: 'sitemap',
    title: 'Sitemap',
    tr: t('Plan du site', 'خريطة الموقع', 'Site haritası', 'साइटमैप'),
    group: 'services',
    component: 'Sitemap',
    body: 'Sitemap',
    bodyTr: t('Sitemap', 'Sitemap', 'Sitemap', 'Sitemap'),
  },
  {
    slug: 'contact',
    title: 'Contact us',
    tr: t('Nous contacter', 'اتصل بنا', 'Bize ulaşın', 'संपर्क करें'),
    group: 'services',
    component: 'Contact',
    body: 'Contact',
    bodyTr: t('Contact', 'Contact', 'Contact', 'Contact'),
  },
];

/** The demo home page's title (site meta title) and its translations (migration 0009 adds them too). */
export const SITE_META_TITLE = 'Bazaar — independent shops, one marketplace';
export const SITE_META_TITLE_TR = t(
  'Bazaar — des boutiques indépendantes, une seule place de marché',
  'بازار — متاجر مستقلة في سوق واحد',
  'Bazaar — bağımsız mağazalar, tek pazaryeri',
  'बाज़ार — स्वतंत्र दुकानें, एक मार्केटप्लेस',
);

export const SITE_TR = {
  site_name: t('Bazaar', 'بازار', 'Bazaar', 'बाज़ार'),
  meta_title: SITE_META_TITLE_TR,
  copyright_text: t(
    '© 2026 Bazaar. Tous droits réservés.',
    '© 2026 بازار. جميع الحقوق محفوظة.',
    '© 2026 Bazaar. Tüm hakları saklıdır.',
    '© 2026 बाज़ार। सर्वाधिकार सुरक्षित।',
  ),
  meta_description: t(
    'Des milliers de produits de boutiques indépendantes, livrés chez vous.',
    'آلاف المنتجات من متاجر مستقلة تصلك إلى بابك.',
    'Bağımsız mağazalardan binlerce ürün, kapınıza kadar.',
    'स्वतंत्र दुकानों के हज़ारों उत्पाद, आपके दरवाज़े तक।',
  ),
};
