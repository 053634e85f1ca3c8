import { POINTS_FACTS, pl } from '../facts';
import type { StaticDocument } from '../types';

const points = (count: number) => pl(count, 'punkt', 'punkty', 'punktów');

export const collectPointsPl: StaticDocument = {
  lead: 'Punkty to nasze podziękowanie za współtworzenie społeczności. Zbierasz je za dobre okazje, za codzienne odwiedziny i za uzupełnienie profilu, a potem wymieniasz na nagrody.',
  sections: [
    {
      id: 'ways',
      heading: 'Za co dostajesz punkty',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: `Popularna okazja: ${points(POINTS_FACTS.popularDeal)}`,
              description: `Dodaj okazję, która spodoba się społeczności. Gdy jej wynik po raz pierwszy osiągnie ${POINTS_FACTS.popularThreshold} głosów, trafia na zakładkę „Najlepsze”, a Ty dostajesz ${points(POINTS_FACTS.popularDeal)}. Punkty za daną okazję przyznajemy tylko raz.`,
            },
            {
              term: `Zgoda marketingowa: ${points(POINTS_FACTS.marketingConsent)}`,
              description: [
                'W ',
                { text: 'ustawieniach profilu', to: '/account/settings' },
                ` włącz zgodę marketingową i podaj numer telefonu (e-mail masz już w koncie). Po zapisaniu profilu otrzymasz jednorazowo ${points(POINTS_FACTS.marketingConsent)} – także wtedy, gdy telefon dopiszesz później. Zgodę możesz wycofać w każdej chwili; przyznanych punktów nie odbieramy.`,
              ],
            },
            {
              term: `Dzienny bonus: ${points(POINTS_FACTS.daily)}`,
              description: [
                'Raz dziennie odbierz bonus przyciskiem na stronie ',
                { text: 'Nagrody i punkty', to: '/account/redeem-points' },
                `. Dzień liczymy według czasu polskiego: nowy bonus ${points(POINTS_FACTS.daily)} czeka od północy.`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'tips',
      heading: 'Jak zdobyć więcej',
      blocks: [
        {
          kind: 'list',
          items: [
            'Dodawaj okazje szybko i sprawdzaj, czy ktoś nie opublikował ich przed Tobą – duplikaty są usuwane.',
            'Pisz konkretne tytuły z ceną i nazwą sklepu, np. „Słuchawki Sony WH-1000XM5 za 999 zł w x-kom”.',
            'W opisie podaj porównanie cen, kod rabatowy i warunki dostawy – takie okazje zbierają więcej głosów.',
            'Odbieraj dzienny bonus codziennie; to najprostszy sposób na stały przyrost punktów.',
          ],
        },
      ],
    },
    {
      id: 'history',
      heading: 'Historia i saldo',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Aktualne saldo i historię każdej zmiany punktów znajdziesz na stronie ',
            { text: 'Nagrody i punkty', to: '/account/redeem-points' },
            ' w zakładce historii. Punkty nie wygasają, nie są środkiem płatniczym i nie można ich przenieść na inne konto ani wymienić na gotówkę.',
          ],
        },
      ],
    },
    {
      id: 'spend',
      heading: 'Na co je wydać',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Punkty wymienisz na nagrody z katalogu na swoim koncie oraz w aplikacji mobilnej, gdzie czekają też Dealboxy. Zobacz ',
            { text: 'Wymień punkty w aplikacji', to: '/exchange-points-in-mobile-app' },
            '.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Nabijanie punktów (fałszywe konta, zmowy przy głosowaniu, kopiowanie cudzych okazji) narusza ',
            { text: 'regulamin', to: '/terms' },
            ' i kończy się odebraniem punktów oraz blokadą konta.',
          ],
        },
      ],
    },
  ],
};
