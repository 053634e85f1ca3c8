import { COMPANY } from '../facts';
import type { PartnersContent } from '../types';

export const partnersEn: PartnersContent = {
  lead: 'Trusted partners are shops we work with directly. We have checked their terms for purchases, returns and customer service, and we raise the problems the community reports with them as they come.',
  sections: [
    {
      id: 'what-it-means',
      heading: 'What trusted partner status means',
      blocks: [
        {
          kind: 'list',
          items: [
            'The shop operates in Poland, gives full seller details and accepts returns as consumer law requires.',
            'Promotions and discount codes the shop publishes are checked before publication and marked.',
            'The shop shows the lowest price from the 30 days before a reduction and handles complaints we pass on without undue delay.',
            "Partner status does not affect voting – you rate partners' deals like any other.",
          ],
        },
      ],
    },
    {
      id: 'become-partner',
      heading: 'Want to become a partner?',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Write to ',
            { text: COMPANY.partnersEmail, href: `mailto:${COMPANY.partnersEmail}` },
            ' – we answer within 2 working days.',
          ],
        },
      ],
    },
  ],
  partners: [
    { name: 'x-kom', url: 'https://www.x-kom.pl', note: 'Electronics and computers; frequent "hot shots" and codes for components.' },
    {
      name: 'Media Expert',
      url: 'https://www.mediaexpert.pl',
      note: 'Consumer electronics and home appliances; weekend promotions and 0% instalments.',
    },
    { name: 'RTV Euro AGD', url: 'https://www.euro.com.pl', note: 'Large appliances delivered and carried in; seasonal sales.' },
    { name: 'MediaMarkt', url: 'https://mediamarkt.pl', note: 'Electronics and consoles; "no VAT" campaigns and game bundles.' },
    { name: 'Morele.net', url: 'https://www.morele.net', note: 'Computer and gaming hardware; deals of the day.' },
    { name: 'Empik', url: 'https://www.empik.com', note: 'Books, games and music; codes for Empik Premium members.' },
    { name: 'Decathlon', url: 'https://www.decathlon.pl', note: 'Sports and outdoor; end-of-collection sales.' },
    { name: 'Rossmann', url: 'https://www.rossmann.pl', note: 'Drugstore; "2+2" offers and coupons in its app.' },
    { name: 'Zalando', url: 'https://www.zalando.pl', note: 'Fashion and shoes; free returns within 100 days.' },
    { name: 'eobuwie.pl', url: 'https://www.eobuwie.com.pl', note: 'Shoes and bags; discount codes for your next order.' },
    { name: 'Notino', url: 'https://www.notino.pl', note: 'Perfume and cosmetics; discounts on gift sets.' },
    { name: 'Castorama', url: 'https://www.castorama.pl', note: 'Home and garden; promotions on tools and materials.' },
  ],
};
