import type { Shape } from '../shape';
import type en from '../en/legal';

export default {
  termsTitle: 'Vilkår og betingelser',
  termsUpdated: 'Sist oppdatert: juni 2018',
  termsBody: `GolfWallet er en digital lommebok for golfspillere, drevet av GolfWallet ApS, Danmark («GolfWallet» eller «vi»). I appen og på nettstedet kan du oppbevare, kjøpe, overføre, skrive ut og løse inn kuponger, gavekort, greenfee-billetter og ballkurver til driving range fra golfklubber og driving ranger («partnere»). Vilkårene gjelder når du bruker GolfWallet, og du godtar dem når du oppretter en profil.

## 1. Profilen din

- Hver person kan bare ha én personlig profil. Profilen kan ikke deles med eller overdras til andre.
- Du kan logge inn med e-postadresse og passord, via andre golftjenester, for eksempel golfforbundet ditt eller et bookingsystem, eller med Apple- eller Google-kontoen din.
- Opplysningene i profilen må være riktige, og du må holde passordet og PIN-koden for deg selv.
- Du kan når som helst slette profilen din. Når profilen slettes, går alle ubrukte poeng og kuponger tapt, og de kan ikke gjenopprettes.

## 2. Kjøp i klubbenes butikker

Når du kjøper et produkt i GolfWallet, inngås kjøpsavtalen mellom deg og partneren som selger produktet, vanligvis golfklubben. GolfWallet stiller plattformen til rådighet og er ikke part i kjøpsavtalen. Pris og vilkår for produktet (gyldighet, antall klipp og eventuelle begrensninger) vises før du betaler.

- Fakturaen sendes til deg på e-post.
- Kortbetaling skjer gjennom en godkjent betalingsserver. Kortopplysningene dine krypteres og håndteres av betalingsleverandøren, og vi ser aldri hele kortnummeret ditt.

## 3. Poeng

- Poeng kan ikke veksles inn i kontanter.
- Tjenester som er kjøpt med poeng, kan ikke avbestilles eller byttes.

## 4. Angrerett

Som forbruker har du 14 dagers angrerett fra kjøpsdagen. Fordi produktene våre er digitale, faller angreretten bort så snart du tar produktet i bruk, for eksempel når en kupong løses inn første gang. Vil du angre et kjøp, må du kontakte partneren du kjøpte av, før du bruker produktet.

## 5. Klager

Er det noe galt med et produkt, tar du først kontakt med partneren du kjøpte det av. Kommer dere ikke til enighet, kan du få hjelp av Forbrukerrådet (www.forbrukerradet.no) eller bruke EUs nettbaserte klageportal på https://ec.europa.eu/consumers/odr.

## 6. Misbruk

Vi kan slette eller sperre en profil hvis vilkårene brytes, eller hvis vi mistenker misbruk, for eksempel flere profiler for samme person, svindel eller kopiering av kuponger.

## 7. Lovvalg og verneting

Vilkårene er underlagt dansk rett. Tvister avgjøres ved domstolen der GolfWallet ApS har sitt forretningskontor. Dette begrenser ikke de ufravikelige forbrukerrettighetene du har etter loven i landet der du bor.

## 8. Kontakt

GolfWallet ApS, Danmark. E-post: support@golfwallet.dk`,
  privacyTitle: 'Personvernerklæring',
  privacyUpdated: 'Sist oppdatert: juni 2018',
  privacyBody: `Denne personvernerklæringen forklarer hvilke personopplysninger GolfWallet samler inn når du bruker nettstedet og appen vår, hvorfor vi gjør det, og hvilke rettigheter du har. Behandlingsansvarlig er GolfWallet ApS, Danmark. Du når oss alltid på support@golfwallet.dk.

## 1. Opplysningene vi lagrer

Profilen din:

- fornavn og etternavn, e-postadresse og om den er bekreftet, mobilnummer og andre telefonnumre
- fødselsdato, kjønn, land og handicap
- golfforbund, medlemsnummer (golf-ID), medlemstype og hjemmeklubb
- PIN-kode og passord (lagres bare kryptert, slik at de ikke kan leses tilbake)
- språk, varslingsinnstillinger, valgene dine om nyhetsbrev og tilbud, og om du har godtatt utskriftsreglene

Når du bruker GolfWallet, lagrer vi også:

- bestillingsopplysninger og transaksjonshistorikken din
- overføringer du sender og mottar
- kuponger du laster opp, og PDF-er som lages til deg
- posisjonen din, IP-adresse, nettlesertype, språk og tidssone

## 2. Hvorfor vi bruker opplysningene

Vi bruker opplysningene til å drifte profilen din og levere tjenesten du har registrert deg for, til å sende fakturaer og føre regnskap slik loven krever, til å beskytte GolfWallet mot svindel og misbruk og – hvis du har samtykket – til å sende deg nyhetsbrev og tilbud.

## 3. Hva golfklubbene ser

En klubb ser bare opplysninger som er relevante for den aktuelle klubben: fornavn og etternavn, medlemsnummer, hjemmeklubb, kupongene du har brukt, opprinnelig pris ved innløsning, tidspunktet for innløsningen og antall gjenværende klipp.

## 4. Nyhetsbrev

Hvis du abonnerer på nyhetsbrevet vårt, lagrer vi navnet og e-postadressen din og registrerer om du åpner nyhetsbrevene og klikker på lenkene i dem. Du kan når som helst melde deg av via lenken i hvert nyhetsbrev eller på profilsiden din.

## 5. Posisjon

Appen trenger posisjonstjenester for å aktivere digitale produkter, for eksempel når du selv løser inn en kupong på klubben eller starter en ballautomat. Du kan slå av posisjonstjenester i telefoninnstillingene, men da virker ikke disse funksjonene.

## 6. Informasjonskapsler

Nettstedet bruker informasjonskapsler (cookies) som er nødvendige for at det skal fungere, og – hvis du samtykker – informasjonskapsler til statistikk. Du kan når som helst trekke tilbake samtykket: Klikk på cookie-ikonet nederst til venstre på siden og velg «Kun nødvendige».

## 7. Hvor lenge vi lagrer opplysningene

- En profil slettes automatisk etter 24 måneder uten innlogging, forutsatt at det ikke er aktive poeng eller kuponger igjen på den.
- Du kan når som helst slette profilen din selv. Regnskapsopplysninger oppbevares så lenge loven krever.
- Vi kan sperre eller slette en profil med krenkende innhold. Gjør vi det, forteller vi deg årsaken på e-post.

## 8. Hvem andre som behandler opplysningene

Vi bruker nøye utvalgte leverandører til drift, utsending av e-post og kortbetaling. De behandler opplysningene bare på våre vegne og etter databehandleravtaler. Vi selger aldri opplysningene dine.

## 9. Rettighetene dine

Du har rett til innsyn i opplysningene vi har om deg, til å få dem rettet eller slettet, til å begrense eller protestere mot behandlingen, til å få dem utlevert i et maskinlesbart format og til å trekke tilbake samtykke. En begjæring om innsyn behandles bare hvis det har gått mer enn 6 måneder siden den forrige, med mindre du dokumenterer en særlig interesse. Du kan også klage til Datatilsynet i Danmark eller i Norge.

## 10. Kontakt

GolfWallet ApS, Danmark. E-post: support@golfwallet.dk`,
} satisfies Shape<typeof en>;
