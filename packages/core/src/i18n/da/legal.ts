import type { Shape } from '../shape';
import type en from '../en/legal';

export default {
  termsTitle: 'Vilkår og betingelser',
  termsUpdated: 'Sidst opdateret: februar 2025',
  termsBody: `GolfWallet er en digital tegnebog til golfspillere og drives af GolfWallet ApS, Danmark (»GolfWallet« eller »vi«). I appen og på hjemmesiden kan du opbevare, købe, overføre, printe og indløse værdibeviser, gavekort, greenfee-billetter og boldkurve til driving range fra golfklubber og driving ranges (»partnere«). Betingelserne gælder, når du bruger GolfWallet, og du accepterer dem, når du opretter en profil.

## 1. Din profil

- Hver person må kun have én personlig profil. Profilen må ikke deles med eller overdrages til andre.
- Du kan logge ind med e-mailadresse og adgangskode, via andre golftjenester, fx dit golfforbund eller et bookingsystem, eller med din Apple- eller Google-konto.
- Oplysningerne i din profil skal være korrekte, og du skal holde din adgangskode og PIN-kode for dig selv.
- Du kan til enhver tid slette din profil. Når profilen slettes, mister du alle ubrugte point og værdibeviser, og de kan ikke genskabes.

## 2. Køb i klubbernes shops

Når du køber et produkt i GolfWallet, indgås købsaftalen mellem dig og den partner, der sælger produktet – typisk golfklubben. GolfWallet stiller platformen til rådighed og er ikke part i købsaftalen. Prisen og produktets betingelser (gyldighed, antal klip og eventuelle begrænsninger) fremgår, inden du betaler.

- Din faktura sendes til dig på e-mail.
- Kortbetaling foregår via en godkendt betalingsserver. Dine kortoplysninger krypteres og håndteres af betalingsudbyderen, og vi ser aldrig dit fulde kortnummer.

## 3. Point

- Point kan ikke veksles til kontanter.
- Ydelser, der er købt for point, kan ikke annulleres eller byttes.

## 4. Fortrydelsesret

Som forbruger har du 14 dages fortrydelsesret regnet fra købsdagen. Da vores produkter er digitale, bortfalder fortrydelsesretten, så snart du tager produktet i brug, fx når et værdibevis indløses første gang. Vil du fortryde et køb, skal du kontakte den partner, du har købt hos, inden du bruger produktet.

## 5. Klager

Er der noget galt med et produkt, skal du først kontakte den partner, du har købt det hos. Kan I ikke blive enige, kan du klage til Nævnenes Hus (www.naevneneshus.dk) eller bruge EU's online klageportal på https://ec.europa.eu/consumers/odr.

## 6. Misbrug

Vi kan slette eller spærre en profil, hvis betingelserne overtrædes, eller hvis vi har mistanke om misbrug, fx flere profiler for samme person, svindel eller kopiering af værdibeviser.

## 7. Lovvalg og værneting

Betingelserne er underlagt dansk ret. Tvister afgøres ved retten på det sted, hvor GolfWallet ApS har hjemsted. Det begrænser ikke de ufravigelige forbrugerrettigheder, du har efter loven i det land, hvor du bor.

## 8. Kontakt

GolfWallet ApS, Danmark. E-mail: support@golfwallet.dk`,
  privacyTitle: 'Privatlivspolitik',
  privacyUpdated: 'Sidst opdateret: februar 2025',
  privacyBody: `Denne privatlivspolitik forklarer, hvilke personoplysninger GolfWallet indsamler, når du bruger vores hjemmeside og app, hvorfor vi gør det, og hvilke rettigheder du har. Dataansvarlig er GolfWallet ApS, Danmark. Du kan altid kontakte os på support@golfwallet.dk.

## 1. De oplysninger, vi gemmer

Din profil:

- for- og efternavn, e-mailadresse og om den er bekræftet, mobilnummer og øvrige telefonnumre
- fødselsdato, køn, land og handicap
- golfforbund, medlemsnummer (golf-ID), medlemstype og hjemmeklub
- din PIN-kode og adgangskode (gemmes kun krypteret, så de ikke kan læses igen)
- sprog, indstillinger for notifikationer, dine valg om nyhedsbrev og tilbud, og om du har accepteret reglerne for print

Når du bruger GolfWallet, gemmer vi også:

- bookingoplysninger og din transaktionshistorik
- overførsler, du sender og modtager
- værdibeviser, du uploader, og de PDF-filer, der dannes til dig
- din placering, IP-adresse, browsertype, sprog og tidszone

## 2. Hvorfor vi bruger oplysningerne

Vi bruger oplysningerne til at administrere din profil og levere den tjeneste, du har tilmeldt dig, til at sende fakturaer og føre regnskab, som loven kræver, til at beskytte GolfWallet mod svindel og misbrug og – hvis du har givet samtykke – til at sende dig nyhedsbreve og tilbud.

## 3. Hvad golfklubberne ser

En klub ser kun oplysninger, der er relevante for netop den klub: dit for- og efternavn, medlemsnummer, hjemmeklub, de værdibeviser, du har brugt, den oprindelige pris ved indløsning, tidspunktet for indløsningen og antallet af resterende klip.

## 4. Nyhedsbreve

Tilmelder du dig vores nyhedsbrev, gemmer vi dit navn og din e-mailadresse og registrerer, om du åbner nyhedsbrevene og klikker på linkene i dem. Du kan til enhver tid framelde dig via linket i hvert nyhedsbrev eller på din profilside.

## 5. Placering

Appen skal have adgang til lokationstjenester for at kunne aktivere digitale produkter, fx når du selv indløser et værdibevis i klubben eller starter en boldautomat. Du kan slå lokationstjenester fra i telefonens indstillinger, men så virker disse funktioner ikke.

## 6. Cookies

Hjemmesiden bruger cookies, der er nødvendige for, at den fungerer, og – hvis du giver samtykke – cookies til statistik. Du kan til enhver tid trække dit samtykke tilbage: Klik på cookie-ikonet nederst til venstre på siden, og vælg »Kun nødvendige«.

## 7. Hvor længe vi gemmer oplysningerne

- En profil slettes automatisk efter 24 måneder uden login, hvis der ikke længere er aktive point eller værdibeviser på den.
- Du kan til enhver tid selv slette din profil. Regnskabsmateriale opbevares så længe, som loven kræver.
- Vi kan spærre eller slette en profil med krænkende indhold. Sker det, oplyser vi dig om årsagen på e-mail.

## 8. Hvem der ellers behandler oplysningerne

Vi bruger nøje udvalgte leverandører til hosting, udsendelse af e-mails og kortbetaling. De behandler kun oplysninger på vores vegne og i henhold til databehandleraftaler. Vi sælger aldrig dine oplysninger.

## 9. Dine rettigheder

Du har ret til indsigt i de oplysninger, vi har om dig, til at få dem berigtiget eller slettet, til at begrænse eller gøre indsigelse mod behandlingen, til at få dem udleveret i et maskinlæsbart format (dataportabilitet) og til at trække et samtykke tilbage. En anmodning om indsigt behandles kun, hvis der er gået mere end 6 måneder siden din seneste anmodning, medmindre du dokumenterer en særlig interesse. Du kan også klage til Datatilsynet (www.datatilsynet.dk).

## 10. Kontakt

GolfWallet ApS, Danmark. E-mail: support@golfwallet.dk`,
} satisfies Shape<typeof en>;
