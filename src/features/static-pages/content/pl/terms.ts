import { COMPANY, POINTS_FACTS, TERMS_FACTS, pl } from '../facts';
import type { StaticDocument } from '../types';

const mail = (address: string) => ({ text: address, href: `mailto:${address}` });
const days = (count: number) => pl(count, 'dnia', 'dni', 'dni');
const points = (count: number) => pl(count, 'punkt', 'punkty', 'punktów');

export const termsPl: StaticDocument = {
  lead: 'Regulamin określa zasady korzystania z serwisu Okazje: zakładania konta, publikowania okazji i komentarzy, zbierania punktów oraz składania reklamacji.',
  sections: [
    {
      id: 'general',
      heading: '§1. Postanowienia ogólne',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            `Serwis Okazje (dalej „Serwis”), dostępny w przeglądarce i w aplikacji mobilnej, prowadzi ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city} (dalej „Operator”).`,
            'Serwis jest platformą społecznościową, na której użytkownicy publikują i oceniają informacje o promocjach, kuponach i kodach rabatowych. Operator nie sprzedaje produktów z okazji i nie jest stroną umów zawieranych ze sklepami.',
            'Korzystanie z Serwisu jest bezpłatne.',
            [`Regulamin obowiązuje od `, { strong: TERMS_FACTS.effectiveDate }, '.'],
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: '§2. Konto użytkownika',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              { strong: `Z Serwisu mogą korzystać wyłącznie osoby, które ukończyły ${pl(TERMS_FACTS.minimumAge, 'rok', 'lata', 'lat')}.` },
              ' Zakładając konto, potwierdzasz, że spełniasz ten warunek.',
            ],
            'Konto zakładasz, podając adres e-mail i hasło (potwierdzone kodem wysłanym e-mailem) albo logując się przez Facebook lub Apple. Każda osoba może mieć jedno konto.',
            'Odpowiadasz za poufność hasła i działania wykonane z Twojego konta. Nazwa użytkownika nie może wprowadzać w błąd, naruszać praw osób trzecich ani być obraźliwa.',
            'Umowa o świadczenie usług zostaje zawarta z chwilą założenia konta, na czas nieokreślony. Możesz ją w każdej chwili rozwiązać, usuwając konto w ustawieniach profilu.',
          ],
        },
      ],
    },
    {
      id: 'content',
      heading: '§3. Treści publikowane przez użytkowników',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              'Okazje i komentarze publikujesz zgodnie z ',
              { text: 'zasadami publikacji', to: '/publication-rules' },
              ', które są częścią Regulaminu.',
            ],
            'Publikując treść, udzielasz Operatorowi nieodpłatnej, niewyłącznej licencji na jej wyświetlanie, przechowywanie i udostępnianie w Serwisie, aplikacji mobilnej i kanałach społecznościowych Serwisu, bez ograniczeń terytorialnych, na czas jej obecności w Serwisie.',
            'Zabronione jest publikowanie treści niezgodnych z prawem, wprowadzających w błąd, obraźliwych, naruszających cudze prawa, spamu i niepodpisanych reklam.',
            'Operator może usunąć lub ukryć treść naruszającą Regulamin lub prawo. O usunięciu informujemy autora wraz z uzasadnieniem; od decyzji można się odwołać w trybie reklamacji.',
          ],
        },
      ],
    },
    {
      id: 'deals',
      heading: '§4. Okazje, ceny i linki',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Informacje o okazjach pochodzą od użytkowników i sklepów. Wiążąca jest zawsze oferta w sklepie; promocje mogą się skończyć lub zmienić bez uprzedzenia.',
            [
              { strong: `Historia cen obejmuje ${days(TERMS_FACTS.priceHistoryDays)} wstecz.` },
              ` Cena odniesienia („stara cena”) to najniższa cena produktu z ${days(TERMS_FACTS.priceHistoryDays)} przed obniżką.`,
            ],
            'Linki do sklepów mogą być linkami afiliacyjnymi, za które Operator otrzymuje prowizję. Nie wpływa to na cenę dla kupującego ani na kolejność okazji. Treści sponsorowane są wyraźnie oznaczone.',
            'Kolejność okazji wynika z głosów użytkowników i czasu publikacji; Operator nie przyjmuje opłat za zmianę wyniku głosowania.',
          ],
        },
      ],
    },
    {
      id: 'points',
      heading: '§5. Punkty i nagrody',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            `Użytkownik otrzymuje punkty: ${points(POINTS_FACTS.popularDeal)} za okazję, która osiągnie status popularnej; jednorazowo ${points(POINTS_FACTS.marketingConsent)} za zgodę marketingową przy podanym adresie e-mail i numerze telefonu; ${points(POINTS_FACTS.daily)} za dzienny bonus, raz na dobę kalendarzową czasu polskiego (Europe/Warsaw).`,
            'Punkty wymienia się na nagrody z katalogu w Serwisie lub w aplikacji mobilnej. Punkty nie mają wartości pieniężnej, nie podlegają wymianie na gotówkę ani przeniesieniu na inne konto.',
            'W przypadku nadużyć (fałszywe konta, zmowy przy głosowaniu, kopiowanie cudzych okazji) Operator może odebrać punkty uzyskane w ten sposób i wstrzymać realizację nagród.',
          ],
        },
      ],
    },
    {
      id: 'complaints',
      heading: '§6. Reklamacje',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              'Reklamacje dotyczące Serwisu składasz e-mailem na ',
              mail(COMPANY.supportEmail),
              ' lub listownie na adres Operatora. Opisz problem i podaj adres e-mail konta.',
            ],
            [
              { strong: `Operator rozpatruje reklamację w ciągu ${days(TERMS_FACTS.complaintResponseDays)}` },
              ' od jej otrzymania i odpowiada na adres, z którego ją wysłano.',
            ],
            'Reklamacje dotyczące produktów kupionych w sklepach kieruj do sprzedawcy – Operator nie jest stroną tych umów.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: '§7. Dane osobowe',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Zasady przetwarzania danych osobowych opisuje ',
            { text: 'polityka prywatności', to: '/privacy' },
            `. Dane przechowujemy nie dłużej, niż to konieczne, a w każdym przypadku nie dłużej niż ${pl(TERMS_FACTS.dataRetentionYears, 'rok', 'lata', 'lat')}.`,
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: '§8. Odpowiedzialność',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Operator dokłada starań, aby Serwis działał nieprzerwanie, ale może czasowo ograniczyć dostęp z powodu prac technicznych, o ile to możliwe – z uprzedzeniem.',
            'Operator nie odpowiada za treść ofert sklepów ani za wykonanie umów zawartych ze sklepami. Nie wyłącza to odpowiedzialności Operatora wobec konsumentów w zakresie, w jakim nie można jej wyłączyć.',
          ],
        },
      ],
    },
    {
      id: 'termination',
      heading: '§9. Zawieszenie i usunięcie konta',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Za rażące lub powtarzające się naruszenia Regulaminu Operator może zawiesić lub usunąć konto, informując o przyczynie. Usunięcie konta przez użytkownika lub Operatora kończy umowę; niewykorzystane punkty przepadają.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '§10. Zmiany Regulaminu',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            { strong: `O zmianach Regulaminu informujemy z wyprzedzeniem ${days(TERMS_FACTS.changeNoticeDays)}` },
            ' – e-mailem i komunikatem w Serwisie. Jeśli nie akceptujesz zmian, możesz przed ich wejściem w życie usunąć konto.',
          ],
        },
      ],
    },
    {
      id: 'final',
      heading: '§11. Postanowienia końcowe',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Regulamin podlega prawu polskiemu. Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, np. pomocy miejskiego lub powiatowego rzecznika konsumentów. Postanowienia Regulaminu nie ograniczają praw konsumenta wynikających z bezwzględnie obowiązujących przepisów.',
        },
      ],
    },
  ],
};
