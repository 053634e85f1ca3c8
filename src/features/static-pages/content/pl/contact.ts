import { COMPANY, TERMS_FACTS, pl } from '../facts';
import type { StaticDocument } from '../types';

const mail = (address: string) => ({ text: address, href: `mailto:${address}` });

export const contactPl: StaticDocument = {
  lead: 'Masz pytanie, pomysł albo problem z okazją? Napisz do nas – odpowiadamy każdemu, zwykle w ciągu jednego dnia roboczego.',
  sections: [
    {
      id: 'write-to-us',
      heading: 'Napisz do nas',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Pomoc dla użytkowników',
              description: [
                'Konto, logowanie, punkty, nagrody i działanie serwisu: ',
                mail(COMPANY.supportEmail),
                '. Odpowiadamy w dni robocze w ciągu 24 godzin.',
              ],
            },
            {
              term: 'Zgłoszenia treści i moderacja',
              description: [
                'Nieaktualne okazje, spam, naruszenia regulaminu: ',
                mail(COMPANY.moderationEmail),
                '. Najszybciej zgłosisz treść przyciskiem „Zgłoś” przy okazji lub komentarzu – moderatorzy sprawdzają zgłoszenia codziennie, także w weekendy.',
              ],
            },
            {
              term: 'Reklamacje',
              description: [
                'Reklamacje dotyczące działania serwisu wyślij na ',
                mail(COMPANY.supportEmail),
                ` z dopiskiem „Reklamacja” w temacie. Rozpatrujemy je w ciągu ${pl(TERMS_FACTS.complaintResponseDays, 'dnia', 'dni', 'dni')} od otrzymania.`,
              ],
            },
            {
              term: 'Ochrona danych osobowych',
              description: [
                'Pytania o dane i wnioski RODO (dostęp, sprostowanie, usunięcie): ',
                mail(COMPANY.privacyEmail),
                '. Odpowiadamy bez zbędnej zwłoki, najpóźniej w ciągu miesiąca.',
              ],
            },
            {
              term: 'Sklepy i współpraca',
              description: [
                'Sklepy, marki i agencje, które chcą opublikować ofertę lub zostać zaufanym partnerem: ',
                mail(COMPANY.partnersEmail),
                '. Odpowiadamy w ciągu 2 dni roboczych.',
              ],
            },
            {
              term: 'Media',
              description: ['Dziennikarze i prasa: ', mail(COMPANY.pressEmail), '.'],
            },
            {
              term: 'Sprawy ogólne',
              description: ['Wszystko inne: ', mail(COMPANY.generalEmail), '.'],
            },
          ],
        },
      ],
    },
    {
      id: 'before-you-write',
      heading: 'Zanim napiszesz',
      blocks: [
        {
          kind: 'list',
          items: [
            ['Odpowiedzi na najczęstsze pytania znajdziesz w ', { text: 'FAQ', to: '/faq' }, '.'],
            ['Jak zdobywać punkty, wyjaśniamy na stronie ', { text: 'Jak zbierać punkty', to: '/how-to-collect-points' }, '.'],
            'Pisząc w sprawie konta, użyj adresu e-mail, na który jest ono założone – dzięki temu szybciej je odnajdziemy.',
            'W sprawie konkretnej okazji lub komentarza wklej link do niej. Nigdy nie prosimy o hasło – nie podawaj go w wiadomości.',
          ],
        },
      ],
    },
    {
      id: 'other-channels',
      heading: 'Inne kanały',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Jesteśmy też na Facebooku, Instagramie, YouTube i TikToku (linki w stopce). Tam publikujemy najgorętsze okazje dnia; sprawy dotyczące konta załatwiamy wyłącznie e-mailem, bo wymagają potwierdzenia tożsamości.',
        },
      ],
    },
    {
      id: 'address',
      heading: 'Dane firmy',
      blocks: [
        {
          kind: 'paragraph',
          text: `Serwis Okazje prowadzi ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}. Korespondencję papierową kieruj na ten adres z dopiskiem „Okazje”. Biuro nie obsługuje wizyt osobistych.`,
        },
      ],
    },
  ],
};
