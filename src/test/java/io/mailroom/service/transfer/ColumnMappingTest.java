package io.mailroom.service.transfer;

import static io.mailroom.service.localcopy.ContactField.BIRTHDAY;
import static io.mailroom.service.localcopy.ContactField.COMPANY;
import static io.mailroom.service.localcopy.ContactField.EMAIL_ADDRESS;
import static io.mailroom.service.localcopy.ContactField.FIRST_NAME;
import static io.mailroom.service.localcopy.ContactField.LANGUAGE;
import static io.mailroom.service.localcopy.ContactField.LAST_NAME;
import static io.mailroom.service.localcopy.ContactField.PHONE_NUMBER;
import static io.mailroom.service.localcopy.ContactField.STATUS;
import static io.mailroom.service.localcopy.ContactField.VIP_LEVEL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.service.localcopy.ContactField;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Columns mapped by their headers, with no manual step for the exports of Mailroom, Mailchimp, Brevo and SendGrid. */
class ColumnMappingTest {

    static Path sample(String name) {
        try {
            return Path.of(ColumnMappingTest.class.getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Each mapped header and its field's spec name, in column order. */
    private static Map<String, String> mapped(ColumnMapping mapping) {
        Map<String, String> mapped = new LinkedHashMap<>();
        mapping.columns().forEach(column -> column.field().ifPresent(field -> mapped.put(column.header(), field.specName())));
        return mapped;
    }

    private static ColumnMapping suggestedFor(String sample) throws IOException {
        return ColumnMapping.suggested(ImportFile.open(sample(sample), Optional.empty(), Optional.empty()).headers());
    }

    @Test
    void mailchimpsExportMapsItsAddressNamesPhoneAndBirthdayAndNotItsPostalAddress() throws IOException {
        ColumnMapping mapping = suggestedFor("mailchimp.csv");

        assertThat(mapped(mapping)).containsExactly(Map.entry("Email Address", "emailAddress"), Map.entry("First Name", "firstName"),
                Map.entry("Last Name", "lastName"), Map.entry("Phone Number", "phoneNumber"), Map.entry("Birthday", "birthday"));
        assertThat(mapping.columnNamed("Address").orElseThrow().ignored()).isTrue();
        assertThat(mapping.chosen()).isFalse();
    }

    @Test
    void brevosExportMapsItsCapitalisedAttributesAndSmsAsThePhone() throws IOException {
        assertThat(mapped(suggestedFor("brevo.csv"))).containsExactly(Map.entry("EMAIL", "emailAddress"),
                Map.entry("FIRSTNAME", "firstName"), Map.entry("LASTNAME", "lastName"), Map.entry("SMS", "phoneNumber"));
    }

    @Test
    void sendGridsExportMapsItsSnakeCaseFieldsAndNotItsAlternateEmails() throws IOException {
        ColumnMapping mapping = suggestedFor("sendgrid.csv");

        assertThat(mapped(mapping)).containsExactly(Map.entry("EMAIL", "emailAddress"), Map.entry("FIRST_NAME", "firstName"),
                Map.entry("LAST_NAME", "lastName"), Map.entry("PHONE_NUMBER", "phoneNumber"));
        assertThat(mapping.columnNamed("ALTERNATE_EMAILS").orElseThrow().ignored()).isTrue();
    }

    @Test
    void mailroomsOwnExportMapsEveryFieldASaveSetsAndLeavesTheServicesOwn() throws IOException {
        ColumnMapping mapping = suggestedFor("mailroom.csv");

        assertThat(mapped(mapping).values()).containsExactly("emailAddress", "status", "language", "firstName", "lastName",
                "phoneNumber", "birthday", "company", "vipLevel", "amount");
        assertThat(mapping.columns().subList(10, 14)).allSatisfy(column -> {
            assertThat(column.ignored()).isTrue();
            assertThat(column.origin()).isEqualTo(ColumnMapping.Origin.SET_BY_SERVICE);
        });
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "E-mail|EMAIL_ADDRESS", "e_mail|EMAIL_ADDRESS", "Email Address|EMAIL_ADDRESS", "E-Mail-Adresse|EMAIL_ADDRESS",
        "Courriel|EMAIL_ADDRESS", "Adresse e-mail|EMAIL_ADDRESS", "Correo electrónico|EMAIL_ADDRESS", "CORREO ELECTRONICO|EMAIL_ADDRESS",
        "First name|FIRST_NAME", "Vorname|FIRST_NAME", "Prénom|FIRST_NAME", "PRENOM|FIRST_NAME", "Nombre|FIRST_NAME",
        "Nachname|LAST_NAME", "Nom|LAST_NAME", "Apellidos|LAST_NAME", "Téléphone|PHONE_NUMBER", "Teléfono|PHONE_NUMBER",
        "Handy|PHONE_NUMBER", "Geburtstag|BIRTHDAY", "Date de naissance|BIRTHDAY", "Fecha de nacimiento|BIRTHDAY",
        "Firma|COMPANY", "Société|COMPANY", "Empresa|COMPANY", "VIP|VIP_LEVEL", "vip level|VIP_LEVEL", "Sprache|LANGUAGE",
        "Langue|LANGUAGE", "Idioma|LANGUAGE", "Statut|STATUS", "Estado|STATUS", "Betrag|AMOUNT", "Montant|AMOUNT"})
    void headersAreMatchedWithoutCaseSpacesPunctuationAccentsOrLanguage(String header, ContactField field) {
        assertThat(HeaderNames.fieldOf(header)).contains(field);
    }

    @Test
    void unknownHeadersAreIgnored() {
        ColumnMapping mapping = ColumnMapping.suggested(List.of("Email", "Address", "Notes", "MEMBER_RATING"));

        assertThat(mapping.columns()).extracting(ColumnMapping.Column::field)
                .containsExactly(Optional.of(EMAIL_ADDRESS), Optional.empty(), Optional.empty(), Optional.empty());
    }

    @Test
    void aFieldTakesTheFirstColumnThatNamesIt() {
        ColumnMapping mapping = ColumnMapping.suggested(List.of("E-mail", "Email", "Vorname"));

        assertThat(mapping.columns().get(0).field()).contains(EMAIL_ADDRESS);
        assertThat(mapping.columns().get(1).field()).isEmpty();
        assertThat(mapping.columns().get(1).origin()).isEqualTo(ColumnMapping.Origin.FIELD_TAKEN);
        assertThat(mapping.columns().get(2).field()).contains(FIRST_NAME);
    }

    @Test
    void aColumnIsChangedOneAtATimeAndAFieldMovedLeavesItsOldColumn() {
        ColumnMapping mapping = ColumnMapping.suggested(List.of("Mail", "Work mail", "Name", "Notes"))
                .with(1, Optional.of(EMAIL_ADDRESS))
                .with(2, Optional.of(LAST_NAME))
                .with(3, Optional.of(COMPANY));

        assertThat(mapping.columns()).extracting(ColumnMapping.Column::field)
                .containsExactly(Optional.empty(), Optional.of(EMAIL_ADDRESS), Optional.of(LAST_NAME), Optional.of(COMPANY));
        assertThat(mapping.chosen()).isTrue();
        assertThat(mapping.with(2, Optional.empty()).columnOf(LAST_NAME)).isEmpty();
    }

    @Test
    void aFieldTheServiceSetsCannotBeMapped() {
        ColumnMapping mapping = ColumnMapping.suggested(List.of("email", "registered"));

        assertThatThrownBy(() -> mapping.with(1, Optional.of(ContactField.REGISTER_DATE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("registerDate");
        assertThat(ColumnMapping.IMPORTABLE).containsExactlyInAnyOrder(EMAIL_ADDRESS, STATUS, LANGUAGE, FIRST_NAME, LAST_NAME,
                PHONE_NUMBER, BIRTHDAY, COMPANY, VIP_LEVEL, ContactField.AMOUNT);
    }

    @Test
    void withoutAnAddressColumnThereIsNothingToImport() {
        assertThat(ColumnMapping.suggested(List.of("Name", "Phone")).hasAddress()).isFalse();
        assertThat(ColumnMapping.suggested(List.of("Name", "Courriel")).hasAddress()).isTrue();
    }
}
