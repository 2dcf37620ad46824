package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.CopyFixtures.contact;
import static io.mailroom.service.localcopy.CopyFixtures.store;
import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import io.mailroom.service.FieldMeaning;
import io.mailroom.service.WordSearch;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.MonthDay;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Sort across a whole application: by what values mean where they read so, then values that do
 * not as text ignoring case, then blanks, each rank reversed on its own when descending, ties by
 * the order the contacts came in. The order is the same however the query reads it (walking an
 * index, or sorting what matched) and from whatever page.
 */
class ContactSortTest extends CopyQueryTest {

    /** One contact a value of {@code field}, addressed a@, b@, … in the order given. */
    private void storeValues(String field, String... values) {
        List<Contact> contacts = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            String value = values[i] == null ? "null" : values[i].startsWith("#") ? values[i].substring(1) : "\"" + values[i] + "\"";
            contacts.add(contact("{\"emailAddress\":\"" + (char) ('a' + i) + "@example.com\",\"" + field + "\":" + value + "}"));
        }
        store(copy, APP, contacts);
    }

    private List<String> sorted(ContactField field, boolean ascending) {
        List<String> addresses = queries.addresses(ContactQuery.all(APP).withSort(new Sort(field, ascending)));
        return addresses.stream().map(address -> address.substring(0, 1)).toList();
    }

    @Test
    void birthdaysByDayOfTheYearThenOtherTextThenBlanks() {
        storeValues("birthday", "10/12", "1815-12-10", "01/02", "sometime", "", "Later", null);
        assertThat(sorted(ContactField.BIRTHDAY, true)).containsExactly("c", "a", "b", "f", "d", "e", "g");
        assertThat(sorted(ContactField.BIRTHDAY, false)).containsExactly("b", "a", "c", "d", "f", "g", "e");
    }

    @Test
    void vipLevelsAsNumbersThenOtherTextThenBlanks() {
        storeValues("vipLevel", "#3", "3", "2.5", "gold", "", "#10", "Platinum", "#1e1");
        assertThat(sorted(ContactField.VIP_LEVEL, true)).containsExactly("c", "a", "b", "f", "h", "d", "g", "e");
        assertThat(sorted(ContactField.VIP_LEVEL, false)).containsExactly("h", "f", "b", "a", "c", "g", "d", "e");
    }

    @Test
    void amountsAsNumbersThenOtherTextThenBlanks() {
        storeValues("amount", "12.50", "9", "n/a", "", "100", "  ", "-3");
        assertThat(sorted(ContactField.AMOUNT, true)).containsExactly("g", "b", "a", "e", "c", "d", "f");
        assertThat(sorted(ContactField.AMOUNT, false)).containsExactly("e", "a", "b", "g", "c", "f", "d");
    }

    @ParameterizedTest
    @EnumSource(value = ContactField.class, names = {"REGISTER_DATE", "SUBSCRIPTION_EXPIRE_TIME", "LAST_ACTIVE_TIME"})
    void momentsInTimeOrderThenOtherTextThenBlanks(ContactField field) {
        storeValues(field.specName(), "2024-03-01T10:00:00Z", "#1709287200001", "2024-03-01", "yesterday", "", "2024-03-01T11:00:00+02:00",
                "Tomorrow");
        // 1709287200001 is 2024-03-01T10:00:00.001Z; 11:00+02:00 is 09:00Z.
        assertThat(sorted(field, true)).containsExactly("c", "f", "a", "b", "g", "d", "e");
        assertThat(sorted(field, false)).containsExactly("b", "a", "f", "c", "d", "g", "e");
    }

    @Test
    void namesAndCompaniesIgnoringCaseAndAccents() {
        storeValues("firstName", "Zoë", "émile", "Eve", "", "Élodie", "emma", "zoe");
        assertThat(sorted(ContactField.FIRST_NAME, true)).containsExactly("e", "b", "f", "c", "a", "g", "d");
        assertThat(sorted(ContactField.FIRST_NAME, false)).containsExactly("g", "a", "c", "f", "b", "e", "d");
    }

    @Test
    void otherTextIgnoringCaseBlanksLast() {
        storeValues("status", "Unsubscribed", "confirmed", "", "Confirmed", "bounced");
        assertThat(sorted(ContactField.STATUS, true)).containsExactly("e", "b", "d", "a", "c");
        assertThat(sorted(ContactField.STATUS, false)).containsExactly("a", "d", "b", "e", "c");
    }

    @Test
    void addressesIgnoringCase() {
        store(copy, APP, contact("{\"emailAddress\":\"Bob@example.com\"}"), contact("{\"emailAddress\":\"alice@example.com\"}"),
                contact("{\"emailAddress\":\"ALAN@example.com\"}"));
        assertThat(queries.addresses(ContactQuery.all(APP))).containsExactly("ALAN@example.com", "alice@example.com", "Bob@example.com");
        assertThat(queries.addresses(ContactQuery.all(APP).withSort(Sort.BY_ADDRESS.reversed())))
                .containsExactly("Bob@example.com", "alice@example.com", "ALAN@example.com");
    }

    /** Many contacts of every kind of value, some of them equal, in an order of their own. */
    private List<Contact> many(int count) {
        Random random = new Random(7);
        String[] moments = {"2024-03-01T10:00:00Z", "2023-11-05", "1709287200000", "2025-06-30T23:59:59+02:00", "soon", "Later", "", " "};
        String[] birthdays = {"10/12", "1/1", "1990-02-28", "31/12", "29/02", "sometime", "", "30/02"};
        String[] vips = {"0", "1", "2", "2.0", "5", "gold", "", "10"};
        String[] amounts = {"12.50", "9", "-3", "1e2", "n/a", "", "0"};
        String[] names = {"Zoë", "zoe", "Émile", "emile", "Eve", "Łukasz", "Ana", "", "ana", "Ólafur"};
        String[] texts = {"Confirmed", "confirmed", "Unsubscribed", "pending", "", "de", "DE", "api", "+49 30 1"};
        List<Contact> contacts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String vip = vips[random.nextInt(vips.length)];
            contacts.add(new Contact("c" + String.format(Locale.ROOT, "%03d", random.nextInt(1000)) + "-" + i + "@example.com",
                    texts[random.nextInt(texts.length)], texts[random.nextInt(texts.length)], names[random.nextInt(names.length)],
                    names[random.nextInt(names.length)], texts[random.nextInt(texts.length)], birthdays[random.nextInt(birthdays.length)],
                    names[random.nextInt(names.length)], VipLevel.fromText(vip), amounts[random.nextInt(amounts.length)],
                    moments[random.nextInt(moments.length)], texts[random.nextInt(texts.length)], moments[random.nextInt(moments.length)],
                    moments[random.nextInt(moments.length)], Map.of()));
        }
        return contacts;
    }

    @ParameterizedTest
    @EnumSource(ContactField.class)
    void theOrderIsTheSameFromEveryPageAndHoweverTheQueryReadsIt(ContactField field) {
        List<Contact> contacts = many(300);
        store(copy, APP, contacts);
        for (boolean ascending : new boolean[] {true, false}) {
            Sort sort = new Sort(field, ascending);
            List<String> expected = contacts.stream().sorted(order(contacts, sort)).map(Contact::emailAddress).toList();

            // Every contact: the field's index is walked.
            assertPagesInOrder(ContactQuery.all(APP).withSort(sort), expected);
            // Most of them: still walked, the others passed over.
            ContactQuery most = ContactQuery.all(APP).withSort(sort).withFilters(List.of(Filter.parse("amount=present")));
            assertPagesInOrder(most, expected.stream().filter(address -> !blank(contactOf(contacts, address).amount())).toList());
            // A few of them: read and sorted.
            ContactQuery few = ContactQuery.all(APP).withSort(sort).withFind("c00");
            assertPagesInOrder(few, expected.stream().filter(address -> address.startsWith("c00")).toList());
            // Filters on one field: a range of its index, with find and without.
            ContactQuery germans = ContactQuery.all(APP).withSort(sort).withFind("example").withFilters(List.of(Filter.parse("language=de")));
            assertPagesInOrder(germans, expected.stream().filter(address -> contactOf(contacts, address).language().equalsIgnoreCase("de")).toList());
            ContactQuery vip = ContactQuery.all(APP).withSort(sort).withFilters(List.of(Filter.parse("vip=1..5")));
            assertPagesInOrder(vip, expected.stream().filter(address -> vipBetweenOneAndFive(contactOf(contacts, address))).toList());
            // Filters on several fields with find: tested by id among what find found.
            ContactQuery confirmed = ContactQuery.all(APP).withSort(sort).withFind("example")
                    .withFilters(List.of(Filter.parse("status=Confirmed"), Filter.parse("amount=present")));
            assertPagesInOrder(confirmed, expected.stream().map(address -> contactOf(contacts, address))
                    .filter(contact -> contact.statusText().equalsIgnoreCase("confirmed") && !blank(contact.amount()))
                    .map(Contact::emailAddress).toList());
        }
    }

    private void assertPagesInOrder(ContactQuery query, List<String> expected) {
        assertThat(queries.addresses(query)).as("every address, %s", query.sort()).containsExactlyElementsOf(expected);
        List<String> paged = new ArrayList<>();
        for (int offset = 0; offset < expected.size() + 7; offset += 7) {
            queries.rows(query, offset, 7).forEach(contact -> paged.add(contact.emailAddress()));
        }
        assertThat(paged).as("page by page, %s", query.sort()).containsExactlyElementsOf(expected);
        assertThat(queries.matches(query, 0, 5).count()).isEqualTo(expected.size());
    }

    private static boolean vipBetweenOneAndFive(Contact contact) {
        return contact.vipLevel() != null && contact.vipLevel().number()
                .filter(level -> level.compareTo(BigDecimal.ONE) >= 0 && level.compareTo(BigDecimal.valueOf(5)) <= 0).isPresent();
    }

    private static Contact contactOf(List<Contact> contacts, String address) {
        return contacts.stream().filter(contact -> contact.emailAddress().equals(address)).findFirst().orElseThrow();
    }

    private static boolean blank(String text) {
        return text.strip().isEmpty();
    }

    /**
     * The documented order, written out independently of the SQL: rank (read as the field's kind,
     * other text, blank), then the meaning, then the text (ignoring ASCII case, except beside a key
     * that already ignores it), then arrival.
     */
    private static Comparator<Contact> order(List<Contact> contacts, Sort sort) {
        Function<Contact, Comparable<?>> key = switch (sort.field()) {
            case EMAIL_ADDRESS -> contact -> contact.emailAddress().toLowerCase(Locale.ROOT);
            case FIRST_NAME -> contact -> folded(contact.firstName());
            case LAST_NAME -> contact -> folded(contact.lastName());
            case COMPANY -> contact -> folded(contact.company());
            case BIRTHDAY -> contact -> birthdayKey(contact.birthday());
            case VIP_LEVEL -> contact -> contact.vipLevel() == null ? null : contact.vipLevel().number().map(BigDecimal::doubleValue).orElse(null);
            case AMOUNT -> contact -> FieldMeaning.decimal(contact.amount()) == null ? null : FieldMeaning.decimal(contact.amount()).doubleValue();
            case REGISTER_DATE -> contact -> millis(contact.registerDate());
            case SUBSCRIPTION_EXPIRE_TIME -> contact -> millis(contact.subscriptionExpireTime());
            case LAST_ACTIVE_TIME -> contact -> millis(contact.lastActiveTime());
            case STATUS, LANGUAGE, PHONE_NUMBER, SOURCE -> contact -> null;
        };
        boolean keyIgnoresCase = switch (sort.field()) {
            case EMAIL_ADDRESS, FIRST_NAME, LAST_NAME, COMPANY -> true;
            default -> false;
        };
        Function<Contact, String> text = switch (sort.field()) {
            case EMAIL_ADDRESS -> Contact::emailAddress;
            case STATUS -> Contact::statusText;
            case LANGUAGE -> Contact::language;
            case FIRST_NAME -> Contact::firstName;
            case LAST_NAME -> Contact::lastName;
            case PHONE_NUMBER -> Contact::phoneNumber;
            case BIRTHDAY -> Contact::birthday;
            case COMPANY -> Contact::company;
            case VIP_LEVEL -> contact -> contact.vipLevel() == null ? "" : contact.vipLevel().text();
            case AMOUNT -> Contact::amount;
            case REGISTER_DATE -> Contact::registerDate;
            case SOURCE -> Contact::source;
            case SUBSCRIPTION_EXPIRE_TIME -> Contact::subscriptionExpireTime;
            case LAST_ACTIVE_TIME -> Contact::lastActiveTime;
        };
        Comparator<Contact> rank = Comparator.comparingInt(contact -> key.apply(contact) != null ? 0 : blank(text.apply(contact)) ? 2 : 1);
        @SuppressWarnings("unchecked")
        Comparator<Contact> within = Comparator.<Contact, Comparable<Object>>comparing(contact -> (Comparable<Object>) key.apply(contact),
                        Comparator.nullsFirst(Comparator.naturalOrder()))
                .thenComparing(contact -> keyIgnoresCase ? text.apply(contact) : asciiLowerCase(text.apply(contact)))
                .thenComparingInt(contacts::indexOf);
        return rank.thenComparing(sort.ascending() ? within : within.reversed());
    }

    /** A name's or company's key: without case, accents and surrounding spaces; none when that leaves nothing. */
    private static String folded(String text) {
        String folded = WordSearch.fold(text.strip());
        return folded.isEmpty() ? null : folded;
    }

    private static Long birthdayKey(String birthday) {
        MonthDay day = FieldMeaning.monthDay(birthday);
        return day == null ? null : (long) day.getMonthValue() * 100 + day.getDayOfMonth();
    }

    private static Long millis(String moment) {
        Instant instant = FieldMeaning.moment(moment);
        return instant == null ? null : instant.toEpochMilli();
    }

    /** SQLite's NOCASE: only A to Z fold. */
    private static String asciiLowerCase(String text) {
        StringBuilder folded = new StringBuilder(text.length());
        text.chars().forEach(c -> folded.append((char) (c >= 'A' && c <= 'Z' ? c + 32 : c)));
        return folded.toString();
    }

    @Test
    void theStatusOfTheSpecSortsAsItsText() {
        store(copy, APP, IntStream.range(0, 3).mapToObj(i -> new Contact(i + "@example.com", i == 1 ? ContactStatus.Unsubscribed
                : ContactStatus.Confirmed, "", "", "", "", "", "", null, "", "", "", "", "")).toList());
        assertThat(queries.addresses(ContactQuery.all(APP).withSort(new Sort(ContactField.STATUS, false))))
                .containsExactly("1@example.com", "2@example.com", "0@example.com");
    }
}
