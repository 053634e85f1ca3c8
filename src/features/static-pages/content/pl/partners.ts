import { COMPANY } from '../facts';
import type { PartnersContent } from '../types';

export const partnersPl: PartnersContent = {
  lead: 'Zaufani partnerzy to sklepy, z którymi współpracujemy bezpośrednio. Sprawdziliśmy ich warunki zakupów, zwrotów i obsługi klienta, a o problemach zgłaszanych przez społeczność rozmawiamy z nimi na bieżąco.',
  sections: [
    {
      id: 'what-it-means',
      heading: 'Co oznacza status zaufanego partnera',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sklep działa w Polsce, podaje pełne dane sprzedawcy i przyjmuje zwroty zgodnie z prawem konsumenckim.',
            'Promocje i kody rabatowe publikowane przez sklep są sprawdzane przed publikacją i oznaczone.',
            'Sklep podaje najniższą cenę z 30 dni przed obniżką, a reklamacje przekazywane przez nas rozpatruje bez zbędnej zwłoki.',
            'Status partnera nie wpływa na głosowanie – okazje partnerów oceniacie tak samo jak wszystkie inne.',
          ],
        },
      ],
    },
    {
      id: 'become-partner',
      heading: 'Chcesz zostać partnerem?',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Napisz na ',
            { text: COMPANY.partnersEmail, href: `mailto:${COMPANY.partnersEmail}` },
            ' – odpowiemy w ciągu 2 dni roboczych.',
          ],
        },
      ],
    },
  ],
  partners: [
    { name: 'x-kom', url: 'https://www.x-kom.pl', note: 'Elektronika i komputery; częste „hot shoty” i kody na podzespoły.' },
    { name: 'Media Expert', url: 'https://www.mediaexpert.pl', note: 'RTV i AGD; promocje weekendowe i raty 0%.' },
    { name: 'RTV Euro AGD', url: 'https://www.euro.com.pl', note: 'Duże AGD z dostawą i wniesieniem; wyprzedaże sezonowe.' },
    { name: 'MediaMarkt', url: 'https://mediamarkt.pl', note: 'Elektronika i konsole; akcje „bez VAT” i pakiety z grami.' },
    { name: 'Morele.net', url: 'https://www.morele.net', note: 'Sprzęt komputerowy i gamingowy; okazje dnia.' },
    { name: 'Empik', url: 'https://www.empik.com', note: 'Książki, gry i muzyka; kody dla posiadaczy Empik Premium.' },
    { name: 'Decathlon', url: 'https://www.decathlon.pl', note: 'Sport i turystyka; wyprzedaże końcówek kolekcji.' },
    { name: 'Rossmann', url: 'https://www.rossmann.pl', note: 'Drogeria; promocje typu „2+2” i kupony w aplikacji.' },
    { name: 'Zalando', url: 'https://www.zalando.pl', note: 'Moda i obuwie; darmowe zwroty do 100 dni.' },
    { name: 'eobuwie.pl', url: 'https://www.eobuwie.com.pl', note: 'Obuwie i torebki; kody rabatowe na kolejne zamówienia.' },
    { name: 'Notino', url: 'https://www.notino.pl', note: 'Perfumy i kosmetyki; rabaty na zestawy prezentowe.' },
    { name: 'Castorama', url: 'https://www.castorama.pl', note: 'Dom i ogród; promocje na narzędzia i materiały.' },
  ],
};
