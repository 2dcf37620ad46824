package io.mailroom.service.transfer;

import io.mailroom.service.localcopy.ContactField;
import java.text.Normalizer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The headers a column of each field goes by (docs/decisions/056-import-header-matching.md): Mailroom's
 * own (the spec's names), English, German, French and Spanish, and those of the exports of Mailchimp,
 * Brevo and SendGrid. A header is compared {@link #key folded}: without case, accents, spaces or
 * punctuation, so "E-Mail-Adresse", "e_mail adresse" and "EMAIL ADRESSE" are one. Whole headers are
 * compared, never parts: Mailchimp's "Address" (postal) and SendGrid's "ALTERNATE_EMAILS" are not
 * addresses to import.
 */
public final class HeaderNames {

    private static final Map<String, ContactField> FIELDS = new HashMap<>();

    static {
        names(ContactField.EMAIL_ADDRESS, "emailAddress", "email", "e-mail", "mail", "email address", "e-mail address",
                "email_address", "email addresses", "mail address",
                "E-Mail-Adresse", "Mailadresse", "Email-Adresse",
                "courriel", "adresse e-mail", "adresse email", "adresse mail", "adresse courriel", "adresse électronique",
                "correo", "correo electrónico", "email de contacto", "dirección de correo", "dirección de correo electrónico",
                "dirección de email");
        names(ContactField.STATUS, "status", "subscription status", "Abonnementstatus", "Status des Abonnements",
                "statut", "statut d'abonnement", "estado", "estado de suscripción");
        names(ContactField.LANGUAGE, "language", "lang", "locale", "Sprache", "langue", "idioma");
        names(ContactField.FIRST_NAME, "firstName", "first name", "first_name", "fname", "given name", "forename",
                "Vorname", "prénom", "nombre", "nombre de pila");
        names(ContactField.LAST_NAME, "lastName", "last name", "last_name", "lname", "surname", "family name",
                "Nachname", "Familienname", "nom", "nom de famille", "apellido", "apellidos");
        names(ContactField.PHONE_NUMBER, "phoneNumber", "phone", "phone number", "phone_number", "telephone", "tel",
                "mobile", "mobile phone", "mobile number", "cell", "cell phone", "sms",
                "Telefon", "Telefonnummer", "Handy", "Handynummer", "Mobilnummer", "Mobiltelefon",
                "téléphone", "numéro de téléphone", "portable", "mobile", "teléfono", "número de teléfono", "móvil", "celular");
        names(ContactField.BIRTHDAY, "birthday", "birth date", "birthdate", "date of birth", "dob",
                "Geburtstag", "Geburtsdatum", "anniversaire", "date de naissance", "cumpleaños", "fecha de nacimiento");
        names(ContactField.COMPANY, "company", "company name", "organization", "organisation",
                "Firma", "Unternehmen", "Firmenname", "entreprise", "société", "empresa", "compañía");
        names(ContactField.VIP_LEVEL, "vipLevel", "vip", "vip level", "VIP-Stufe", "VIP-Level", "niveau VIP", "nivel VIP");
        names(ContactField.AMOUNT, "amount", "Betrag", "montant", "importe", "monto");
        // Set by the service: Mailroom's own export has them; they are recognised, and not imported (ColumnMapping).
        names(ContactField.REGISTER_DATE, "registerDate", "register date", "registration date");
        names(ContactField.SOURCE, "source");
        names(ContactField.SUBSCRIPTION_EXPIRE_TIME, "subscriptionExpireTime", "subscription expire time");
        names(ContactField.LAST_ACTIVE_TIME, "lastActiveTime", "last active time", "last active");
    }

    private HeaderNames() {
    }

    private static void names(ContactField field, String... names) {
        for (String name : names) {
            ContactField before = FIELDS.put(key(name), field);
            if (before != null && before != field) {
                throw new IllegalStateException(name + " names both " + before + " and " + field);
            }
        }
    }

    /** The field {@code header} names, if it names one. */
    public static Optional<ContactField> fieldOf(String header) {
        return Optional.ofNullable(FIELDS.get(key(header)));
    }

    /**
     * A header as it is compared: letters and digits only, accents and case removed
     * ("Correo electrónico" and "CORREO_ELECTRONICO" are both "correoelectronico").
     */
    public static String key(String header) {
        String decomposed = Normalizer.normalize(header == null ? "" : header, Normalizer.Form.NFKD);
        StringBuilder key = new StringBuilder(decomposed.length());
        decomposed.codePoints()
                .filter(Character::isLetterOrDigit)
                .map(c -> Character.toLowerCase(Character.toUpperCase(c)))
                .forEach(key::appendCodePoint);
        return key.toString().toLowerCase(Locale.ROOT).replace("ß", "ss");
    }

    /** The keys of a header row, as the remembered mappings are found by (MappingMemory). */
    static List<String> keys(List<String> headers) {
        return headers.stream().map(HeaderNames::key).toList();
    }
}
