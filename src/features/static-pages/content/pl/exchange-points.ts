import { exchangePointsDocument } from '../mobile-app-pages';

export const exchangePointsPl = exchangePointsDocument({
  lead: 'Pełny katalog nagród, Dealboxy, alerty i powiadomienia push masz zawsze pod ręką w darmowej aplikacji Okazje na Androida i iOS.',
  steps: 'Jak wymienić punkty',
  stepList: [
    'Pobierz aplikację Okazje z [Google Play] lub [App Store].',
    'Zaloguj się tym samym kontem co w serwisie – e-mailem, przez Facebook lub Apple. Saldo punktów jest wspólne.',
    'Otwórz zakładkę „Nagrody”, wybierz nagrodę i potwierdź wymianę. Punkty zostaną pobrane od razu.',
    'Podaj dane do realizacji, np. adres dostawy lub e-mail, na który wyślemy kod. Status nagrody śledzisz w zakładce „Moje nagrody”.',
  ],
  inApp: 'Co jeszcze jest w aplikacji',
  inAppList: [
    'Dealboxy – pudełka-niespodzianki otwierane za punkty, z opublikowanymi szansami na każdą nagrodę ([więcej o Dealboxach]).',
    'Powiadomienia push o alertach na słowa kluczowe i odpowiedziach na Twoje komentarze.',
    'Dzienny bonus odbierany jednym dotknięciem.',
  ],
  web: 'A w przeglądarce?',
  webText:
    'Część nagród wymienisz także w serwisie, na stronie [Nagrody i punkty]. Zamówienia z obu miejsc widać na jednej liście. Nie masz jeszcze punktów? Zobacz, [jak je zbierać].',
});
