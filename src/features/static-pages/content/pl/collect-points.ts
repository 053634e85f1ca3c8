import { collectPointsDocument } from '../collect-points';
import { POINTS_FACTS, pl } from '../facts';

const points = (count: number) => pl(count, 'punkt', 'punkty', 'punktów');

export const collectPointsPl = collectPointsDocument({
  lead: 'Punkty to nasze podziękowanie za współtworzenie społeczności. Zbierasz je za dobre okazje, za codzienne odwiedziny i za uzupełnienie profilu, a potem wymieniasz na nagrody.',
  ways: 'Za co dostajesz punkty',
  popularDeal: {
    term: `Popularna okazja: ${points(POINTS_FACTS.popularDeal)}`,
    description: `Dodaj okazję, która spodoba się społeczności. Gdy jej wynik po raz pierwszy osiągnie ${POINTS_FACTS.popularThreshold} głosów, trafia na zakładkę „Najlepsze”, a Ty dostajesz ${points(POINTS_FACTS.popularDeal)}. Punkty za daną okazję przyznajemy tylko raz.`,
  },
  marketingConsent: {
    term: `Zgoda marketingowa: ${points(POINTS_FACTS.marketingConsent)}`,
    description: `W [ustawieniach profilu] włącz zgodę marketingową i podaj numer telefonu (e-mail masz już w koncie). Po zapisaniu profilu otrzymasz jednorazowo ${points(POINTS_FACTS.marketingConsent)} – także wtedy, gdy telefon dopiszesz później. Zgodę możesz wycofać w każdej chwili; przyznanych punktów nie odbieramy.`,
  },
  dailyBonus: {
    term: `Dzienny bonus: ${points(POINTS_FACTS.daily)}`,
    description: `Raz dziennie odbierz bonus przyciskiem na stronie [Nagrody i punkty]. Dzień liczymy według czasu polskiego: nowy bonus ${points(POINTS_FACTS.daily)} czeka od północy.`,
  },
  tips: 'Jak zdobyć więcej',
  tipList: [
    'Dodawaj okazje szybko i sprawdzaj, czy ktoś nie opublikował ich przed Tobą – duplikaty są usuwane.',
    'Pisz konkretne tytuły z ceną i nazwą sklepu, np. „Słuchawki Sony WH-1000XM5 za 999 zł w x-kom”.',
    'W opisie podaj porównanie cen, kod rabatowy i warunki dostawy – takie okazje zbierają więcej głosów.',
    'Odbieraj dzienny bonus codziennie; to najprostszy sposób na stały przyrost punktów.',
  ],
  history: 'Historia i saldo',
  historyText:
    'Aktualne saldo i historię każdej zmiany punktów znajdziesz na stronie [Nagrody i punkty] w zakładce historii. Punkty nie wygasają, nie są środkiem płatniczym i nie można ich przenieść na inne konto ani wymienić na gotówkę.',
  spend: 'Na co je wydać',
  spendText: [
    'Punkty wymienisz na nagrody z katalogu na swoim koncie oraz w aplikacji mobilnej, gdzie czekają też Dealboxy. Zobacz [Wymień punkty w aplikacji].',
    'Nabijanie punktów (fałszywe konta, zmowy przy głosowaniu, kopiowanie cudzych okazji) narusza [regulamin] i kończy się odebraniem punktów oraz blokadą konta.',
  ],
});
