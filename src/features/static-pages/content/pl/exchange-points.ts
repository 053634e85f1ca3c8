import { MOBILE_APP } from '../facts';
import type { StaticDocument } from '../types';

export const exchangePointsPl: StaticDocument = {
  lead: 'Pełny katalog nagród, Dealboxy, alerty i powiadomienia push masz zawsze pod ręką w darmowej aplikacji Okazje na Androida i iOS.',
  sections: [
    {
      id: 'steps',
      heading: 'Jak wymienić punkty',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              'Pobierz aplikację Okazje z ',
              { text: 'Google Play', href: MOBILE_APP.googlePlayUrl },
              ' lub ',
              { text: 'App Store', href: MOBILE_APP.appStoreUrl },
              '.',
            ],
            'Zaloguj się tym samym kontem co w serwisie – e-mailem, przez Facebook lub Apple. Saldo punktów jest wspólne.',
            'Otwórz zakładkę „Nagrody”, wybierz nagrodę i potwierdź wymianę. Punkty zostaną pobrane od razu.',
            'Podaj dane do realizacji, np. adres dostawy lub e-mail, na który wyślemy kod. Status nagrody śledzisz w zakładce „Moje nagrody”.',
          ],
        },
      ],
    },
    {
      id: 'in-app',
      heading: 'Co jeszcze jest w aplikacji',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Dealboxy – pudełka-niespodzianki otwierane za punkty, z opublikowanymi szansami na każdą nagrodę (',
              { text: 'więcej o Dealboxach', to: '/dealboxes' },
              ').',
            ],
            'Powiadomienia push o alertach na słowa kluczowe i odpowiedziach na Twoje komentarze.',
            'Dzienny bonus odbierany jednym dotknięciem.',
          ],
        },
      ],
    },
    {
      id: 'web',
      heading: 'A w przeglądarce?',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Część nagród wymienisz także w serwisie, na stronie ',
            { text: 'Nagrody i punkty', to: '/account/redeem-points' },
            '. Zamówienia z obu miejsc widać na jednej liście. Nie masz jeszcze punktów? Zobacz, ',
            { text: 'jak je zbierać', to: '/how-to-collect-points' },
            '.',
          ],
        },
      ],
    },
  ],
};
