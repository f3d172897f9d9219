import type { Shape } from '../shape';
import type en from '../en/faq';

export default {
  title: 'Hilfe zu Gutscheinen',
  intro:
    'Ein Gutschein in GolfWallet gibt Ihnen etwas in einem Golfclub: eine Runde, einen Rabatt oder einen Korb Rangebälle. So lesen Sie ihn.',
  valuesTitle: 'Werteinstellungen',
  valuesIntro: 'Der Wert auf einem Gutschein zeigt, was Sie bezahlen, wenn Sie ihn einlösen.',
  values: {
    free: {
      title: 'Kostenlos',
      text: 'Sie bezahlen nichts. Der Gutschein deckt den ganzen Preis und ist als kostenlos gekennzeichnet.',
    },
    setPrice: {
      title: 'Zu zahlender Betrag',
      text: 'Sie zahlen den festen Betrag auf dem Gutschein, zum Beispiel 200,-, unabhängig vom normalen Preis.',
    },
    percentOff: {
      title: 'Prozent Rabatt',
      text: 'Der normale Preis wird um den angezeigten Prozentsatz reduziert, zum Beispiel -20%.',
    },
    amountOff: {
      title: 'Betrag Rabatt',
      text: 'Der normale Preis wird um den angezeigten Betrag reduziert, zum Beispiel -100,-.',
    },
  },
  typesTitle: 'Gutscheinarten',
  typesIntro: 'Die Art zeigt, warum Sie den Gutschein haben.',
  types: {
    normal: {
      title: 'Normal',
      text: 'Ein Gutschein von einem Golfclub: im Clubshop gekauft, geschenkt bekommen oder vom Club erhalten.',
    },
    offer: {
      title: 'Angebot',
      text: 'Ein Sonderangebot eines Clubs. Es gilt nur für einen begrenzten Zeitraum, achten Sie also auf die Daten.',
    },
    loyalty: {
      title: 'Treue',
      text: 'Eine Prämie, die Sie erhalten haben, weil Sie in diesem Club ein Greenfee bezahlt haben. Sie gilt im selben Club.',
    },
  },
  useTitle: 'So lösen Sie einen Gutschein ein',
  useText:
    'Prüfen Sie vor dem Spiel Daten, Wochentage und Uhrzeiten auf dem Gutschein. Zeigen Sie ihn im Club vor oder lösen Sie ihn vor Ort selbst in der App ein. Jede Nutzung wird gezählt, und der Gutschein zeigt, wie viele Nutzungen übrig sind.',
  printTitle: 'Gedruckte Gutscheine',
  printText:
    'Ein Gutschein, den Sie im Web als PDF drucken, wird in der App nicht mehr angezeigt, damit er nicht zweimal genutzt werden kann.',
  contactText: 'Noch eine Frage? Schreiben Sie uns an {{email}}.',
} satisfies Shape<typeof en>;
