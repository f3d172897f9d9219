export default {
  termsTitle: 'Terms and conditions',
  termsUpdated: 'Last updated: February 2025',
  termsBody: `GolfWallet is a digital wallet for golfers. It is run by GolfWallet ApS, Denmark ("GolfWallet", "we"). In the app and on the website you can keep, buy, transfer, print and redeem vouchers, gift cards, green-fee tickets and driving-range baskets from golf clubs and driving ranges ("partners"). These terms apply whenever you use GolfWallet. By creating a profile you accept them.

## 1. Your profile

- Each person may have one personal profile only. A profile may not be shared with or handed over to anyone else.
- You can log in with your e-mail address and password, or through other golf services such as your golf union or booking system, or with your Apple or Google account.
- The information in your profile must be correct, and you must keep your password and PIN code to yourself.
- You can delete your profile at any time. When the profile is deleted, all unused points and vouchers are lost for good and cannot be restored.

## 2. Buying in the club shops

When you buy a product in GolfWallet, the purchase agreement is made between you and the partner selling it, typically the golf club. GolfWallet provides the platform and is not a party to the purchase agreement. The price and the conditions of the product (validity, number of uses and any restrictions) are shown before you pay.

- Your invoice is sent to you by e-mail.
- Card payments run through an approved payment server. Your card details are encrypted and handled by the payment provider; we never see your full card number.

## 3. Points

- Points cannot be converted to cash.
- Services bought with points cannot be cancelled or exchanged.

## 4. Right of withdrawal

As a consumer you have a 14-day right of withdrawal, counted from the day of purchase. Because our products are digital, the right of withdrawal expires as soon as you start using the product, for example when a voucher is redeemed for the first time. To withdraw from a purchase, contact the partner you bought from before you use the product.

## 5. Complaints

If something is wrong with a product, contact the partner you bought it from first. If you cannot reach an agreement, you can complain to the Danish consumer complaints board, Nævnenes Hus (www.naevneneshus.dk), or use the EU online complaint portal at https://ec.europa.eu/consumers/odr.

## 6. Misuse

We may delete or suspend a profile if these terms are breached or if we suspect misuse, for example several profiles for one person, fraud or copying of vouchers.

## 7. Law and venue

These terms are governed by Danish law. Disputes are settled by the court where GolfWallet ApS has its registered office. This does not limit any mandatory consumer protection you have under the law of the country where you live.

## 8. Contact

GolfWallet ApS, Denmark. E-mail: support@golfwallet.dk`,
  privacyTitle: 'Privacy policy',
  privacyUpdated: 'Last updated: February 2025',
  privacyBody: `This policy explains which personal data GolfWallet collects when you use our website and app, why we do so, and what rights you have. The data controller is GolfWallet ApS, Denmark. You can always reach us at support@golfwallet.dk.

## 1. The data we keep

Your profile:

- first and last name, e-mail address and whether it is confirmed, mobile and other phone numbers
- birth date, sex, country and handicap
- golf union, membership number (golf ID), member type and home club
- your PIN code and password (stored only in encrypted, irreversible form)
- language, notification settings, your choices about newsletters and offers, and whether you have accepted the print rules

When you use GolfWallet we also keep:

- booking details and your transaction history
- transfers you send and receive
- vouchers you upload and the PDFs generated for you
- your location, IP address, browser type, language and time zone

## 2. Why we use the data

We use the data to run your profile and deliver the service you have signed up for, to send invoices and keep accounts as the law requires, to protect GolfWallet against fraud and misuse, and, if you have agreed to it, to send you newsletters and offers.

## 3. What the golf clubs see

A club sees only data relevant to that club: your first and last name, membership number, home club, the vouchers you have used, the original price at redemption, the time of redemption and the number of remaining clips.

## 4. Newsletters

If you subscribe to our newsletter, we keep your name and e-mail address and record whether you open the newsletters and click on their links. You can unsubscribe at any time from the link in each newsletter or on your profile page.

## 5. Location

The app needs location services to activate digital products, for example when you self-redeem a voucher at the club or start a ball dispenser. You can turn location services off in your phone settings, but these functions will then not work.

## 6. Cookies

The website uses cookies that are necessary for it to work and, if you agree, cookies for statistics. You can withdraw your consent at any time: click the cookie icon at the bottom left of the page and choose "Necessary only".

## 7. How long we keep data

- A profile is deleted automatically after 24 months without a login, provided no active points or vouchers remain on it.
- You can delete your profile yourself at any time. Accounting records are kept for as long as the law requires.
- We may block or delete a profile that contains abusive content. If we do, we tell you the reason by e-mail.

## 8. Who else handles data

We use carefully selected suppliers for hosting, sending e-mail and card payments. They process data only on our behalf and under data processing agreements. We never sell your data.

## 9. Your rights

You have the right to access the data we hold about you, to have it corrected or deleted, to restrict or object to its use, to receive it in a portable format and to withdraw any consent you have given. We handle a request for access only if more than 6 months have passed since your last one, unless you document a special interest. You can also complain to the Danish Data Protection Agency, Datatilsynet (www.datatilsynet.dk).

## 10. Contact

GolfWallet ApS, Denmark. E-mail: support@golfwallet.dk`,
} as const;
