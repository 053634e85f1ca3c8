import { contactDocument } from '../contact';
import { COMPANY, TERMS_FACTS, pl } from '../facts';

export const contactPl = contactDocument({
  lead: 'Masz pytanie, pomysł albo problem z okazją? Napisz do nas – odpowiadamy każdemu, zwykle w ciągu jednego dnia roboczego.',
  writeToUs: 'Napisz do nas',
  channels: {
    help: {
      term: 'Pomoc dla użytkowników',
      text: ['Konto, logowanie, punkty, nagrody i działanie serwisu: ', '. Odpowiadamy w dni robocze w ciągu 24 godzin.'],
    },
    moderation: {
      term: 'Zgłoszenia treści i moderacja',
      text: [
        'Nieaktualne okazje, spam, naruszenia regulaminu: ',
        '. Najszybciej zgłosisz treść przyciskiem „Zgłoś” przy okazji lub komentarzu – moderatorzy sprawdzają zgłoszenia codziennie, także w weekendy.',
      ],
    },
    complaints: {
      term: 'Reklamacje',
      text: [
        'Reklamacje dotyczące działania serwisu wyślij na ',
        ` z dopiskiem „Reklamacja” w temacie. Rozpatrujemy je w ciągu ${pl(TERMS_FACTS.complaintResponseDays, 'dnia', 'dni', 'dni')} od otrzymania.`,
      ],
    },
    personalData: {
      term: 'Ochrona danych osobowych',
      text: [
        'Pytania o dane i wnioski RODO (dostęp, sprostowanie, usunięcie): ',
        '. Odpowiadamy bez zbędnej zwłoki, najpóźniej w ciągu miesiąca.',
      ],
    },
    partnerships: {
      term: 'Sklepy i współpraca',
      text: [
        'Sklepy, marki i agencje, które chcą opublikować ofertę lub zostać zaufanym partnerem: ',
        '. Odpowiadamy w ciągu 2 dni roboczych.',
      ],
    },
    press: { term: 'Media', text: ['Dziennikarze i prasa: ', '.'] },
    general: { term: 'Sprawy ogólne', text: ['Wszystko inne: ', '.'] },
  },
  beforeYouWrite: 'Zanim napiszesz',
  tips: [
    'Odpowiedzi na najczęstsze pytania znajdziesz w [FAQ].',
    'Jak zdobywać punkty, wyjaśniamy na stronie [Jak zbierać punkty].',
    'Pisząc w sprawie konta, użyj adresu e-mail, na który jest ono założone – dzięki temu szybciej je odnajdziemy.',
    'W sprawie konkretnej okazji lub komentarza wklej link do niej. Nigdy nie prosimy o hasło – nie podawaj go w wiadomości.',
  ],
  otherChannels: 'Inne kanały',
  socialMedia:
    'Jesteśmy też na Facebooku, Instagramie, YouTube i TikToku (linki w stopce). Tam publikujemy najgorętsze okazje dnia; sprawy dotyczące konta załatwiamy wyłącznie e-mailem, bo wymagają potwierdzenia tożsamości.',
  companyDetails: 'Dane firmy',
  companyAddress: `Serwis Okazje prowadzi ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}. Korespondencję papierową kieruj na ten adres z dopiskiem „Okazje”. Biuro nie obsługuje wizyt osobistych.`,
});
