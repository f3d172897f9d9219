import type { Shape } from '../shape';
import type en from '../en/legal';

export default {
  termsTitle: 'Allmänna villkor',
  termsUpdated: 'Senast uppdaterad: juni 2018',
  termsBody: `GolfWallet är en digital plånbok för golfare som drivs av GolfWallet ApS, Danmark (”GolfWallet” eller ”vi”). I appen och på webbplatsen kan du spara, köpa, överföra, skriva ut och lösa in värdebevis, presentkort, greenfeebiljetter och bollkorgar till drivingrangen från golfklubbar och drivingranger (”partner”). Villkoren gäller när du använder GolfWallet, och du godkänner dem när du skapar en profil.

## 1. Din profil

- Varje person får bara ha en personlig profil. Profilen får inte delas med eller överlåtas till någon annan.
- Du kan logga in med e-postadress och lösenord, via andra golftjänster, till exempel ditt golfförbund (MinGolf) eller ett bokningssystem, eller med ditt Apple- eller Google-konto.
- Uppgifterna i din profil ska vara korrekta, och du ska hålla ditt lösenord och din PIN-kod för dig själv.
- Du kan när som helst radera din profil. När profilen raderas går alla oanvända poäng och värdebevis förlorade och kan inte återställas.

## 2. Köp i klubbarnas butiker

När du köper en produkt i GolfWallet ingås köpeavtalet mellan dig och den partner som säljer produkten, oftast golfklubben. GolfWallet tillhandahåller plattformen och är inte part i köpeavtalet. Pris och villkor för produkten (giltighet, antal klipp och eventuella begränsningar) visas innan du betalar.

- Fakturan skickas till dig via e-post.
- Kortbetalningar sker via en godkänd betalserver. Dina kortuppgifter krypteras och hanteras av betaltjänstleverantören, och vi ser aldrig ditt fullständiga kortnummer.

## 3. Poäng

- Poäng kan inte växlas in mot kontanter.
- Tjänster som har köpts med poäng kan inte avbokas eller bytas.

## 4. Ångerrätt

Som konsument har du 14 dagars ångerrätt räknat från köpdagen. Eftersom våra produkter är digitala upphör ångerrätten så snart du börjar använda produkten, till exempel när ett värdebevis löses in första gången. Vill du ångra ett köp kontaktar du den partner du köpte av innan du använder produkten.

## 5. Reklamationer och klagomål

Är något fel på en produkt vänder du dig först till den partner du köpte den av. Om ni inte kommer överens kan du vända dig till Allmänna reklamationsnämnden (www.arn.se) eller använda EU:s plattform för tvistlösning online på https://ec.europa.eu/consumers/odr.

## 6. Missbruk

Vi får radera eller stänga av en profil om villkoren bryts eller om vi misstänker missbruk, till exempel flera profiler för samma person, bedrägeri eller kopiering av värdebevis.

## 7. Tillämplig lag och domstol

Villkoren regleras av dansk lag. Tvister avgörs av domstolen på den ort där GolfWallet ApS har sitt säte. Det begränsar inte de tvingande konsumentregler som gäller enligt lagen i det land där du bor.

## 8. Kontakt

GolfWallet ApS, Danmark. E-post: support@golfwallet.dk`,
  privacyTitle: 'Integritetspolicy',
  privacyUpdated: 'Senast uppdaterad: juni 2018',
  privacyBody: `Den här integritetspolicyn förklarar vilka personuppgifter GolfWallet samlar in när du använder vår webbplats och app, varför vi gör det och vilka rättigheter du har. Personuppgiftsansvarig är GolfWallet ApS, Danmark. Du når oss alltid på support@golfwallet.dk.

## 1. Uppgifter vi sparar

Din profil:

- för- och efternamn, e-postadress och om den är bekräftad, mobilnummer och andra telefonnummer
- födelsedatum, kön, land och handicap
- golfförbund, medlemsnummer (golf-ID), medlemstyp och hemmaklubb
- PIN-kod och lösenord (sparas endast krypterat, så att de inte kan läsas tillbaka)
- språk, inställningar för notiser, dina val om nyhetsbrev och erbjudanden samt om du har godkänt utskriftsreglerna

När du använder GolfWallet sparar vi också:

- bokningsuppgifter och din transaktionshistorik
- överföringar som du skickar och tar emot
- värdebevis som du laddar upp och de PDF-filer som skapas åt dig
- din position, IP-adress, webbläsartyp, språk och tidszon

## 2. Varför vi använder uppgifterna

Vi använder uppgifterna för att hantera din profil och leverera tjänsten du har registrerat dig för, för att skicka fakturor och sköta bokföringen enligt lag, för att skydda GolfWallet mot bedrägerier och missbruk och – om du har samtyckt – för att skicka nyhetsbrev och erbjudanden till dig.

## 3. Vad golfklubbarna ser

En klubb ser bara uppgifter som är relevanta för just den klubben: ditt för- och efternamn, medlemsnummer, hemmaklubb, de värdebevis du har använt, ursprungligt pris vid inlösen, tidpunkten för inlösen och antalet återstående klipp.

## 4. Nyhetsbrev

Om du prenumererar på vårt nyhetsbrev sparar vi ditt namn och din e-postadress och registrerar om du öppnar nyhetsbreven och klickar på länkarna i dem. Du kan när som helst avsluta prenumerationen via länken i varje nyhetsbrev eller på din profilsida.

## 5. Position

Appen behöver platstjänster för att aktivera digitala produkter, till exempel när du själv löser in ett värdebevis på klubben eller startar en bollautomat. Du kan stänga av platstjänster i telefonens inställningar, men då fungerar inte de här funktionerna.

## 6. Cookies

Webbplatsen använder cookies som är nödvändiga för att den ska fungera och – om du samtycker – cookies för statistik. Du kan när som helst återkalla ditt samtycke: klicka på cookie-ikonen längst ned till vänster på sidan och välj ”Endast nödvändiga”.

## 7. Hur länge vi sparar uppgifterna

- En profil raderas automatiskt efter 24 månader utan inloggning, förutsatt att inga aktiva poäng eller värdebevis finns kvar på den.
- Du kan när som helst radera din profil själv. Bokföringsunderlag sparas så länge lagen kräver.
- Vi kan spärra eller radera en profil med kränkande innehåll. Om vi gör det meddelar vi dig skälet via e-post.

## 8. Vilka andra som hanterar uppgifterna

Vi anlitar noga utvalda leverantörer för drift, e-postutskick och kortbetalningar. De behandlar uppgifterna endast för vår räkning och enligt personuppgiftsbiträdesavtal. Vi säljer aldrig dina uppgifter.

## 9. Dina rättigheter

Du har rätt att få tillgång till de uppgifter vi har om dig, att få dem rättade eller raderade, att begränsa eller invända mot behandlingen, att få ut dem i ett maskinläsbart format och att återkalla ett samtycke. En begäran om registerutdrag behandlas bara om det har gått mer än 6 månader sedan din senaste begäran, om du inte kan styrka ett särskilt intresse. Du kan också lämna klagomål till den danska tillsynsmyndigheten Datatilsynet eller till tillsynsmyndigheten i Sverige.

## 10. Kontakt

GolfWallet ApS, Danmark. E-post: support@golfwallet.dk`,
} satisfies Shape<typeof en>;
