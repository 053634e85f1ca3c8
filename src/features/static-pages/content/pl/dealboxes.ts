import { MOBILE_APP, TERMS_FACTS, pl } from '../facts';
import type { StaticDocument } from '../types';

export const dealboxesPl: StaticDocument = {
  lead: 'Dealboxy to pudełka-niespodzianki w aplikacji Okazje. Otwierasz je za zebrane punkty i losujesz nagrodę – kartę podarunkową, gadżet albo pulę punktów.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'Jak to działa',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              'Zbieraj punkty za popularne okazje, zgodę marketingową i dzienny bonus (',
              { text: 'jak zbierać punkty', to: '/how-to-collect-points' },
              ').',
            ],
            'W aplikacji wybierz Dealbox – przy każdym widać jego cenę w punktach, listę nagród i szansę na każdą z nich.',
            'Otwórz pudełko: punkty są pobierane, a wylosowana nagroda trafia od razu do zakładki „Moje nagrody”.',
          ],
        },
      ],
    },
    {
      id: 'fair-play',
      heading: 'Uczciwe zasady',
      blocks: [
        {
          kind: 'list',
          items: [
            'Szanse na każdą nagrodę są opublikowane przed otwarciem i sumują się do 100%.',
            'Nagrody, których zabrakło w magazynie, są usuwane z losowania i z opublikowanych szans.',
            'Dealboxy otwiera się wyłącznie za punkty – nie można ich kupić za pieniądze.',
            `Dealboxy są dostępne wyłącznie dla pełnoletnich użytkowników (od ${pl(TERMS_FACTS.minimumAge, 'roku', 'lat', 'lat')}).`,
          ],
        },
      ],
    },
    {
      id: 'get-the-app',
      heading: 'Pobierz aplikację',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Aplikacja Okazje jest bezpłatna: ',
            { text: 'Google Play', href: MOBILE_APP.googlePlayUrl },
            ' i ',
            { text: 'App Store', href: MOBILE_APP.appStoreUrl },
            '. Zaloguj się tym samym kontem, a Twoje punkty będą czekały.',
          ],
        },
      ],
    },
  ],
};
