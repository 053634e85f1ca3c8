/**
 * 'Most searched': the product's own 8 fixed shortcuts (a game console, a building toy, a phone and a computer,
 * sports apparel, vacuum and hair care, and two headphone brands). Labels are brand names, the same in every language;
 * the pictures are generic drawings of the product type, never the brands' logos.
 */
export interface SearchShortcut {
  keyword: string;
  image: string;
}

export const MOST_SEARCHED: readonly SearchShortcut[] = [
  { keyword: 'PlayStation 5', image: '/search/console.svg' },
  { keyword: 'LEGO', image: '/search/bricks.svg' },
  { keyword: 'iPhone', image: '/search/phone.svg' },
  { keyword: 'MacBook', image: '/search/laptop.svg' },
  { keyword: 'Nike', image: '/search/sneaker.svg' },
  { keyword: 'Dyson', image: '/search/vacuum.svg' },
  { keyword: 'JBL', image: '/search/speaker.svg' },
  { keyword: 'Sony WH-1000XM5', image: '/search/headphones.svg' },
];
