import type { Shape } from '../shape';
import type en from '../en/legal';

export default {
  termsTitle: 'Allgemeine Geschäftsbedingungen',
  termsUpdated: 'Zuletzt aktualisiert: Juni 2018',
  termsBody: `GolfWallet ist eine digitale Brieftasche für Golferinnen und Golfer und wird von der GolfWallet ApS, Dänemark („GolfWallet“ oder „wir“) betrieben. In der App und auf der Website können Sie Gutscheine, Geschenkkarten, Greenfee-Tickets und Ballkörbe für die Driving Range von Golfclubs und Driving Ranges („Partner“) aufbewahren, kaufen, übertragen, ausdrucken und einlösen. Diese Bedingungen gelten für jede Nutzung von GolfWallet; mit dem Anlegen eines Profils erkennen Sie sie an.

## 1. Ihr Profil

- Jede Person darf nur ein persönliches Profil haben. Das Profil darf nicht mit anderen geteilt oder an andere weitergegeben werden.
- Sie können sich mit E-Mail-Adresse und Passwort anmelden, über andere Golfdienste wie Ihren Golfverband oder ein Buchungssystem oder mit Ihrem Apple- oder Google-Konto.
- Die Angaben in Ihrem Profil müssen zutreffen, und Sie müssen Passwort und PIN-Code geheim halten.
- Sie können Ihr Profil jederzeit löschen. Mit dem Löschen gehen alle nicht genutzten Punkte und Gutscheine endgültig verloren und können nicht wiederhergestellt werden.

## 2. Einkäufe in den Clubshops

Wenn Sie in GolfWallet ein Produkt kaufen, kommt der Kaufvertrag zwischen Ihnen und dem verkaufenden Partner zustande, in der Regel dem Golfclub. GolfWallet stellt die Plattform bereit und ist nicht Partei des Kaufvertrags. Preis und Bedingungen des Produkts (Gültigkeit, Anzahl der Nutzungen und etwaige Einschränkungen) werden vor der Zahlung angezeigt.

- Ihre Rechnung erhalten Sie per E-Mail.
- Kartenzahlungen laufen über einen zugelassenen Zahlungsserver. Ihre Kartendaten werden verschlüsselt und vom Zahlungsdienstleister verarbeitet; Ihre vollständige Kartennummer sehen wir nie.

## 3. Punkte

- Punkte können nicht in Bargeld umgetauscht werden.
- Mit Punkten gekaufte Leistungen können weder storniert noch umgetauscht werden.

## 4. Widerrufsrecht

Als Verbraucher haben Sie ab dem Tag des Kaufs ein Widerrufsrecht von 14 Tagen. Da unsere Produkte digital sind, erlischt das Widerrufsrecht, sobald Sie das Produkt nutzen, zum Beispiel wenn ein Gutschein zum ersten Mal eingelöst wird. Möchten Sie einen Kauf widerrufen, wenden Sie sich vor der Nutzung an den Partner, bei dem Sie gekauft haben.

## 5. Beschwerden

Ist mit einem Produkt etwas nicht in Ordnung, wenden Sie sich bitte zuerst an den Partner, bei dem Sie es gekauft haben. Kommt keine Einigung zustande, können Sie sich an eine Verbraucherschlichtungsstelle wenden oder die Online-Streitbeilegungsplattform der EU unter https://ec.europa.eu/consumers/odr nutzen.

## 6. Missbrauch

Wir können ein Profil löschen oder sperren, wenn gegen diese Bedingungen verstoßen wird oder der Verdacht auf Missbrauch besteht, etwa bei mehreren Profilen einer Person, bei Betrug oder beim Kopieren von Gutscheinen.

## 7. Anwendbares Recht und Gerichtsstand

Es gilt dänisches Recht. Gerichtsstand ist der Sitz der GolfWallet ApS. Zwingende Verbraucherschutzvorschriften des Landes, in dem Sie wohnen, bleiben davon unberührt.

## 8. Kontakt

GolfWallet ApS, Dänemark. E-Mail: support@golfwallet.dk`,
  privacyTitle: 'Datenschutzerklärung',
  privacyUpdated: 'Zuletzt aktualisiert: Juni 2018',
  privacyBody: `Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten GolfWallet erhebt, wenn Sie unsere Website und App nutzen, wofür wir sie verwenden und welche Rechte Sie haben. Verantwortlicher ist die GolfWallet ApS, Dänemark. Sie erreichen uns jederzeit unter support@golfwallet.dk.

## 1. Welche Daten wir speichern

Ihr Profil:

- Vor- und Nachname, E-Mail-Adresse und ob sie bestätigt ist, Mobil- und weitere Telefonnummern
- Geburtsdatum, Geschlecht, Land und Handicap
- Golfverband, Mitgliedsnummer (Golf-ID), Mitgliedsart und Heimatclub
- PIN-Code und Passwort (nur verschlüsselt gespeichert, sodass sie nicht ausgelesen werden können)
- Sprache, Benachrichtigungseinstellungen, Ihre Entscheidungen zu Newsletter und Angeboten sowie ob Sie die Druckregeln akzeptiert haben

Wenn Sie GolfWallet nutzen, speichern wir außerdem:

- Buchungsdaten und Ihren Transaktionsverlauf
- Übertragungen, die Sie senden und empfangen
- Gutscheine, die Sie hochladen, und die für Sie erzeugten PDFs
- Ihren Standort, Ihre IP-Adresse, Browsertyp, Sprache und Zeitzone

## 2. Wofür wir die Daten verwenden

Wir verwenden die Daten, um Ihr Profil zu führen und den Dienst bereitzustellen, für den Sie sich angemeldet haben, um Rechnungen zu versenden und gesetzliche Buchführungspflichten zu erfüllen, um GolfWallet vor Betrug und Missbrauch zu schützen und – sofern Sie eingewilligt haben – um Ihnen Newsletter und Angebote zu senden.

## 3. Was die Golfclubs sehen

Ein Club sieht nur Daten, die für diesen Club relevant sind: Ihren Vor- und Nachnamen, Ihre Mitgliedsnummer, Ihren Heimatclub, die von Ihnen genutzten Gutscheine, den ursprünglichen Preis bei der Einlösung, den Zeitpunkt der Einlösung und die Zahl der verbleibenden Nutzungen.

## 4. Newsletter

Wenn Sie unseren Newsletter abonnieren, speichern wir Ihren Namen und Ihre E-Mail-Adresse und erfassen, ob Sie die Newsletter öffnen und auf die Links darin klicken. Sie können sich jederzeit über den Link in jedem Newsletter oder auf Ihrer Profilseite abmelden.

## 5. Standort

Die App benötigt Ortungsdienste, um digitale Produkte zu aktivieren, zum Beispiel wenn Sie einen Gutschein im Club selbst einlösen oder einen Ballautomaten starten. Sie können die Ortungsdienste in den Einstellungen Ihres Telefons ausschalten; diese Funktionen stehen dann aber nicht zur Verfügung.

## 6. Cookies

Die Website verwendet Cookies, die für ihren Betrieb notwendig sind, und – mit Ihrer Einwilligung – Cookies für Statistikzwecke. Sie können Ihre Einwilligung jederzeit widerrufen: Klicken Sie auf das Cookie-Symbol unten links auf der Seite und wählen Sie „Nur notwendige“.

## 7. Speicherdauer

- Ein Profil wird nach 24 Monaten ohne Anmeldung automatisch gelöscht, sofern darauf keine aktiven Punkte oder Gutscheine mehr vorhanden sind.
- Sie können Ihr Profil jederzeit selbst löschen. Buchhaltungsunterlagen bewahren wir so lange auf, wie es gesetzlich vorgeschrieben ist.
- Wir können ein Profil mit missbräuchlichen Inhalten sperren oder löschen. In diesem Fall teilen wir Ihnen den Grund per E-Mail mit.

## 8. Empfänger

Für Hosting, E-Mail-Versand und Kartenzahlungen setzen wir sorgfältig ausgewählte Dienstleister ein. Sie verarbeiten die Daten ausschließlich in unserem Auftrag und auf Grundlage von Auftragsverarbeitungsverträgen. Wir verkaufen Ihre Daten niemals.

## 9. Ihre Rechte

Sie haben das Recht auf Auskunft über die Daten, die wir über Sie gespeichert haben, auf Berichtigung und Löschung, auf Einschränkung der Verarbeitung, auf Widerspruch, auf Datenübertragbarkeit sowie auf Widerruf einer erteilten Einwilligung. Einen Auskunftsantrag bearbeiten wir nur, wenn seit Ihrem letzten Antrag mehr als 6 Monate vergangen sind, es sei denn, Sie weisen ein besonderes Interesse nach. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der dänischen Datatilsynet oder bei der Aufsichtsbehörde an Ihrem Wohnort.

## 10. Kontakt

GolfWallet ApS, Dänemark. E-Mail: support@golfwallet.dk`,
} satisfies Shape<typeof en>;
