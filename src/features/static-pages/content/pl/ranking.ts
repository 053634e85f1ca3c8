import { pl } from '../facts';
import { RANKING_FACTS as F, decimal, rankingDocument } from '../ranking';

const epoch = F.epoch.toLocaleDateString('pl', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const rankingPl = rankingDocument({
  lead: 'O tym, co widzisz na zakładce „Gorące”, decydują głosy społeczności. Głosy kont z dłuższym stażem ważą więcej, więc garść świeżo założonych kont nie wypchnie okazji na górę. Poniżej są dokładne zasady – te same liczby stosuje serwis.',
  hot: {
    heading: 'Zakładka „Gorące”',
    intro: 'Każda okazja ma ranking, a zakładka „Gorące” pokazuje okazje od najwyższego rankingu. Ranking liczymy ze wzoru:',
    formula: `ranking = znak(w) · log₁₀(1 + |w|) + t / ${F.decayHours} h`,
    terms: [
      'w – ważony wynik okazji: suma wag głosów na plus minus suma wag głosów na minus,',
      `t – czas, jaki upłynął od ${epoch} do dodania okazji (ta sama stała dla wszystkich, więc ranking okazji nie spada z upływem czasu – to nowsze okazje startują wyżej).`,
    ],
    decay: `Każde ${pl(F.decayHours, 'godzina', 'godziny', 'godzin')} wieku kosztuje dziesięciokrotność wyniku: okazja sprzed ${pl(F.decayHours, 'godziny', 'godzin', 'godzin')} potrzebuje 10 razy wyższego wyniku, a sprzed ${pl(F.decayHours * 2, 'godziny', 'godzin', 'godzin')} – 100 razy wyższego, żeby stanąć obok nowej. Logarytm sprawia, że pierwsze głosy znaczą najwięcej: jeden głos o wadze 1 jest wart około ${decimal(F.oneVoteHours, 'pl')} h świeżości. Okazja z przewagą głosów na minus spada poniżej nowych okazji bez głosów.`,
  },
  standing: {
    heading: 'Poziomy kont i waga głosu',
    intro:
      'Każde konto ma jeden z trzech poziomów. Poziom decyduje, ile waży jego głos w rankingu „Gorące”, przy wejściu okazji na „Najlepsze” i przy punktach za popularną okazję. Licznik głosów przy okazji pokazuje zawsze zwykłą liczbę głosów.',
    levels: [
      {
        term: `Nowe konto – waga głosu ${F.weights.new}`,
        description: `Konto młodsze niż ${pl(F.memberMinAgeDays, 'dzień', 'dni', 'dni')}, bez potwierdzonego adresu e-mail albo zawieszone. Może głosować i komentować, ale jego głosy nie przesuwają okazji.`,
      },
      {
        term: `Członek – waga głosu ${F.weights.member}`,
        description: `Konto z potwierdzonym adresem e-mail, założone co najmniej ${pl(F.memberMinAgeDays, 'dzień', 'dni', 'dni')} temu.`,
      },
      {
        term: `Stały bywalec – waga głosu ${F.weights.regular}`,
        description: `Konto założone co najmniej ${pl(F.regularMinAgeDays, 'dzień', 'dni', 'dni')} temu, które oddało co najmniej ${pl(F.regularMinVotes, 'głos', 'głosy', 'głosów')} lub napisało ${pl(F.regularMinComments, 'komentarz', 'komentarze', 'komentarzy')}, którego okazja trafiła na „Najlepsze” albo ${pl(F.regularMinPositiveComments, 'komentarz ma', 'komentarze mają', 'komentarzy ma')} dodatni wynik, i które nie dostało kary w ostatnich ${pl(F.sanctionFreeDays, 'dniu', 'dniach', 'dniach')}.`,
      },
    ],
    notes: [
      `Obok nazwy konta młodszego niż ${pl(F.newBadgeDays, 'dzień', 'dni', 'dni')} widać oznaczenie „Nowy”.`,
      'Głosy kilku kont z tego samego urządzenia oddane w ciągu doby liczą się do wagi jak jeden głos.',
    ],
  },
  expiry: {
    heading: 'Wygasanie okazji przez społeczność',
    text: `Okazja wygasa, gdy zgłoszenia „Okazja wygasła” osiągną łączną wagę ${decimal(F.expiryWeightNeeded, 'pl')}. Zgłoszenie członka waży ${decimal(F.expiryWeights.member, 'pl')}, a stałego bywalca ${decimal(F.expiryWeights.regular, 'pl')}, więc wystarczą zgłoszenia ${pl(F.membersToExpire, 'członka', 'członków', 'członków')} albo ${pl(F.regularsToExpire, 'stałego bywalca', 'stałych bywalców', 'stałych bywalców')}. Zgłoszenia nowych kont ważą ${decimal(F.expiryWeights.new, 'pl')}: trafiają do moderatorów, ale same okazji nie wygaszą.`,
  },
  newAccounts: {
    heading: 'Limity nowych kont',
    intro: 'Dopóki konto jest nowe, może brać udział od pierwszego dnia, ale w ograniczonym zakresie:',
    limits: [
      `najwyżej ${pl(F.linksPerComment, 'link', 'linki', 'linków')} w jednym komentarzu,`,
      `najwyżej ${pl(F.dealsPerDay, 'okazja', 'okazje', 'okazji')} dziennie.`,
    ],
  },
  downvotes: {
    heading: 'Głos na minus z powodem',
    text: 'Po zagłosowaniu na minus możesz wskazać powód: zawyżona cena, niedostępne, to nie okazja, spam albo inny. Podanie powodu nie jest obowiązkowe. Autor okazji widzi na jej stronie tylko zliczone powody – nie widzi, kto je wskazał.',
  },
});
