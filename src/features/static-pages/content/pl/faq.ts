import { ALERT_VOTE_THRESHOLDS, KEYWORD_ALERTS_PER_USER } from '@/shared/constants';
import { POINTS_FACTS, TERMS_FACTS, pl } from '../facts';
import { faqContent } from '../faq';

const [firstAlert, secondAlert, thirdAlert] = ALERT_VOTE_THRESHOLDS;
const points = (count: number) => pl(count, 'punkt', 'punkty', 'punktów');

export const faqPl = faqContent({
  lead: 'Najczęściej zadawane pytania o głosowanie, punkty, nagrody i konto. Nie ma tu Twojego pytania? Napisz do nas.',
  questions: {
    'what-is-okazje': {
      question: 'Czym jest Okazje?',
      answer: [
        'Okazje to społeczność łowców promocji w Polsce. Użytkownicy dodają znalezione obniżki, kupony i kody rabatowe, a pozostali oceniają je głosami i komentarzami. Dzięki temu najlepsze oferty szybko trafiają na górę listy, a słabe lub nieaktualne znikają z widoku. Korzystanie z serwisu jest bezpłatne.',
      ],
    },
    voting: {
      question: 'Jak działa głosowanie na okazje?',
      answer: [
        'Przy każdej okazji są dwa przyciski: strzałka w górę („gorąca”) i w dół („zimna”). Wynik okazji to liczba głosów na plus pomniejszona o głosy na minus. Każdy zalogowany użytkownik ma jeden głos na okazję i może go w każdej chwili zmienić lub cofnąć. Na komentarze głosuje się tak samo.',
        'Głosuj uczciwie: oceniaj cenę i warunki oferty, a nie sklep czy autora. Konta tworzone do nabijania głosów blokujemy.',
      ],
    },
    popular: {
      question: 'Co oznacza, że okazja jest „popularna”?',
      answer: [
        `Okazja staje się popularna, gdy jej wynik po raz pierwszy osiągnie ${POINTS_FACTS.popularThreshold} głosów. Trafia wtedy na zakładkę „Najlepsze” na stronie głównej i w kategoriach, a jej autor otrzymuje jednorazowo ${points(POINTS_FACTS.popularDeal)}. Okazja pozostaje na tej liście, nawet jeśli później straci część głosów.`,
      ],
    },
    ranking: {
      question: 'Jak zakładka „Gorące” układa okazje?',
      answer: [
        'Zakładka „Gorące” waży głosy według stażu konta i pozwala okazjom stygnąć z wiekiem, więc na górze są świeże okazje, które podobają się społeczności. Wzór, wagi głosów i limity nowych kont opisujemy na stronie [Jak działa ranking].',
      ],
    },
    'add-deal': {
      question: 'Jak dodać okazję?',
      answer: [
        'Zaloguj się i wybierz „Dodaj okazję” w górnym pasku. Wklej link do oferty, wpisz tytuł z ceną i krótki opis: co to za produkt, jakie są warunki i do kiedy obowiązuje promocja. Sklep rozpoznamy po adresie. Przed publikacją zapoznaj się z [zasadami publikacji].',
      ],
    },
    'collect-points': {
      question: 'Jak zdobywać punkty?',
      answer: [
        [
          `${points(POINTS_FACTS.popularDeal)} za każdą dodaną przez Ciebie okazję, która zostanie popularna,`,
          `${points(POINTS_FACTS.marketingConsent)} jednorazowo za zgodę marketingową, gdy w profilu masz podany e-mail i numer telefonu,`,
          `${points(POINTS_FACTS.daily)} codziennie za odebranie dziennego bonusu (raz na dobę kalendarzową czasu polskiego).`,
        ],
        'Szczegóły znajdziesz na stronie [Jak zbierać punkty].',
      ],
    },
    prizes: {
      question: 'Na co mogę wymienić punkty?',
      answer: [
        'Na nagrody z katalogu: karty podarunkowe, gadżety i kody do sklepów. Katalog i saldo znajdziesz w zakładce [Nagrody i punkty] na swoim koncie. Po wybraniu nagrody punkty są pobierane od razu, a nagroda ma status „oczekuje”, dopóki nie podasz danych do realizacji (np. adresu do wysyłki). Po weryfikacji status zmienia się na „zrealizowana” albo – gdy nagrody nie da się wydać – na „odrzucona”, a my piszemy do Ciebie z wyjaśnieniem.',
        'Jeszcze więcej nagród i Dealboxy czekają w aplikacji mobilnej – zobacz [Wymień punkty w aplikacji].',
      ],
    },
    dealboxes: {
      question: 'Czym są Dealboxy?',
      answer: [
        'Dealboxy to wirtualne pudełka-niespodzianki w aplikacji mobilnej. Otwierasz je za punkty i losujesz jedną z nagród – od punktów po karty podarunkowe. Szanse na każdą nagrodę są opublikowane przy pudełku, a nagrody niedostępne w magazynie nie biorą udziału w losowaniu. Więcej na stronie [Dealboxy].',
      ],
    },
    alerts: {
      question: 'Jak działają alerty na słowa kluczowe?',
      answer: [
        `W zakładce [Alerty] dodaj słowo, np. nazwę produktu lub marki (do ${KEYWORD_ALERTS_PER_USER} alertów). Gdy pojawi się okazja z tym słowem w tytule, a potem gdy zdobędzie ${firstAlert}, ${secondAlert} i ${thirdAlert} głosów, dostaniesz powiadomienie w skrzynce. Wielkość liter i polskie znaki nie mają znaczenia: „sluchawki” znajdzie także „Słuchawki”.`,
      ],
    },
    offline: {
      question: 'Czy Okazje działa bez internetu?',
      answer: [
        'Tak, w dużej części. Okazje to aplikacja webowa (PWA), którą możesz zainstalować na telefonie lub komputerze z menu przeglądarki. Ostatnio oglądane okazje i listy otworzysz bez połączenia. Głosy, zapisane okazje i komentarze dodane offline czekają w kolejce i zostaną wysłane automatycznie, gdy wróci internet – nic nie zostanie policzone dwa razy.',
      ],
    },
    account: {
      question: 'Czy muszę zakładać konto?',
      answer: [
        `Nie, okazje, kupony i wyszukiwarkę przeglądasz bez logowania. Konto jest potrzebne, aby głosować, komentować, zapisywać okazje, dodawać własne, ustawiać alerty i zbierać punkty. Zarejestrujesz się e-mailem i hasłem albo przez Facebook lub Apple. Z serwisu mogą korzystać osoby, które ukończyły ${pl(TERMS_FACTS.minimumAge, 'rok', 'lata', 'lat')}.`,
      ],
    },
    'delete-account': {
      question: 'Jak zmienić dane lub usunąć konto?',
      answer: [
        'Nazwę, zdjęcie, telefon, datę urodzenia i zgodę marketingową zmienisz w [ustawieniach profilu]. Tam też jest przycisk usunięcia konta: po potwierdzeniu usuwamy Twoje dane osobowe, a dodane okazje i komentarze pozostają pod anonimową nazwą, żeby dyskusje zachowały sens.',
      ],
    },
    report: {
      question: 'Jak zgłosić nieaktualną okazję lub niewłaściwy komentarz?',
      answer: [
        'Na stronie okazji użyj przycisku zgłoszenia, jeśli oferta wygasła lub cena się zmieniła. Komentarz zgłosisz z menu przy komentarzu, opisując krótko problem. Moderatorzy sprawdzają każde zgłoszenie; autor zgłoszenia pozostaje anonimowy.',
      ],
    },
    affiliate: {
      question: 'Czy Okazje zarabia na linkach do sklepów?',
      answer: [
        'Niektóre linki są linkami afiliacyjnymi: jeśli kupisz coś po kliknięciu, sklep może wypłacić nam prowizję. Nie zmienia to ceny, którą płacisz, ani kolejności okazji – o tym decydują wyłącznie głosy społeczności. Oferty sponsorowane są zawsze wyraźnie oznaczone. Więcej w [regulaminie].',
      ],
    },
    'price-differs': {
      question: 'Dlaczego cena w sklepie jest inna niż w okazji?',
      answer: [
        `Promocje bywają krótkie, a liczba sztuk ograniczona. Cena w okazji to cena z chwili dodania; „stara cena” to najniższa cena z ${pl(TERMS_FACTS.priceHistoryDays, 'dnia', 'dni', 'dni')} przed obniżką, zgodnie z zasadą Omnibus. Jeśli oferta już nie działa, zgłoś ją – oznaczymy ją jako wygasłą.`,
      ],
    },
  },
});
