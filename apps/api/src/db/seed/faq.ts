import type { Tx } from '../client';
import { faqCategories, faqItems } from '../schema/index';
import { FAQ_CATEGORY_TRANSLATIONS, FAQ_ITEM_TRANSLATIONS } from './faq-translations';

/**
 * FAQ texts are stored per locale. These are da, en, sv, no and de; the Icelandic and Finnish
 * ones are in faq-translations.ts and join them on insert (and in older databases at start-up).
 */
type Texts = { da: string; en: string; sv: string; no: string; de: string };

export const FAQ_CATEGORIES: readonly { id: number; title: Texts }[] = [
  {
    id: 1,
    title: {
      da: 'Kom godt i gang',
      en: 'Getting started',
      sv: 'Kom igång',
      no: 'Kom i gang',
      de: 'Erste Schritte',
    },
  },
  {
    id: 2,
    title: {
      da: 'Konto og profil',
      en: 'Account and profile',
      sv: 'Konto och profil',
      no: 'Konto og profil',
      de: 'Konto und Profil',
    },
  },
  {
    id: 3,
    title: { da: 'Værdibeviser', en: 'Vouchers', sv: 'Värdebevis', no: 'Kuponger', de: 'Gutscheine' },
  },
  {
    id: 4,
    title: { da: 'I klubben', en: 'At the club', sv: 'På klubben', no: 'På klubben', de: 'Im Club' },
  },
  {
    id: 5,
    title: {
      da: 'Køb og betaling',
      en: 'Shop and payment',
      sv: 'Köp och betalning',
      no: 'Kjøp og betaling',
      de: 'Kauf und Bezahlung',
    },
  },
];

export const FAQ_ITEMS: readonly { category: number; question: Texts; answer: Texts }[] = [
  {
    category: 1,
    question: {
      da: 'Hvad er GolfWallet?',
      en: 'What is GolfWallet?',
      sv: 'Vad är GolfWallet?',
      no: 'Hva er GolfWallet?',
      de: 'Was ist GolfWallet?',
    },
    answer: {
      da: 'GolfWallet er din digitale tegnebog til golf. Her samler du greenfee-billetter, klippekort, gavekort, tilbud og bolde til driving range fra dine golfklubber, og du kan indløse, printe og overdrage dem fra din telefon eller computer.',
      en: 'GolfWallet is your digital wallet for golf. It keeps green-fee tickets, clip cards, gift cards, offers and driving-range balls from your golf clubs in one place, and lets you redeem, print and transfer them from your phone or computer.',
      sv: 'GolfWallet är din digitala plånbok för golf. Här samlar du greenfeebiljetter, klippkort, presentkort, erbjudanden och bollar till drivingrangen från dina golfklubbar, och du kan lösa in, skriva ut och överlåta dem från mobilen eller datorn.',
      no: 'GolfWallet er den digitale lommeboken din for golf. Her samler du greenfeebilletter, klippekort, gavekort, tilbud og baller til drivingrangen fra golfklubbene dine, og du kan løse dem inn, skrive dem ut og overføre dem fra mobilen eller datamaskinen.',
      de: 'GolfWallet ist Ihre digitale Brieftasche für Golf. Sie sammeln dort Greenfee-Tickets, Mehrfachkarten, Geschenkgutscheine, Angebote und Bälle für die Driving Range Ihrer Golfclubs und können sie am Handy oder Computer einlösen, drucken und weitergeben.',
    },
  },
  {
    category: 1,
    question: {
      da: 'Skal jeg være medlem af en golfklub for at bruge GolfWallet?',
      en: 'Do I have to be a golf club member to use GolfWallet?',
      sv: 'Måste jag vara medlem i en golfklubb för att använda GolfWallet?',
      no: 'Må jeg være medlem av en golfklubb for å bruke GolfWallet?',
      de: 'Muss ich Mitglied in einem Golfclub sein, um GolfWallet zu nutzen?',
    },
    answer: {
      da: 'Nej. Er du medlem af Dansk Golf Union, Svenska Golfförbundet eller Norges Golfforbund, opretter du dig med dit medlemsnummer og din fødselsdato, så kender klubberne dig med det samme. Er du ikke medlem, vælger du "Ikke medlem" og udfylder selv dine oplysninger.',
      en: 'No. If you are a member of the Danish, Swedish or Norwegian golf union, sign up with your member number and birth date so the clubs recognise you straight away. If you are not a member, choose "Not a member" and fill in your details yourself.',
      sv: 'Nej. Är du medlem i Svenska Golfförbundet, Dansk Golf Union eller Norges Golfforbund registrerar du dig med ditt golf-id eller medlemsnummer och ditt födelsedatum, så känner klubbarna igen dig direkt. Är du inte medlem väljer du "Inte medlem" och fyller i dina uppgifter själv.',
      no: 'Nei. Er du medlem av Norges Golfforbund, Dansk Golf Union eller Svenska Golfförbundet, registrerer du deg med medlemsnummeret og fødselsdatoen din, så kjenner klubbene deg igjen med en gang. Er du ikke medlem, velger du "Ikke medlem" og fyller inn opplysningene selv.',
      de: 'Nein. Wenn Sie Mitglied des dänischen, schwedischen oder norwegischen Golfverbands sind, registrieren Sie sich mit Ihrer Mitgliedsnummer und Ihrem Geburtsdatum, damit die Clubs Sie sofort erkennen. Ohne Mitgliedschaft wählen Sie „Kein Mitglied“ und geben Ihre Daten selbst ein.',
    },
  },
  {
    category: 1,
    question: {
      da: 'Hvorfor skal jeg bekræfte min e-mailadresse?',
      en: 'Why do I have to confirm my e-mail address?',
      sv: 'Varför måste jag bekräfta min e-postadress?',
      no: 'Hvorfor må jeg bekrefte e-postadressen min?',
      de: 'Warum muss ich meine E-Mail-Adresse bestätigen?',
    },
    answer: {
      da: 'Vi sender kvitteringer, overdragelser og nulstilling af adgangskode til din e-mail, så vi skal vide, at den er din. Klik på linket i den mail, vi sender, når du opretter dig. Har du ikke fået mailen, kan du bede om en ny, når du logger ind.',
      en: 'We send receipts, transfers and password resets to your e-mail, so we need to know it is yours. Click the link in the mail we send when you sign up. If it did not arrive, you can ask for a new one when you log in.',
      sv: 'Vi skickar kvitton, överlåtelser och återställning av lösenord till din e-post, så vi behöver veta att den är din. Klicka på länken i mejlet vi skickar när du registrerar dig. Har det inte kommit kan du be om ett nytt när du loggar in.',
      no: 'Vi sender kvitteringer, overføringer og tilbakestilling av passord til e-posten din, så vi må vite at den er din. Klikk på lenken i e-posten vi sender når du registrerer deg. Har den ikke kommet, kan du be om en ny når du logger inn.',
      de: 'Wir senden Belege, Übertragungen und das Zurücksetzen des Passworts an Ihre E-Mail-Adresse und müssen daher wissen, dass sie Ihnen gehört. Klicken Sie auf den Link in der Mail, die wir bei der Registrierung senden. Ist sie nicht angekommen, können Sie beim Anmelden eine neue anfordern.',
    },
  },
  {
    category: 2,
    question: {
      da: 'Hvordan skifter jeg hjemmeklub eller golf-id?',
      en: 'How do I change my home club or golf ID?',
      sv: 'Hur byter jag hemmaklubb eller golf-id?',
      no: 'Hvordan bytter jeg hjemmeklubb eller golf-ID?',
      de: 'Wie ändere ich meinen Heimatclub oder meine Golf-ID?',
    },
    answer: {
      da: 'Gå til din profil og vælg at skifte klub. Indtast dit nye medlemsnummer og din fødselsdato; vi slår dem op hos golfunionen og opdaterer din hjemmeklub. Et medlemsnummer kan kun høre til én profil.',
      en: 'Open your profile and choose to change club. Enter your new member number and your birth date; we look them up with the golf union and update your home club. A member number can belong to one profile only.',
      sv: 'Öppna din profil och välj att byta klubb. Ange ditt nya golf-id och ditt födelsedatum; vi kontrollerar dem hos golfförbundet och uppdaterar din hemmaklubb. Ett golf-id kan bara höra till en profil.',
      no: 'Åpne profilen din og velg å bytte klubb. Skriv inn det nye medlemsnummeret og fødselsdatoen din; vi sjekker dem hos golfforbundet og oppdaterer hjemmeklubben din. Et medlemsnummer kan bare høre til én profil.',
      de: 'Öffnen Sie Ihr Profil und wählen Sie „Club wechseln“. Geben Sie Ihre neue Mitgliedsnummer und Ihr Geburtsdatum ein; wir prüfen beides beim Golfverband und aktualisieren Ihren Heimatclub. Eine Mitgliedsnummer kann nur zu einem Profil gehören.',
    },
  },
  {
    category: 2,
    question: {
      da: 'Jeg har glemt min adgangskode. Hvad gør jeg?',
      en: 'I have forgotten my password. What do I do?',
      sv: 'Jag har glömt mitt lösenord. Vad gör jag?',
      no: 'Jeg har glemt passordet mitt. Hva gjør jeg?',
      de: 'Ich habe mein Passwort vergessen. Was nun?',
    },
    answer: {
      da: 'Vælg "Glemt adgangskode" ved login og skriv din e-mailadresse. Du får en mail med et link, der virker i én time, hvor du vælger en ny adgangskode på 6 til 30 tegn.',
      en: 'Choose "Forgot password" when you log in and enter your e-mail address. You will get a mail with a link that works for one hour, where you choose a new password of 6 to 30 characters.',
      sv: 'Välj "Glömt lösenord" vid inloggningen och ange din e-postadress. Du får ett mejl med en länk som gäller i en timme, där du väljer ett nytt lösenord på 6 till 30 tecken.',
      no: 'Velg "Glemt passord" når du logger inn, og skriv inn e-postadressen din. Du får en e-post med en lenke som virker i én time, der du velger et nytt passord på 6 til 30 tegn.',
      de: 'Wählen Sie beim Anmelden „Passwort vergessen“ und geben Sie Ihre E-Mail-Adresse ein. Sie erhalten eine Mail mit einem Link, der eine Stunde gültig ist und über den Sie ein neues Passwort mit 6 bis 30 Zeichen festlegen.',
    },
  },
  {
    category: 2,
    question: {
      da: 'Hvad bruges min PIN-kode til?',
      en: 'What is my PIN code for?',
      sv: 'Vad används min PIN-kod till?',
      no: 'Hva brukes PIN-koden min til?',
      de: 'Wofür ist mein PIN-Code?',
    },
    answer: {
      da: 'Den PIN-kode, du vælger ved oprettelsen (mindst 4 cifre), bekræfter, at det er dig, når du indløser i klubben. Nogle værdibeviser har desuden deres egen PIN-kode, som du får af klubben eller af den, der gav dig beviset. Del aldrig dine koder med andre.',
      en: 'The PIN code you choose when you sign up (at least 4 digits) confirms it is you when you redeem at the club. Some vouchers also carry their own PIN code, which you get from the club or from whoever gave you the voucher. Never share your codes.',
      sv: 'PIN-koden du väljer när du registrerar dig (minst 4 siffror) bekräftar att det är du när du löser in på klubben. Vissa värdebevis har dessutom en egen PIN-kod som du får av klubben eller av den som gav dig beviset. Dela aldrig dina koder.',
      no: 'PIN-koden du velger når du registrerer deg (minst 4 sifre), bekrefter at det er deg når du løser inn på klubben. Noen kuponger har også sin egen PIN-kode, som du får av klubben eller av den som ga deg kupongen. Del aldri kodene dine.',
      de: 'Der PIN-Code, den Sie bei der Registrierung wählen (mindestens 4 Ziffern), bestätigt beim Einlösen im Club, dass Sie es sind. Manche Gutscheine haben zusätzlich einen eigenen PIN-Code, den Sie vom Club oder vom Schenkenden erhalten. Geben Sie Ihre Codes nie weiter.',
    },
  },
  {
    category: 2,
    question: {
      da: 'Hvordan sletter jeg min profil?',
      en: 'How do I delete my profile?',
      sv: 'Hur tar jag bort min profil?',
      no: 'Hvordan sletter jeg profilen min?',
      de: 'Wie lösche ich mein Profil?',
    },
    answer: {
      da: 'Vælg "Slet konto" nederst i din profil og bekræft. Alle ubrugte point og værdibeviser går tabt, så brug eller overdrag dem først. En profil uden aktive point eller værdibeviser slettes automatisk efter 24 måneder uden login.',
      en: 'Choose "Delete account" at the bottom of your profile and confirm. All unused points and vouchers are lost, so use or transfer them first. A profile without active points or vouchers is deleted automatically after 24 months without a login.',
      sv: 'Välj "Ta bort konto" längst ner i din profil och bekräfta. Alla oanvända poäng och värdebevis går förlorade, så använd eller överlåt dem först. En profil utan aktiva poäng eller värdebevis tas bort automatiskt efter 24 månader utan inloggning.',
      no: 'Velg "Slett konto" nederst i profilen din og bekreft. Alle ubrukte poeng og kuponger går tapt, så bruk eller overfør dem først. En profil uten aktive poeng eller kuponger slettes automatisk etter 24 måneder uten innlogging.',
      de: 'Wählen Sie unten in Ihrem Profil „Konto löschen“ und bestätigen Sie. Alle ungenutzten Punkte und Gutscheine gehen verloren, lösen Sie sie also vorher ein oder geben Sie sie weiter. Ein Profil ohne aktive Punkte oder Gutscheine wird nach 24 Monaten ohne Anmeldung automatisch gelöscht.',
    },
  },
  {
    category: 3,
    question: {
      da: 'Hvordan printer jeg et værdibevis?',
      en: 'How do I print a voucher?',
      sv: 'Hur skriver jag ut ett värdebevis?',
      no: 'Hvordan skriver jeg ut en kupong?',
      de: 'Wie drucke ich einen Gutschein?',
    },
    answer: {
      da: 'Vælg værdibeviset på siden Værdibeviser og tryk Print. Første gang skal du acceptere reglerne for print. Du får en PDF, som du kan printe eller gemme. Et printet værdibevis gælder kun på papir: det forsvinder fra appen og vises under fanen Alle på hjemmesiden.',
      en: 'Pick the voucher on the Vouchers page and press Print. The first time, you accept the print rules. You get a PDF to print or save. A printed voucher is valid on paper only: it leaves the app and shows under the All tab on the web site.',
      sv: 'Välj värdebeviset på sidan Värdebevis och tryck på Skriv ut. Första gången godkänner du reglerna för utskrift. Du får en PDF som du kan skriva ut eller spara. Ett utskrivet värdebevis gäller bara på papper: det försvinner ur appen och visas under fliken Alla på webbplatsen.',
      no: 'Velg kupongen på siden Kuponger og trykk Skriv ut. Første gang godtar du reglene for utskrift. Du får en PDF som du kan skrive ut eller lagre. En utskrevet kupong gjelder bare på papir: den forsvinner fra appen og vises under fanen Alle på nettsiden.',
      de: 'Wählen Sie den Gutschein auf der Seite Gutscheine und tippen Sie auf Drucken. Beim ersten Mal akzeptieren Sie die Druckregeln. Sie erhalten ein PDF zum Drucken oder Speichern. Ein gedruckter Gutschein gilt nur noch auf Papier: Er verschwindet aus der App und erscheint auf der Website unter „Alle“.',
    },
  },
  {
    category: 3,
    question: {
      da: 'Hvordan giver jeg et værdibevis videre?',
      en: 'How do I give a voucher to someone else?',
      sv: 'Hur ger jag ett värdebevis till någon annan?',
      no: 'Hvordan gir jeg en kupong videre?',
      de: 'Wie gebe ich einen Gutschein an jemand anderen weiter?',
    },
    answer: {
      da: 'Tryk Overdrag på værdibeviset, vælg antal og skriv modtagerens e-mail eller mobilnummer, eventuelt med en hilsen. Modtageren får et link og bekræfter med sin egen profil. Indtil da er beviset låst, så det hverken kan bruges eller overdrages igen.',
      en: 'Press Transfer on the voucher, choose how many, and enter the recipient’s e-mail or mobile number, with a message if you like. The recipient gets a link and confirms with their own profile. Until then the voucher is locked, so it can neither be used nor transferred again.',
      sv: 'Tryck på Överlåt på värdebeviset, välj antal och ange mottagarens e-post eller mobilnummer, gärna med en hälsning. Mottagaren får en länk och bekräftar med sin egen profil. Fram till dess är beviset låst och kan varken användas eller överlåtas igen.',
      no: 'Trykk Overfør på kupongen, velg antall og skriv inn mottakerens e-post eller mobilnummer, gjerne med en hilsen. Mottakeren får en lenke og bekrefter med sin egen profil. Fram til da er kupongen låst, så den verken kan brukes eller overføres igjen.',
      de: 'Tippen Sie beim Gutschein auf Übertragen, wählen Sie die Anzahl und geben Sie die E-Mail-Adresse oder Handynummer des Empfängers ein, gern mit einer Nachricht. Der Empfänger erhält einen Link und bestätigt mit seinem eigenen Profil. Bis dahin ist der Gutschein gesperrt und kann weder eingelöst noch erneut übertragen werden.',
    },
  },
  {
    category: 3,
    question: {
      da: 'Jeg har fået et værdibevis på papir. Hvordan kommer det ind i appen?',
      en: 'I have a paper voucher. How do I add it to the app?',
      sv: 'Jag har ett värdebevis på papper. Hur lägger jag in det i appen?',
      no: 'Jeg har en kupong på papir. Hvordan legger jeg den inn i appen?',
      de: 'Ich habe einen Papiergutschein. Wie kommt er in die App?',
    },
    answer: {
      da: 'Vælg "Tilføj værdibevis" og skriv koden, der står på beviset, eller scan stregkoden med kameraet. Et bevis kan kun tilføjes til én profil; bagefter virker papiret ikke længere.',
      en: 'Choose "Add voucher" and type the code printed on the voucher, or scan its barcode with the camera. A voucher can be added to one profile only; after that the paper copy no longer works.',
      sv: 'Välj "Lägg till värdebevis" och skriv in koden som står på beviset, eller skanna streckkoden med kameran. Ett bevis kan bara läggas till i en profil; därefter gäller inte papperet längre.',
      no: 'Velg "Legg til kupong" og skriv inn koden som står på kupongen, eller skann strekkoden med kameraet. En kupong kan bare legges til i én profil; etterpå virker ikke papiret lenger.',
      de: 'Wählen Sie „Gutschein hinzufügen“ und geben Sie den aufgedruckten Code ein oder scannen Sie den Barcode mit der Kamera. Ein Gutschein kann nur einem Profil hinzugefügt werden; danach gilt das Papier nicht mehr.',
    },
  },
  {
    category: 3,
    question: {
      da: 'Hvorfor kan jeg ikke længere se et værdibevis?',
      en: 'Why can I no longer see a voucher?',
      sv: 'Varför ser jag inte längre ett värdebevis?',
      no: 'Hvorfor ser jeg ikke lenger en kupong?',
      de: 'Warum sehe ich einen Gutschein nicht mehr?',
    },
    answer: {
      da: 'Listen viser som standard kun aktive, ubrugte og ikke-printede værdibeviser. Et bevis forsvinder, når det er brugt op, udløbet, printet eller overdraget. Printede beviser finder du under fanen Alle, og din historik viser, hvad der er sket.',
      en: 'By default the list shows only active, unused vouchers that have not been printed. A voucher disappears once it is used up, has expired, was printed or was transferred. Printed vouchers are under the All tab, and your history shows what happened.',
      sv: 'Listan visar som standard bara aktiva, oanvända värdebevis som inte skrivits ut. Ett bevis försvinner när det är förbrukat, har gått ut, skrivits ut eller överlåtits. Utskrivna bevis finns under fliken Alla, och din historik visar vad som hänt.',
      no: 'Listen viser som standard bare aktive, ubrukte kuponger som ikke er skrevet ut. En kupong forsvinner når den er brukt opp, har utløpt, er skrevet ut eller overført. Utskrevne kuponger finner du under fanen Alle, og historikken viser hva som har skjedd.',
      de: 'Die Liste zeigt standardmäßig nur aktive, unbenutzte und nicht gedruckte Gutscheine. Ein Gutschein verschwindet, wenn er aufgebraucht, abgelaufen, gedruckt oder übertragen ist. Gedruckte Gutscheine finden Sie unter „Alle“, und Ihr Verlauf zeigt, was passiert ist.',
    },
  },
  {
    category: 3,
    question: {
      da: 'Hvad betyder begrænsningerne på et værdibevis?',
      en: 'What do the restrictions on a voucher mean?',
      sv: 'Vad betyder begränsningarna på ett värdebevis?',
      no: 'Hva betyr begrensningene på en kupong?',
      de: 'Was bedeuten die Einschränkungen auf einem Gutschein?',
    },
    answer: {
      da: 'Klubben kan begrænse, hvornår et bevis gælder: bestemte ugedage eller tidsrum, et antal gange om dagen eller ugen, en pause på et antal timer mellem to brug, lukkede dage, krav om medlemsnummer eller om at spille sammen med et medlem. Begrænsningerne står på beviset, og tiderne gælder klubbens lokale tid.',
      en: 'The club can limit when a voucher is valid: certain weekdays or times of day, a number of uses per day or week, a pause of some hours between two uses, closed days, a required member number or playing with a member. The restrictions are shown on the voucher, and times are the club’s local time.',
      sv: 'Klubben kan begränsa när ett bevis gäller: vissa veckodagar eller tider, ett antal gånger per dag eller vecka, en paus på några timmar mellan två användningar, stängda dagar, krav på golf-id eller på att spela med en medlem. Begränsningarna står på beviset, och tiderna avser klubbens lokala tid.',
      no: 'Klubben kan begrense når en kupong gjelder: bestemte ukedager eller tidsrom, et antall ganger per dag eller uke, en pause på noen timer mellom to bruk, stengte dager, krav om medlemsnummer eller om å spille sammen med et medlem. Begrensningene står på kupongen, og tidene gjelder klubbens lokale tid.',
      de: 'Der Club kann einschränken, wann ein Gutschein gilt: bestimmte Wochentage oder Uhrzeiten, eine Anzahl von Nutzungen pro Tag oder Woche, eine Pause von einigen Stunden zwischen zwei Nutzungen, gesperrte Tage, eine erforderliche Mitgliedsnummer oder das Spiel mit einem Mitglied. Die Einschränkungen stehen auf dem Gutschein; Zeiten gelten in der Ortszeit des Clubs.',
    },
  },
  {
    category: 4,
    question: {
      da: 'Hvordan indløser jeg selv et værdibevis i klubben?',
      en: 'How do I redeem a voucher myself at the club?',
      sv: 'Hur löser jag själv in ett värdebevis på klubben?',
      no: 'Hvordan løser jeg selv inn en kupong på klubben?',
      de: 'Wie löse ich einen Gutschein im Club selbst ein?',
    },
    answer: {
      da: 'Værdibeviser mærket til selvindløsning kan du indløse i appen, når du er højst 500 meter fra klubben. Slå placering til, åbn beviset og tryk Indløs. Vis skærmen i klubben, hvis personalet spørger.',
      en: 'Vouchers marked for self-redemption can be redeemed in the app when you are within 500 metres of the club. Turn on location, open the voucher and press Redeem. Show the screen at the club if the staff ask.',
      sv: 'Värdebevis märkta för självinlösen kan du lösa in i appen när du är högst 500 meter från klubben. Slå på platstjänster, öppna beviset och tryck på Lös in. Visa skärmen på klubben om personalen frågar.',
      no: 'Kuponger merket for selvinnløsning kan du løse inn i appen når du er høyst 500 meter fra klubben. Slå på posisjon, åpne kupongen og trykk Løs inn. Vis skjermen på klubben hvis personalet spør.',
      de: 'Gutscheine mit Selbsteinlösung können Sie in der App einlösen, wenn Sie höchstens 500 Meter vom Club entfernt sind. Schalten Sie die Standortfreigabe ein, öffnen Sie den Gutschein und tippen Sie auf Einlösen. Zeigen Sie den Bildschirm vor, wenn das Personal danach fragt.',
    },
  },
  {
    category: 4,
    question: {
      da: 'Hvorfor skal appen bruge min placering?',
      en: 'Why does the app need my location?',
      sv: 'Varför behöver appen min plats?',
      no: 'Hvorfor trenger appen posisjonen min?',
      de: 'Warum braucht die App meinen Standort?',
    },
    answer: {
      da: 'Placeringen bruges til at vise den nærmeste klub og dine værdibeviser dér, til at sortere efter afstand og til at bekræfte, at du er i klubben, når du selv indløser eller starter en boldautomat. Får du beskeden om at slå placering til, gør du det under telefonens indstillinger.',
      en: 'Your location is used to show the nearest club and your vouchers there, to sort by distance, and to confirm you are at the club when you redeem yourself or start a ball dispenser. If you are asked to enable location, do so in your phone’s settings.',
      sv: 'Platsen används för att visa närmaste klubb och dina värdebevis där, för att sortera efter avstånd och för att bekräfta att du är på klubben när du själv löser in eller startar en bollautomat. Om du ombeds slå på platstjänster gör du det i telefonens inställningar.',
      no: 'Posisjonen brukes til å vise nærmeste klubb og kupongene dine der, til å sortere etter avstand og til å bekrefte at du er på klubben når du selv løser inn eller starter en ballautomat. Blir du bedt om å slå på posisjon, gjør du det i telefonens innstillinger.',
      de: 'Der Standort zeigt den nächsten Club und Ihre Gutscheine dort, sortiert nach Entfernung und bestätigt, dass Sie im Club sind, wenn Sie selbst einlösen oder einen Ballautomaten starten. Werden Sie gebeten, die Standortfreigabe einzuschalten, tun Sie das in den Einstellungen Ihres Telefons.',
    },
  },
  {
    category: 4,
    question: {
      da: 'Hvordan får jeg bolde på driving range?',
      en: 'How do I get balls at the driving range?',
      sv: 'Hur får jag bollar på drivingrangen?',
      no: 'Hvordan får jeg baller på drivingrangen?',
      de: 'Wie bekomme ich Bälle an der Driving Range?',
    },
    answer: {
      da: 'Har du et boldkort i appen, vælger du det ved boldautomaten, vælger kurvens størrelse og trykker Start. Der kan være et maksimum af kurve pr. dag. Kommer der ingen bolde, så prøv igen eller kontakt klubben; kurven trækkes kun, når automaten har leveret.',
      en: 'If you hold a ball card in the app, pick it at the ball dispenser, choose the basket size and press Start. There may be a maximum number of baskets per day. If no balls come out, try again or contact the club; a basket is only counted once the dispenser has delivered it.',
      sv: 'Har du ett bollkort i appen väljer du det vid bollautomaten, väljer storlek på hinken och trycker på Start. Det kan finnas ett maxantal hinkar per dag. Kommer det inga bollar, försök igen eller kontakta klubben; en hink dras bara när automaten har levererat.',
      no: 'Har du et ballkort i appen, velger du det ved ballautomaten, velger størrelse på kurven og trykker Start. Det kan være et maksimalt antall kurver per dag. Kommer det ingen baller, prøv igjen eller kontakt klubben; en kurv trekkes bare når automaten har levert.',
      de: 'Haben Sie eine Ballkarte in der App, wählen Sie sie am Ballautomaten, wählen Sie die Korbgröße und tippen Sie auf Start. Es kann eine Höchstzahl von Körben pro Tag geben. Kommen keine Bälle, versuchen Sie es erneut oder wenden Sie sich an den Club; ein Korb wird erst abgebucht, wenn der Automat ihn ausgegeben hat.',
    },
  },
  {
    category: 5,
    question: {
      da: 'Hvordan betaler jeg, og hvor er min kvittering?',
      en: 'How do I pay, and where is my receipt?',
      sv: 'Hur betalar jag, och var finns mitt kvitto?',
      no: 'Hvordan betaler jeg, og hvor er kvitteringen min?',
      de: 'Wie bezahle ich, und wo ist meine Quittung?',
    },
    answer: {
      da: 'Du betaler med kort gennem en godkendt betalingsserver; vi gemmer aldrig dit kortnummer. Købet er en aftale mellem dig og klubben, og fakturaen sendes til din e-mail. Værdibeviserne ligger i din tegnebog, så snart betalingen er gennemført.',
      en: 'You pay by card through an approved payment server; we never store your card number. The purchase is an agreement between you and the club, and the invoice is sent to your e-mail. The vouchers appear in your wallet as soon as the payment has gone through.',
      sv: 'Du betalar med kort via en godkänd betalserver; vi sparar aldrig ditt kortnummer. Köpet är ett avtal mellan dig och klubben, och fakturan skickas till din e-post. Värdebevisen finns i din plånbok så snart betalningen är klar.',
      no: 'Du betaler med kort via en godkjent betalingsserver; vi lagrer aldri kortnummeret ditt. Kjøpet er en avtale mellom deg og klubben, og fakturaen sendes til e-posten din. Kupongene ligger i lommeboken din så snart betalingen er gjennomført.',
      de: 'Sie bezahlen mit Karte über einen zugelassenen Zahlungsserver; Ihre Kartennummer speichern wir nie. Der Kauf ist ein Vertrag zwischen Ihnen und dem Club, die Rechnung kommt per E-Mail. Die Gutscheine erscheinen in Ihrer Brieftasche, sobald die Zahlung durch ist.',
    },
  },
  {
    category: 5,
    question: {
      da: 'Kan jeg fortryde et køb?',
      en: 'Can I cancel a purchase?',
      sv: 'Kan jag ångra ett köp?',
      no: 'Kan jeg angre et kjøp?',
      de: 'Kann ich einen Kauf widerrufen?',
    },
    answer: {
      da: 'Du har 14 dages fortrydelsesret, som udløber, når det digitale produkt er taget i brug. Kontakt klubben, du har købt hos. Point kan ikke veksles til kontanter, og ydelser købt med point kan ikke fortrydes eller byttes.',
      en: 'You have a 14-day right of withdrawal, which ends once the digital product has been used. Contact the club you bought from. Points cannot be turned into cash, and services bought with points cannot be cancelled or exchanged.',
      sv: 'Du har 14 dagars ångerrätt, som upphör när den digitala produkten har börjat användas. Kontakta klubben du köpte av. Poäng kan inte växlas till kontanter, och tjänster köpta med poäng kan inte ångras eller bytas.',
      no: 'Du har 14 dagers angrerett, som opphører når det digitale produktet er tatt i bruk. Kontakt klubben du kjøpte fra. Poeng kan ikke veksles inn i kontanter, og tjenester kjøpt med poeng kan ikke angres eller byttes.',
      de: 'Sie haben ein 14-tägiges Widerrufsrecht, das erlischt, sobald das digitale Produkt genutzt wurde. Wenden Sie sich an den Club, bei dem Sie gekauft haben. Punkte können nicht in Bargeld umgetauscht werden, und mit Punkten gekaufte Leistungen sind von Umtausch und Widerruf ausgeschlossen.',
    },
  },
];

/** Every FAQ text in all seven locales. */
export function faqCategoryTitle(category: (typeof FAQ_CATEGORIES)[number]): Record<string, string> {
  return { ...category.title, ...FAQ_CATEGORY_TRANSLATIONS[category.id] };
}

export function faqItemTexts(item: (typeof FAQ_ITEMS)[number]): {
  question: Record<string, string>;
  answer: Record<string, string>;
} {
  const nordic = FAQ_ITEM_TRANSLATIONS[item.question.en];
  return {
    question: { ...item.question, ...nordic?.question },
    answer: { ...item.answer, ...nordic?.answer },
  };
}

export async function insertFaq(tx: Tx): Promise<void> {
  await tx.insert(faqCategories).values(
    FAQ_CATEGORIES.map((category) => ({
      id: category.id,
      sort: category.id,
      title: faqCategoryTitle(category),
    })),
  );
  await tx.insert(faqItems).values(
    FAQ_ITEMS.map((item, index) => ({
      categoryId: item.category,
      sort: index + 1,
      ...faqItemTexts(item),
    })),
  );
}
