package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.mailroom.api.Contact;
import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import io.mailroom.ui.common.Settings;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.Month;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The filter chips' model over the whole list, without the FX thread: the local copy synchronised
 * from a real sandbox on loopback (3,000 seed contacts, 1,800 in the newsletter, and two more
 * without an amount), filters added through the picker as a person adds them, and the rows, the
 * count and a selection of every matching contact compared with what the service's own list says
 * they should be, worked out here field by field.
 */
class WholeListFiltersTest {

    private static final int SEEDED = 1800;
    private static final int ALL = SEEDED + 2;

    private ContactsFixture fixture;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private ContactsViewModel model;
    private ContactFilters filters;
    private List<Contact> everyone;

    @BeforeEach
    void synced() {
        fixture = new ContactsFixture(3000);
        ServiceClient service = fixture.session.client();
        for (String address : List.of("no.amount@analytical.example", "nothing.owed@analytical.example")) {
            service.saveContact(InputRules.saveContact("newsletter", address, "Confirmed", Map.of("language", "de", "company", "Analytical Engines")));
        }
        everyone = fixture.everyone(ContactsFixture.NEWSLETTER);
        assertThat(everyone).hasSize(ALL);
        model = new ContactsViewModel(fixture.session, Async.sameThread(), fixture.kept(), new BulkExecutor(), new KnownContacts(),
                dialogs, ContactsFixture.options(Settings.CopyRefresh.ONE_DAY, Clock.systemUTC()));
        model.start();
        model.synchronise();
        assertThat(model.whole().shownProperty().get()).isTrue();
        filters = new ContactFilters(model.whole(), Async.sameThread());
    }

    @AfterEach
    void stop() throws Exception {
        Messages.use(Locale.ENGLISH);
        fixture.close();
    }

    /** Every row of the whole list, read through the lazily read list the table shows. */
    private List<String> rows() {
        LazyRows rows = model.whole().rows();
        return IntStream.range(0, rows.size()).mapToObj(rows::get).map(Contact::emailAddress).toList();
    }

    private List<String> matching(Predicate<Contact> test) {
        return everyone.stream().filter(test).map(Contact::emailAddress).toList();
    }

    /** Chooses {@code words} from the kind's list, as a click on it does, and adds the filter. */
    private void pick(Filter.Kind kind, String words) {
        FilterPicker picker = filters.picker();
        picker.kindProperty().set(kind);
        picker.chosenProperty().set(picker.choices().stream().filter(choice -> choice.words().equals(words)).findFirst().orElseThrow());
        assertThat(picker.add()).isTrue();
    }

    private void assertShown(List<String> expected) {
        assertThat(expected).as("a filter that leaves some, not all").isNotEmpty().hasSizeLessThan(ALL);
        assertThat(rows()).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.matching", expected.size(), ALL));
    }

    @Test
    void thePickerListsTheValuesTheContactsHoldMostCommonFirstWithHowManyHoldEach() {
        FilterPicker picker = filters.picker();

        picker.kindProperty().set(Filter.Kind.LANGUAGE);
        assertThat(picker.choices()).extracting(choice -> choice.filter().value(), FilterPicker.Choice::count)
                .containsExactlyElementsOf(counted(Contact::language).stream().map(e -> tuple(e.getKey(), e.getValue())).toList());
        assertThat(picker.choices()).extracting(FilterPicker.Choice::words).contains(FilterWords.language("de"));

        picker.kindProperty().set(Filter.Kind.SOURCE);
        assertThat(picker.choices()).extracting(choice -> choice.filter().value())
                .containsExactlyElementsOf(counted(Contact::source).stream().map(Map.Entry::getKey).toList());

        picker.kindProperty().set(Filter.Kind.COMPANY);
        assertThat(picker.choices()).hasSize(counted(Contact::company).size());
        assertThat(FilterPicker.findable(Filter.Kind.COMPANY, picker.choices().size())).isTrue();
        picker.findProperty().set("muller sohne");
        assertThat(picker.shown()).extracting(FilterPicker.Choice::words).containsExactly("Müller & Söhne GmbH");
        assertThat(picker.filter().get()).isEqualTo(new Filter.CompanyIs("Müller & Söhne GmbH"));
        assertThat(picker.cutProperty().get()).isFalse();
        assertThat(picker.loadingProperty().get()).isFalse();
    }

    /** A field's values and how many contacts hold each, most first, then by value, blanks left out: what the picker should list. */
    private List<Map.Entry<String, Long>> counted(Function<Contact, String> field) {
        return everyone.stream().map(field).filter(value -> value != null && !value.isBlank())
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting())).entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .toList();
    }

    @Test
    void filtersOfOneFieldAreOredAndOfDifferentFieldsAndedAsTheRowsAndTheCountShow() {
        pick(Filter.Kind.LANGUAGE, FilterWords.language("de"));
        assertShown(matching(c -> c.language().equals("de")));

        pick(Filter.Kind.LANGUAGE, FilterWords.language("fr"));
        assertShown(matching(c -> Set.of("de", "fr").contains(c.language())));

        FilterPicker vip = filters.picker();
        vip.kindProperty().set(Filter.Kind.VIP);
        vip.vipMinProperty().set("2");
        vip.vipMaxProperty().set("4");
        assertThat(vip.add()).isTrue();
        pick(Filter.Kind.STATUS, Messages.text("contacts.status.confirmed"));

        Predicate<Contact> vipTwoToFour = c -> c.vipLevel() != null && c.vipLevel().number()
                .map(level -> level.compareTo(BigDecimal.valueOf(2)) >= 0 && level.compareTo(BigDecimal.valueOf(4)) <= 0).orElse(false);
        assertShown(matching(c -> Set.of("de", "fr").contains(c.language()) && vipTwoToFour.test(c) && c.statusText().equals("Confirmed")));
        assertThat(filters.groups()).extracting(group -> group.stream().map(Filter::text).toList()).containsExactly(
                List.of("language=de", "language=fr"), List.of("vip=2..4"), List.of("status=Confirmed"));

        filters.remove(new Filter.LanguageIs("de"));
        assertShown(matching(c -> c.language().equals("fr") && vipTwoToFour.test(c) && c.statusText().equals("Confirmed")));

        filters.clear();
        assertThat(rows()).hasSize(ALL);
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.count", ALL));
    }

    @Test
    void aValueAddedTwiceIsOneFilter() {
        pick(Filter.Kind.SOURCE, "api");
        filters.add(new Filter.SourceIs("API"));

        assertThat(filters.filters()).containsExactly(new Filter.SourceIs("api"));
    }

    @Test
    void birthdayMonthDateRangesAndAmountFilterByWhatTheirValuesMean() {
        pick(Filter.Kind.BIRTHDAY, FilterWords.month(Month.MARCH));
        assertShown(matching(c -> c.birthday() != null && c.birthday().endsWith("/03")));
        filters.clear();

        // A range of a season of the seeded registrations: neither all nor none of them.
        List<LocalDate> days = everyone.stream().map(c -> day(c.registerDate())).filter(Objects::nonNull).sorted().toList();
        LocalDate first = days.get(days.size() / 3);
        LocalDate last = first.plusDays(90);
        FilterPicker registered = filters.picker();
        registered.kindProperty().set(Filter.Kind.REGISTERED);
        registered.fromProperty().set(Formats.typedDate(first));
        registered.toProperty().set(Formats.typedDate(last));
        assertThat(registered.add()).isTrue();
        assertShown(matching(c -> day(c.registerDate()) != null && !day(c.registerDate()).isBefore(first) && !day(c.registerDate()).isAfter(last)));
        filters.clear();

        LocalDate since = everyone.stream().map(c -> day(c.lastActiveTime())).filter(Objects::nonNull).sorted(Comparator.reverseOrder())
                .toList().get(200);
        FilterPicker active = filters.picker();
        active.kindProperty().set(Filter.Kind.LAST_ACTIVE);
        active.fromProperty().set(Formats.typedDate(since));
        assertThat(active.add()).isTrue();
        assertShown(matching(c -> day(c.lastActiveTime()) != null && !day(c.lastActiveTime()).isBefore(since)));
        filters.clear();

        FilterPicker amount = filters.picker();
        amount.kindProperty().set(Filter.Kind.AMOUNT);
        amount.amountPresentProperty().set(false);
        assertThat(amount.add()).isTrue();
        assertShown(matching(c -> c.amount() == null || c.amount().isBlank()));
        assertThat(rows()).containsExactlyInAnyOrder("no.amount@analytical.example", "nothing.owed@analytical.example");
    }

    /** The UTC day of a moment the service wrote as ISO-8601 (the seed's form); null when it is none. */
    private static LocalDate day(String moment) {
        return moment == null || moment.isBlank() ? null : Instant.parse(moment).atOffset(ZoneOffset.UTC).toLocalDate();
    }

    @Test
    void everyMatchingContactSelectedIsTheFilteredOnesAndTheirDeleteDeletesThoseOnly() throws Exception {
        pick(Filter.Kind.COMPANY, "Fabrikam");
        pick(Filter.Kind.LANGUAGE, FilterWords.language("de"));
        List<String> expected = matching(c -> c.company().equals("Fabrikam") && c.language().equals("de"));
        assertShown(expected);

        model.selectAllMatching();
        assertThat(model.addressesOfAllMatching().get(30, TimeUnit.SECONDS)).containsExactlyInAnyOrderElementsOf(expected);
        dialogs.answer(true);
        model.askToDeleteAllMatching().get(60, TimeUnit.SECONDS).orElseThrow();

        assertThat(dialogs.asked().getFirst().title()).isEqualTo(Messages.text("contacts.delete.many.title", expected.size()));
        List<String> left = fixture.everyone(ContactsFixture.NEWSLETTER).stream().map(Contact::emailAddress).toList();
        assertThat(left).hasSize(ALL - expected.size()).doesNotContainAnyElementsOf(expected);
        assertThat(filters.filters()).as("the filters stay after the delete").hasSize(2);
        assertThat(model.whole().matchingProperty().get()).isZero();
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.matching", 0, ALL - expected.size()));
    }

    @Test
    void findIsOneMoreConditionBesideTheFilters() {
        pick(Filter.Kind.LANGUAGE, FilterWords.language("de"));
        model.findProperty().set("analytical");

        assertThat(rows()).containsExactlyInAnyOrder("no.amount@analytical.example", "nothing.owed@analytical.example");
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.matching", 2, ALL));

        filters.clear();
        assertThat(rows()).as("the find stays").hasSize(2);
        pick(Filter.Kind.LANGUAGE, FilterWords.language("fr"));
        assertThat(rows()).isEmpty();
    }
}
