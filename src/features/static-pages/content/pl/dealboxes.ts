import { TERMS_FACTS, pl } from '../facts';
import { dealboxesDocument } from '../mobile-app-pages';

export const dealboxesPl = dealboxesDocument({
  lead: 'Dealboxy to pudełka-niespodzianki w aplikacji Okazje. Otwierasz je za zebrane punkty i losujesz nagrodę – kartę podarunkową, gadżet albo pulę punktów.',
  howItWorks: 'Jak to działa',
  steps: [
    'Zbieraj punkty za popularne okazje, zgodę marketingową i dzienny bonus ([jak zbierać punkty]).',
    'W aplikacji wybierz Dealbox – przy każdym widać jego cenę w punktach, listę nagród i szansę na każdą z nich.',
    'Otwórz pudełko: punkty są pobierane, a wylosowana nagroda trafia od razu do zakładki „Moje nagrody”.',
  ],
  fairPlay: 'Uczciwe zasady',
  rules: [
    'Szanse na każdą nagrodę są opublikowane przed otwarciem i sumują się do 100%.',
    'Nagrody, których zabrakło w magazynie, są usuwane z losowania i z opublikowanych szans.',
    'Dealboxy otwiera się wyłącznie za punkty – nie można ich kupić za pieniądze.',
    `Dealboxy są dostępne wyłącznie dla pełnoletnich użytkowników (od ${pl(TERMS_FACTS.minimumAge, 'roku', 'lat', 'lat')}).`,
  ],
  getTheApp: 'Pobierz aplikację',
  getTheAppText: 'Aplikacja Okazje jest bezpłatna: [Google Play] i [App Store]. Zaloguj się tym samym kontem, a Twoje punkty będą czekały.',
});
