import { DESCRIPTION_MAX, TITLE_MAX } from '@/shared/constants';
import { TERMS_FACTS, pl } from '../facts';
import { publicationRulesDocument } from '../publication-rules';

export const publicationRulesPl = publicationRulesDocument({
  lead: 'Dzięki tym zasadom na Okazjach znajdziesz prawdziwe, aktualne i uczciwie opisane promocje. Obowiązują każdego, kto dodaje okazje i komentarze.',
  whatToPost: {
    heading: 'Co można publikować',
    items: [
      'Promocje, obniżki cen, kupony i kody rabatowe dostępne dla klientów w Polsce – w sklepach internetowych i stacjonarnych.',
      'Oferty ogólnodostępne: bez zaproszeń, kodów jednorazowych przypisanych do jednej osoby i programów „poleć znajomego”.',
      'Okazje aktualne w chwili publikacji, z ceną rzeczywiście niższą niż zwykle – sprawdź historię cen z ostatnich 30 dni.',
      'Darmowe rzeczy i gry (np. rozdawnictwa w sklepach z grami) – z podaniem, jak je odebrać.',
    ],
  },
  howToPost: {
    heading: 'Jak dobrze opisać okazję',
    items: [
      `Tytuł (do ${pl(TITLE_MAX, 'znaku', 'znaków', 'znaków')}): nazwa produktu, cena i sklep, np. „Konsola PlayStation 5 Slim za 1899 zł w Media Expert”.`,
      `Opis (do ${pl(DESCRIPTION_MAX, 'znaku', 'znaków', 'znaków')}): co kupujesz, warunki promocji, koszt dostawy, kod rabatowy, data końca, porównanie z innymi sklepami.`,
      'Link prowadzi bezpośrednio do oferty, a nie do strony głównej sklepu ani skracacza linków.',
      'Jedna okazja – jeden produkt lub jedna akcja promocyjna. Sprawdź wyszukiwarką, czy nikt jej jeszcze nie dodał.',
    ],
  },
  affiliate: {
    heading: 'Linki afiliacyjne i współpraca',
    items: [
      'Nie dodawaj własnych linków afiliacyjnych ani partnerskich. Linki do sklepów mogą zostać przez nas zamienione na afiliacyjne – prowizje od sklepów utrzymują serwis i nie zmieniają ceny dla kupującego.',
      'Jeśli pracujesz dla sklepu lub marki albo otrzymujesz wynagrodzenie za promocję, napisz to wyraźnie w opisie. Sklepy mogą publikować oferty po kontakcie z nami, jako treść oznaczoną.',
      'Oferty sponsorowane i przypięte są zawsze oznaczone w serwisie.',
    ],
  },
  prohibited: {
    heading: 'Czego nie publikujemy',
    items: [
      `Produktów i usług niedozwolonych dla osób poniżej ${pl(TERMS_FACTS.minimumAge, 'roku', 'lat', 'lat')} bez oznaczenia NSFW, a także alkoholu w formie reklamy, wyrobów tytoniowych, leków na receptę, broni i hazardu.`,
      'Podróbek, towarów z nielegalnych źródeł, pirackich kluczy i kont.',
      'Fałszywych obniżek, cen „przed obniżką” zawyżonych tuż przed promocją, ofert wprowadzających w błąd.',
      'Spamu, łańcuszków poleceń, linków do ankiet i zbierania danych osobowych.',
      'Treści obraźliwych, dyskryminujących, nękających, naruszających prywatność lub prawa autorskie (np. cudzych zdjęć bez zgody).',
    ],
  },
  comments: {
    heading: 'Komentarze',
    text: 'Komentuj na temat okazji: dziel się doświadczeniami, lepszymi cenami i kodami. Krytykuj ofertę, nie ludzi. Komentarze z wulgaryzmami, atakami osobistymi lub reklamą usuwamy.',
  },
  moderation: {
    heading: 'Moderacja i konsekwencje',
    text: 'Moderatorzy mogą poprawić tytuł lub kategorię, oznaczyć okazję jako wygasłą, ukryć ją lub usunąć. Za poważne lub powtarzające się naruszenia grozi utrata punktów i blokada konta, zgodnie z [regulaminem]. Treść naruszającą zasady zgłoś przyciskiem „Zgłoś”; w innych sprawach [skontaktuj się z nami].',
  },
});
