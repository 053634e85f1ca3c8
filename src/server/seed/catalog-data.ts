/** Demo catalogue: real shops and real product types, so the seeded site looks like the product it will be. */

export interface SeedShop {
  name: string;
  domain: string;
}

export const SHOPS: SeedShop[] = [
  { name: 'Media Expert', domain: 'mediaexpert.pl' },
  { name: 'x-kom', domain: 'x-kom.pl' },
  { name: 'RTV Euro AGD', domain: 'euro.com.pl' },
  { name: 'Allegro', domain: 'allegro.pl' },
  { name: 'Zalando', domain: 'zalando.pl' },
  { name: 'Decathlon', domain: 'decathlon.pl' },
  { name: 'Empik', domain: 'empik.com' },
  { name: 'Rossmann', domain: 'rossmann.pl' },
  { name: 'MediaMarkt', domain: 'mediamarkt.pl' },
  { name: 'Castorama', domain: 'castorama.pl' },
  { name: 'Lidl', domain: 'lidl.pl' },
  { name: 'Biedronka', domain: 'biedronka.pl' },
  { name: 'Morele.net', domain: 'morele.net' },
  { name: 'Komputronik', domain: 'komputronik.pl' },
  { name: 'Amazon.pl', domain: 'amazon.pl' },
  { name: 'Sephora', domain: 'sephora.pl' },
  { name: 'Douglas', domain: 'douglas.pl' },
  { name: 'Notino', domain: 'notino.pl' },
  { name: 'eobuwie.pl', domain: 'eobuwie.com.pl' },
  { name: 'Answear', domain: 'answear.com' },
  { name: 'IKEA', domain: 'ikea.com' },
  { name: 'Leroy Merlin', domain: 'leroymerlin.pl' },
  { name: 'Neonet', domain: 'neonet.pl' },
  { name: 'Steam', domain: 'store.steampowered.com' },
  { name: 'GOG.com', domain: 'gog.com' },
  { name: 'PlayStation Store', domain: 'store.playstation.com' },
  { name: 'Nintendo eShop', domain: 'nintendo.com' },
  { name: 'Microsoft Store', domain: 'xbox.com' },
  { name: 'Ryanair', domain: 'ryanair.com' },
  { name: 'Wizz Air', domain: 'wizzair.com' },
  { name: 'PKP Intercity', domain: 'intercity.pl' },
  { name: 'Booking.com', domain: 'booking.com' },
  { name: 'mBank', domain: 'mbank.pl' },
  { name: 'ING Bank Śląski', domain: 'ing.pl' },
  { name: 'Hebe', domain: 'hebe.pl' },
  { name: 'Intersport', domain: 'intersport.pl' },
  { name: 'Oponeo', domain: 'oponeo.pl' },
  { name: 'Auto Partner', domain: 'autopartner.com' },
  { name: 'Kaufland', domain: 'kaufland.pl' },
  { name: 'Smyk', domain: 'smyk.com' },
];

export interface SeedProduct {
  title: string;
  /** Typical price in PLN grosze; the seed varies it a little. */
  price: number;
  shops: string[];
  /** Short noun for the generated picture. */
  label: string;
}

const p = (title: string, pricePln: number, shops: string[], label: string): SeedProduct => ({
  title,
  price: Math.round(pricePln * 100),
  shops,
  label,
});

const ELECTRONICS_SHOPS = ['Media Expert', 'x-kom', 'RTV Euro AGD', 'MediaMarkt', 'Neonet', 'Allegro', 'Amazon.pl', 'Morele.net'];
const GAME_SHOPS = ['Media Expert', 'x-kom', 'Empik', 'Allegro', 'MediaMarkt', 'RTV Euro AGD', 'Amazon.pl'];

/** Products per category id of CATEGORY_TREE; every node has at least one so the demo covers the whole tree. */
export const PRODUCTS: Record<string, SeedProduct[]> = {
  electronics: [
    p('Telewizor LG OLED55C4 55" 4K 120 Hz', 4999, ELECTRONICS_SHOPS, 'Telewizor'),
    p('Słuchawki bezprzewodowe Sony WH-1000XM5 z ANC', 1299, ELECTRONICS_SHOPS, 'Słuchawki'),
    p('Laptop Lenovo IdeaPad Slim 5 16" Ryzen 7, 16 GB RAM, 1 TB SSD', 3499, ELECTRONICS_SHOPS, 'Laptop'),
    p('Odkurzacz bezprzewodowy Dyson V15 Detect Absolute', 2899, ELECTRONICS_SHOPS, 'Odkurzacz'),
    p('Głośnik Bluetooth JBL Charge 5 wodoodporny', 549, ELECTRONICS_SHOPS, 'Głośnik'),
    p('Monitor Dell 27" S2721DS QHD IPS', 999, ELECTRONICS_SHOPS, 'Monitor'),
    p('Czytnik e-booków Kindle Paperwhite 16 GB', 649, ['Empik', 'Amazon.pl', 'Media Expert'], 'Czytnik'),
    p('Router Wi-Fi 6 TP-Link Archer AX55', 329, ELECTRONICS_SHOPS, 'Router'),
    p('Soundbar Samsung HW-Q600C 3.1.2 z Dolby Atmos', 1199, ELECTRONICS_SHOPS, 'Soundbar'),
  ],
  'electronics-mobile': [
    p('Smartfon Samsung Galaxy S24 8/256 GB', 3599, ELECTRONICS_SHOPS, 'Smartfon'),
    p('Smartfon Xiaomi Redmi Note 13 Pro 5G 8/256 GB', 1399, ELECTRONICS_SHOPS, 'Smartfon'),
    p('Google Pixel 8a 128 GB', 1899, ['x-kom', 'Media Expert', 'Amazon.pl'], 'Smartfon'),
  ],
  'electronics-mobile-accessories': [
    p('Powerbank Anker 20000 mAh z szybkim ładowaniem', 179, ELECTRONICS_SHOPS, 'Powerbank'),
    p('Smartwatch Samsung Galaxy Watch6 44 mm', 999, ELECTRONICS_SHOPS, 'Smartwatch'),
  ],
  'electronics-mobile-iphone': [
    p('Apple iPhone 15 128 GB', 3799, ELECTRONICS_SHOPS, 'iPhone'),
    p('Apple iPhone 16 Pro 256 GB tytan naturalny', 5999, ELECTRONICS_SHOPS, 'iPhone'),
    p('Apple iPhone 13 128 GB (odnowiony, klasa A)', 1799, ['Allegro', 'Media Expert'], 'iPhone'),
  ],
  'electronics-mobile-iphone-accessories': [
    p('Etui Apple MagSafe do iPhone 15 silikonowe', 229, ELECTRONICS_SHOPS, 'Etui'),
    p('Ładowarka Apple USB-C 20 W', 99, ELECTRONICS_SHOPS, 'Ładowarka'),
  ],
  gaming: [
    p('Fotel gamingowy Diablo X-One 2.0 czarno-czerwony', 899, ['x-kom', 'Morele.net', 'Allegro'], 'Fotel'),
    p('Biurko gamingowe z podświetleniem LED 140 cm', 599, ['x-kom', 'Allegro', 'IKEA'], 'Biurko'),
    p('Mikrofon streamingowy HyperX QuadCast S', 599, ['x-kom', 'Morele.net', 'Media Expert'], 'Mikrofon'),
  ],
  'gaming-hardware': [
    p('Pad 8BitDo Ultimate Bluetooth ze stacją ładującą', 249, ['x-kom', 'Allegro', 'Morele.net'], 'Pad'),
    p('Słuchawki gamingowe HyperX Cloud III', 399, ['x-kom', 'Media Expert', 'Morele.net'], 'Słuchawki'),
    p('Myszka Logitech G502 X Lightspeed', 499, ['x-kom', 'Media Expert', 'Komputronik'], 'Myszka'),
  ],
  'gaming-hardware-pc': [
    p('Karta graficzna MSI GeForce RTX 4070 Super Ventus 2X 12 GB', 2899, ['x-kom', 'Morele.net', 'Komputronik'], 'Karta GPU'),
    p('Procesor AMD Ryzen 7 7800X3D BOX', 1899, ['x-kom', 'Morele.net', 'Komputronik'], 'Procesor'),
    p('Dysk SSD Samsung 990 Pro 2 TB M.2 NVMe', 799, ['x-kom', 'Morele.net', 'Media Expert'], 'Dysk SSD'),
    p('Klawiatura mechaniczna SteelSeries Apex Pro TKL', 899, ['x-kom', 'Komputronik'], 'Klawiatura'),
  ],
  'gaming-hardware-playstation_5': [
    p('Gogle PlayStation VR2', 2299, GAME_SHOPS, 'PS VR2'),
    p('Kierownica Logitech G29 do PS5', 1099, GAME_SHOPS, 'Kierownica'),
  ],
  'gaming-hardware-playstation_5-bare_console': [
    p('Konsola Sony PlayStation 5 Slim z napędem', 2299, GAME_SHOPS, 'PS5 Slim'),
    p('Konsola Sony PlayStation 5 Pro 2 TB', 3499, GAME_SHOPS, 'PS5 Pro'),
    p('Konsola PlayStation 5 Slim Digital Edition', 1899, GAME_SHOPS, 'PS5 Digital'),
  ],
  'gaming-hardware-playstation_5-bundle_console': [
    p('Zestaw PlayStation 5 Slim + EA Sports FC 25', 2399, GAME_SHOPS, 'PS5 + gra'),
    p('PlayStation 5 Slim Digital + dwa pady DualSense', 2199, GAME_SHOPS, 'PS5 zestaw'),
  ],
  'gaming-hardware-playstation_5-accessories': [
    p('Pad DualSense Midnight Black do PS5', 299, GAME_SHOPS, 'DualSense'),
    p('Stacja ładująca do padów DualSense', 129, GAME_SHOPS, 'Ładowarka'),
    p('PlayStation Portal – odtwarzacz zdalny', 999, GAME_SHOPS, 'Portal'),
  ],
  'gaming-hardware-xbox_series_xs': [p('Dysk rozszerzeń Seagate 1 TB do Xbox Series X|S', 799, GAME_SHOPS, 'Dysk Xbox')],
  'gaming-hardware-xbox_series_xs-bare_console': [
    p('Konsola Xbox Series X 1 TB', 2199, GAME_SHOPS, 'Xbox X'),
    p('Konsola Xbox Series S 512 GB biała', 1199, GAME_SHOPS, 'Xbox S'),
  ],
  'gaming-hardware-xbox_series_xs-bundle_console': [
    p('Xbox Series X + Diablo IV w zestawie', 2399, GAME_SHOPS, 'Xbox + gra'),
    p('Xbox Series S 1 TB + Game Pass Ultimate 3 mies.', 1499, GAME_SHOPS, 'Xbox zestaw'),
  ],
  'gaming-hardware-xbox_series_xs-accessories': [
    p('Pad Xbox Wireless Controller Carbon Black', 249, GAME_SHOPS, 'Pad Xbox'),
    p('Akumulator Xbox Play & Charge Kit', 99, GAME_SHOPS, 'Akumulator'),
  ],
  'gaming-hardware-nintendo_switch': [p('Etui ochronne i szkło do Nintendo Switch OLED', 79, GAME_SHOPS, 'Etui')],
  'gaming-hardware-nintendo_switch-bare_console': [
    p('Konsola Nintendo Switch OLED biała', 1399, GAME_SHOPS, 'Switch OLED'),
    p('Konsola Nintendo Switch Lite turkusowa', 849, GAME_SHOPS, 'Switch Lite'),
  ],
  'gaming-hardware-nintendo_switch-bundle_console': [
    p('Nintendo Switch OLED + Mario Kart 8 Deluxe', 1549, GAME_SHOPS, 'Switch + gra'),
    p('Nintendo Switch + Animal Crossing: New Horizons', 1399, GAME_SHOPS, 'Switch zestaw'),
  ],
  'gaming-hardware-nintendo_switch-accessories': [
    p('Nintendo Switch Pro Controller', 299, GAME_SHOPS, 'Pro Controller'),
    p('Joy-Con para neonowa czerwono-niebieska', 329, GAME_SHOPS, 'Joy-Con'),
  ],
  'gaming-games': [
    p("Gra Baldur's Gate 3 – Deluxe Edition", 199, GAME_SHOPS, 'Gra RPG'),
    p('Gra Hogwarts Legacy: Dziedzictwo Hogwartu', 119, GAME_SHOPS, 'Gra'),
  ],
  'gaming-games-pc': [
    p('Cyberpunk 2077: Ultimate Edition (PC, Steam)', 149, ['Steam', 'GOG.com'], 'Gra PC'),
    p('Wiedźmin 3: Dziki Gon – Edycja Kompletna (PC, GOG)', 39, ['GOG.com', 'Steam'], 'Gra PC'),
    p('Frostpunk 2 (PC, Steam)', 169, ['Steam', 'GOG.com'], 'Gra PC'),
    p('Manor Lords (PC) – wczesny dostęp', 99, ['Steam', 'GOG.com'], 'Gra PC'),
  ],
  'gaming-games-mobile': [
    p('Genshin Impact – pakiet 6480 kryształów Genesis', 399, ['Allegro'], 'Gra mobilna'),
    p('Pokémon GO – pakiet 14 500 monet', 399, ['Allegro'], 'Gra mobilna'),
  ],
  'gaming-games-playstation_5': [
    p('Gra Astro Bot (PS5)', 259, [...GAME_SHOPS, 'PlayStation Store'], 'Gra PS5'),
    p("Gra Marvel's Spider-Man 2 (PS5)", 199, [...GAME_SHOPS, 'PlayStation Store'], 'Gra PS5'),
    p('Gra EA Sports FC 25 (PS5)', 219, [...GAME_SHOPS, 'PlayStation Store'], 'Gra PS5'),
    p('Gra Ghost of Tsushima Director’s Cut (PS5)', 179, [...GAME_SHOPS, 'PlayStation Store'], 'Gra PS5'),
  ],
  'gaming-games-xbox_series_xs': [
    p('Gra Forza Horizon 5 Premium (Xbox Series X|S)', 199, [...GAME_SHOPS, 'Microsoft Store'], 'Gra Xbox'),
    p('Gra Starfield (Xbox Series X)', 249, [...GAME_SHOPS, 'Microsoft Store'], 'Gra Xbox'),
    p('Xbox Game Pass Ultimate – 3 miesiące', 169, ['Microsoft Store', 'Allegro'], 'Game Pass'),
  ],
  'gaming-games-nintendo_switch': [
    p('Gra The Legend of Zelda: Tears of the Kingdom (Switch)', 239, [...GAME_SHOPS, 'Nintendo eShop'], 'Gra Switch'),
    p('Gra Super Mario Bros. Wonder (Switch)', 219, [...GAME_SHOPS, 'Nintendo eShop'], 'Gra Switch'),
    p('Gra Mario Kart 8 Deluxe (Switch)', 199, [...GAME_SHOPS, 'Nintendo eShop'], 'Gra Switch'),
  ],
  home: [
    p('Ekspres do kawy DeLonghi Magnifica S ECAM22.110.B', 1199, ['Media Expert', 'RTV Euro AGD', 'MediaMarkt', 'Allegro'], 'Ekspres'),
    p('Robot sprzątający Roborock Q7 Max+ ze stacją', 1699, ['Media Expert', 'x-kom', 'RTV Euro AGD'], 'Robot'),
    p('Frytkownica beztłuszczowa Philips Airfryer XXL', 699, ['Media Expert', 'RTV Euro AGD', 'Lidl'], 'Frytkownica'),
    p('Wiertarko-wkrętarka Bosch GSR 18V-55 z 2 akumulatorami', 899, ['Castorama', 'Leroy Merlin', 'Allegro'], 'Wkrętarka'),
    p('Zestaw garnków Tefal Ingenio 13 elementów', 549, ['Allegro', 'Kaufland', 'Media Expert'], 'Garnki'),
    p('Pościel bawełniana 160x200 z poszewkami', 129, ['IKEA', 'Allegro', 'Biedronka'], 'Pościel'),
    p('Regał KALLAX 4x4 biały', 399, ['IKEA'], 'Regał'),
    p('Myjka ciśnieniowa Kärcher K4 Power Control', 899, ['Castorama', 'Leroy Merlin', 'Lidl'], 'Myjka'),
  ],
  fashion: [
    p("Buty Nike Air Force 1 '07 białe", 499, ['Zalando', 'eobuwie.pl', 'Answear'], 'Buty'),
    p('Kurtka puchowa The North Face 1996 Retro Nuptse', 1399, ['Zalando', 'Answear', 'Intersport'], 'Kurtka'),
    p("Jeansy Levi's 501 Original", 399, ['Zalando', 'Answear'], 'Jeansy'),
    p('Plecak Fjällräven Kånken Classic 16 l', 379, ['Zalando', 'Answear', 'eobuwie.pl'], 'Plecak'),
    p('Bluza adidas Essentials z kapturem', 249, ['Zalando', 'Decathlon', 'Intersport'], 'Bluza'),
    p('Sneakersy New Balance 574', 429, ['eobuwie.pl', 'Zalando'], 'Sneakersy'),
  ],
  automotive: [
    p('Opony zimowe Michelin Alpin 6 205/55 R16 – komplet 4 szt.', 2199, ['Oponeo', 'Allegro'], 'Opony'),
    p('Kamera samochodowa 70mai A500S Dash Cam Pro Plus+', 449, ['Media Expert', 'x-kom', 'Allegro'], 'Wideorejestrator'),
    p('Olej silnikowy Castrol Edge 5W-30 LL 5 l', 219, ['Auto Partner', 'Allegro', 'Castorama'], 'Olej'),
    p('Prostownik Bosch C3 6/12 V', 259, ['Auto Partner', 'Castorama', 'Allegro'], 'Prostownik'),
    p('Odkurzacz samochodowy Xiaomi Mi Vacuum Cleaner Mini', 189, ['x-kom', 'Media Expert'], 'Odkurzacz'),
  ],
  beauty: [
    p('Woda toaletowa Hugo Boss Bottled 100 ml', 349, ['Notino', 'Douglas', 'Sephora'], 'Perfumy'),
    p('Szczoteczka elektryczna Oral-B iO Series 6', 649, ['Rossmann', 'Media Expert', 'Hebe'], 'Szczoteczka'),
    p('Krem regenerujący La Roche-Posay Cicaplast Baume B5+ 100 ml', 69, ['Rossmann', 'Hebe', 'Notino'], 'Krem'),
    p('Suszarka do włosów Dyson Supersonic HD07', 1899, ['Douglas', 'Sephora', 'Media Expert'], 'Suszarka'),
    p('Zestaw kosmetyków CeraVe – oczyszczanie i nawilżanie', 119, ['Rossmann', 'Hebe', 'Notino'], 'Kosmetyki'),
  ],
  sport: [
    p('Rower górski Rockrider ST 530 27,5"', 2199, ['Decathlon'], 'Rower'),
    p('Hulajnoga elektryczna Xiaomi Electric Scooter 4', 1799, ['Media Expert', 'x-kom', 'Decathlon'], 'Hulajnoga'),
    p('Zegarek sportowy Garmin Forerunner 265', 1699, ['x-kom', 'Media Expert', 'Intersport'], 'Zegarek'),
    p('Namiot Quechua 2 Seconds Easy dla 2 osób', 399, ['Decathlon'], 'Namiot'),
    p('Hantle regulowane 2 x 20 kg z walizką', 349, ['Decathlon', 'Allegro', 'Lidl'], 'Hantle'),
    p('Buty do biegania ASICS Gel-Nimbus 26', 699, ['Intersport', 'Zalando', 'eobuwie.pl'], 'Buty'),
  ],
  travel: [
    p('Lot Warszawa – Barcelona w obie strony', 299, ['Ryanair', 'Wizz Air'], 'Samolot'),
    p('Wakacje all inclusive na Krecie – 7 nocy', 2899, ['Booking.com', 'Allegro'], 'Wakacje'),
    p('Bilety PKP Intercity Warszawa – Gdańsk od 49 zł', 49, ['PKP Intercity'], 'Pociąg'),
    p('Walizka kabinowa Samsonite Upscape 55 cm', 599, ['Allegro', 'Zalando', 'Decathlon'], 'Walizka'),
    p('Weekend w Zakopanem ze śniadaniami dla dwojga', 899, ['Booking.com'], 'Góry'),
  ],
  culture: [
    p('Książka „Empuzjon” Olgi Tokarczuk (twarda oprawa)', 59, ['Empik', 'Allegro'], 'Książka'),
    p('Subskrypcja Legimi Premium na 12 miesięcy', 299, ['Empik'], 'E-booki'),
    p('Płyta winylowa Dawid Podsiadło – „Lata dwudzieste”', 129, ['Empik', 'Allegro'], 'Winyl'),
    p('Zestaw LEGO Technic Ford Mustang Shelby GT500', 449, ['Empik', 'Smyk', 'Allegro'], 'LEGO'),
    p('Bilety do kina na dowolny seans – 2 szt.', 49, ['Empik', 'Allegro'], 'Kino'),
  ],
  finance: [
    p('Konto osobiste z premią 400 zł za aktywność', 0, ['mBank', 'ING Bank Śląski'], 'Konto'),
    p('Karta kredytowa bez opłat z 3% cashbackiem', 0, ['mBank', 'ING Bank Śląski'], 'Karta'),
    p('Lokata na nowe środki 7% na 3 miesiące', 0, ['ING Bank Śląski', 'mBank'], 'Lokata'),
  ],
  other: [
    p('Karta podarunkowa Allegro 100 zł za 90 zł', 90, ['Allegro'], 'Karta'),
    p('Karma dla psa Brit Care Adult Salmon 12 kg', 229, ['Allegro', 'Kaufland'], 'Karma'),
    p('Zestaw 40 baterii Duracell AA', 79, ['Biedronka', 'Lidl', 'Allegro'], 'Baterie'),
    p('Pieluchy Pampers Premium Care rozmiar 4, 2 paczki', 149, ['Rossmann', 'Smyk', 'Hebe'], 'Pieluchy'),
  ],
};

export const USERNAMES = [
  'okazjonalny_marek',
  'lowczyni_promocji',
  'tomek_gamer',
  'kasia.zakupy',
  'pan_kupon',
  'ania_z_krakowa',
  'bartek_ps5',
  'ola_oszczedna',
  'michal_tech',
  'zosia_podroze',
  'krzysiek_rowerzysta',
  'magda_beauty',
  'piotr_majsterkowicz',
  'ewa_ksiazkara',
  'jakub_xbox',
  'natalia_moda',
  'wojtek_auto',
  'agnieszka_dom',
  'lukasz_pc',
  'julia_nintendo',
  'adam_finanse',
  'karolina_sport',
  'grzegorz_promo',
  'monika_lowca',
  'pawel_okazje',
  'dominika_zdrowie',
  'kamil_elektronik',
  'weronika_gry',
  'szymon_oszczedza',
  'alicja_kupuje',
];

export const COMMENTS = [
  'Dzięki, właśnie zamówiłem! Cena naprawdę świetna.',
  'Wczoraj było jeszcze taniej, ale i tak warto.',
  'Mam od pół roku i polecam, zero problemów.',
  'Czy ktoś wie, czy to wersja z polską dystrybucją?',
  'U mnie w sklepie stacjonarnym ta sama cena, można odebrać od ręki.',
  'Dostawa w 24 h, paczka przyszła cała.',
  'Trochę drogo jak na ten model, poczekałbym na Black Friday.',
  'Super okazja, dawno nie było tak niskiej ceny!',
  'Kod rabatowy zadziałał bez problemu 👍',
  'Najniższa cena z ostatnich 30 dni, potwierdzam.',
  'Warto dopłacić do wersji z większą pamięcią.',
  'Obsługa sklepu bardzo sprawna, polecam.',
  'Niestety już wyprzedane w moim rozmiarze.',
  'Zamówione, dzięki za cynk!',
  'Czy gwarancja jest producenta czy sprzedawcy?',
];

export const REPLIES = [
  'Tak, polska dystrybucja – sprawdzałem na stronie producenta.',
  'Zgadzam się, to najlepsza cena od dawna.',
  'U mnie też działa, dzięki!',
  'Gwarancja producenta, 24 miesiące.',
  'Dokładnie, ja też czekam na lepszą promocję.',
  'Potwierdzam, właśnie dotarło.',
];
