import { COMPANY, TERMS_FACTS, pl } from '../facts';
import type { StaticDocument } from '../types';

const mail = (address: string) => ({ text: address, href: `mailto:${address}` });
const years = (count: number) => pl(count, 'roku', 'lat', 'lat');

export const privacyPl: StaticDocument = {
  lead: 'Szanujemy Twoją prywatność. Poniżej wyjaśniamy, jakie dane przetwarzamy, po co, na jakiej podstawie i jak długo, oraz jakie masz prawa zgodnie z RODO.',
  sections: [
    {
      id: 'controller',
      heading: '1. Administrator danych',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `Administratorem Twoich danych osobowych jest ${COMPANY.name} z siedzibą w Warszawie, ${COMPANY.street}, ${COMPANY.city} („my”). W sprawach danych osobowych wyznaczyliśmy inspektora ochrony danych, z którym skontaktujesz się pod adresem `,
            mail(COMPANY.privacyEmail),
            ' lub listownie na adres siedziby.',
          ],
        },
      ],
    },
    {
      id: 'data',
      heading: '2. Jakie dane przetwarzamy',
      blocks: [
        {
          kind: 'list',
          items: [
            'Dane konta: adres e-mail, nazwa użytkownika, skrót hasła (nigdy samo hasło), a przy logowaniu przez Facebook lub Apple – identyfikator i adres e-mail przekazane przez tego dostawcę.',
            'Dane profilu, które podajesz dobrowolnie: zdjęcie profilowe, numer telefonu, data urodzenia, płeć, zgoda marketingowa.',
            'Treści, które publikujesz: okazje, komentarze, głosy, zgłoszenia, zapisane okazje i alerty na słowa kluczowe.',
            'Dane o punktach i nagrodach, w tym dane do realizacji nagrody (np. adres dostawy).',
            'Dane techniczne: adres IP, typ przeglądarki i urządzenia, anonimowy identyfikator urządzenia, czas i rodzaj wykonanych działań, dzienniki błędów.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: '3. Cele i podstawy prawne',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Prowadzenie konta i świadczenie usług serwisu',
              description:
                'Rejestracja, logowanie, publikowanie okazji i komentarzy, głosowanie, alerty, punkty i nagrody – art. 6 ust. 1 lit. b RODO (wykonanie umowy, czyli regulaminu).',
            },
            {
              term: 'Bezpieczeństwo i zapobieganie nadużyciom',
              description:
                'Ochrona przed spamem, włamaniami, fałszywymi kontami i nabijaniem głosów, limity prób logowania – art. 6 ust. 1 lit. f RODO (nasz prawnie uzasadniony interes).',
            },
            {
              term: 'Moderacja i rozpatrywanie zgłoszeń oraz reklamacji',
              description:
                'Art. 6 ust. 1 lit. b i f RODO, a w zakresie obowiązków wynikających z przepisów o usługach cyfrowych (DSA) – art. 6 ust. 1 lit. c RODO.',
            },
            {
              term: 'Marketing i newsletter',
              description:
                'Wiadomości o okazjach i promocjach wysyłane e-mailem lub SMS-em – art. 6 ust. 1 lit. a RODO (Twoja zgoda), którą możesz wycofać w ustawieniach profilu w każdej chwili, bez wpływu na zgodność z prawem wcześniejszego przetwarzania.',
            },
            {
              term: 'Statystyki i rozwój serwisu',
              description: 'Zbiorcze statystyki ruchu i wyświetleń banerów, pomiar wydajności – art. 6 ust. 1 lit. f RODO.',
            },
            {
              term: 'Rozliczenia, obowiązki prawne i roszczenia',
              description:
                'Prowadzenie dokumentacji księgowej i podatkowej (np. przy wydaniu nagród) – art. 6 ust. 1 lit. c RODO; ustalenie, dochodzenie i obrona roszczeń – art. 6 ust. 1 lit. f RODO.',
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: '4. Jak długo przechowujemy dane',
      blocks: [
        {
          kind: 'list',
          items: [
            'Dane konta i profilu – przez czas posiadania konta. Po usunięciu konta dane osobowe są usuwane lub anonimizowane; opublikowane okazje i komentarze pozostają pod anonimową nazwą.',
            'Kody weryfikacyjne – 10 minut; sesje logowania – do wylogowania lub wygaśnięcia.',
            'Dane przetwarzane na podstawie zgody – do jej wycofania.',
            'Dane potrzebne do rozliczeń, obowiązków prawnych oraz ustalenia, dochodzenia lub obrony roszczeń – przez okres przedawnienia roszczeń i wymagany przepisami.',
            [
              { strong: `W żadnym przypadku nie przechowujemy danych osobowych dłużej niż ${years(TERMS_FACTS.dataRetentionYears)}` },
              ' od zakończenia korzystania z serwisu.',
            ],
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: '5. Komu przekazujemy dane',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nie sprzedajemy danych osobowych. Korzystamy z podmiotów przetwarzających dane w naszym imieniu, na podstawie umów powierzenia i wyłącznie zgodnie z naszymi poleceniami:',
        },
        {
          kind: 'list',
          items: [
            'dostawca hostingu i chmury obliczeniowej (serwery w Unii Europejskiej),',
            'dostawca poczty elektronicznej i SMS (wiadomości z kodami i powiadomienia),',
            'dostawca narzędzi analitycznych i monitorowania błędów,',
            'firmy kurierskie i dostawcy kart podarunkowych – tylko przy realizacji nagrody,',
            'kancelarie prawne, biuro rachunkowe i audytorzy – w niezbędnym zakresie.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Jeśli logujesz się przez Facebook lub Apple, ci dostawcy są odrębnymi administratorami danych przetwarzanych po ich stronie. Dane udostępniamy też organom publicznym, gdy wymaga tego prawo.',
        },
      ],
    },
    {
      id: 'transfers',
      heading: '6. Przekazywanie danych poza EOG',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dane przechowujemy w Europejskim Obszarze Gospodarczym. Jeśli któryś z dostawców przetwarza dane poza EOG, robimy to wyłącznie na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni poziom ochrony (np. EU-US Data Privacy Framework) lub standardowych klauzul umownych. Kopię zabezpieczeń możesz otrzymać na wniosek.',
        },
      ],
    },
    {
      id: 'rights',
      heading: '7. Twoje prawa',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Masz prawo do:',
        },
        {
          kind: 'list',
          items: [
            'dostępu do swoich danych i otrzymania ich kopii,',
            'sprostowania nieprawidłowych danych (większość z nich zmienisz sam w ustawieniach profilu),',
            'usunięcia danych („prawo do bycia zapomnianym”) – także przyciskiem usunięcia konta,',
            'ograniczenia przetwarzania,',
            'przenoszenia danych, które nam przekazałeś, w formacie nadającym się do odczytu maszynowego,',
            'sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie, w tym wobec marketingu bezpośredniego,',
            'wycofania zgody w dowolnym momencie,',
            'wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Wnioski wyślij na ',
            mail(COMPANY.privacyEmail),
            '. Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca. Podanie danych jest dobrowolne, ale bez adresu e-mail nie założysz konta.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: '8. Pliki cookies i pamięć przeglądarki',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Serwis zapisuje w Twojej przeglądarce niewielkie ilości danych:',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Niezbędne',
              description:
                'Tokeny sesji (pozostajesz zalogowany), wybór motywu i języka, potwierdzenie komunikatu o cookies, anonimowy identyfikator urządzenia oraz kopia danych i kolejka działań offline (IndexedDB), dzięki którym serwis działa bez internetu. Bez nich serwis nie działałby poprawnie.',
            },
            {
              term: 'Funkcjonalne',
              description: 'Historia ostatnich wyszukiwań (do 5 haseł) – możesz ją usunąć w oknie wyszukiwania.',
            },
            {
              term: 'Analityczne',
              description: 'Zbiorcze statystyki odwiedzin i wyświetleń banerów, pomagające nam rozwijać serwis.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ustawienia cookies zmienisz w przeglądarce; usunięcie danych przeglądarki wyloguje Cię i wyczyści zapisane ustawienia. Po przejściu do sklepu przez link afiliacyjny sklep lub sieć afiliacyjna mogą zapisać własne cookies, zgodnie z ich politykami prywatności.',
        },
      ],
    },
    {
      id: 'profiling',
      heading: '9. Zautomatyzowane decyzje',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, które wywoływałyby skutki prawne. Kolejność okazji wynika z głosów społeczności, a alerty dopasowujemy wyłącznie do słów, które sam ustawiłeś.',
        },
      ],
    },
    {
      id: 'security',
      heading: '10. Bezpieczeństwo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Połączenia są szyfrowane (HTTPS), hasła przechowujemy wyłącznie w postaci odpornych skrótów, dostęp do danych mają tylko upoważnione osoby, a kopie zapasowe są szyfrowane. O naruszeniu ochrony danych, które mogłoby powodować wysokie ryzyko, poinformujemy Cię i organ nadzorczy zgodnie z RODO.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '11. Zmiany polityki',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `O istotnych zmianach tej polityki poinformujemy e-mailem i komunikatem w serwisie z wyprzedzeniem ${pl(TERMS_FACTS.changeNoticeDays, 'dnia', 'dni', 'dni')}. Polityka obowiązuje od ${TERMS_FACTS.effectiveDate}. Zobacz też `,
            { text: 'regulamin', to: '/terms' },
            '.',
          ],
        },
      ],
    },
  ],
};
