package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.localcopy.Filter;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.Month;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The picker of a new filter without a window: what each kind offers, what its inputs make, and
 * what the person is told to put right (a VIP range or a date range backwards, a level or a day
 * that is none) before the filter can be added. The lists read from the copy are
 * {@code WholeListFiltersTest}'s.
 */
class FilterPickerTest {

    private final List<Filter> added = new ArrayList<>();

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    /** A picker of kinds that read nothing from the copy. */
    private FilterPicker picker(Filter... applied) {
        return new FilterPicker(null, Async.sameThread(), List.of(applied), added::add);
    }

    @Test
    void aStatusIsChosenFromTheSpecsTwoInThePersonsWords() {
        FilterPicker picker = picker();

        assertThat(picker.kindProperty().get()).isEqualTo(Filter.Kind.STATUS);
        assertThat(picker.choices()).extracting(FilterPicker.Choice::words)
                .containsExactly(Messages.text("contacts.status.confirmed"), Messages.text("contacts.status.unsubscribed"));
        assertThat(picker.filter().get()).as("nothing chosen yet").isNull();
        assertThat(picker.problem().get()).as("and nothing to put right").isEmpty();
        assertThat(picker.add()).isFalse();

        picker.chosenProperty().set(picker.choices().get(1));

        assertThat(picker.filter().get()).isEqualTo(new Filter.StatusIs("Unsubscribed"));
        assertThat(picker.add()).isTrue();
        assertThat(added).containsExactly(new Filter.StatusIs("Unsubscribed"));
    }

    @Test
    void aMonthIsFoundByTypingAndTheFirstFoundIsChosen() {
        FilterPicker picker = picker();
        picker.kindProperty().set(Filter.Kind.BIRTHDAY);

        assertThat(picker.choices()).hasSize(12).first().extracting(FilterPicker.Choice::words).isEqualTo("January");
        assertThat(FilterPicker.findable(Filter.Kind.BIRTHDAY, picker.choices().size())).as("twelve are seen at a glance").isFalse();

        picker.findProperty().set("ju");
        assertThat(picker.shown()).extracting(FilterPicker.Choice::words).containsExactly("June", "July");
        assertThat(picker.filter().get()).isEqualTo(new Filter.BirthdayIn(Month.JUNE));

        picker.findProperty().set("jux");
        assertThat(picker.filter().get()).isNull();
        assertThat(picker.problem().get()).isEqualTo(Messages.text("contacts.filter.problem.noneFound", "jux"));
    }

    @Test
    void anotherKindStartsItsValueAfresh() {
        FilterPicker picker = picker();
        picker.chosenProperty().set(picker.choices().getFirst());
        picker.kindProperty().set(Filter.Kind.BIRTHDAY);

        assertThat(picker.chosenProperty().get()).isNull();
        assertThat(picker.filter().get()).isNull();

        picker.kindProperty().set(Filter.Kind.AMOUNT);
        assertThat(picker.choices()).isEmpty();
        assertThat(picker.filter().get()).as("present unless told otherwise").isEqualTo(new Filter.AmountPresent(true));
        picker.amountPresentProperty().set(false);
        assertThat(picker.filter().get()).isEqualTo(new Filter.AmountPresent(false));
    }

    @Test
    void aVipRangeTakesWholeNumbersEitherEndOpenTheLowestFirst() {
        FilterPicker picker = picker();
        picker.kindProperty().set(Filter.Kind.VIP);
        assertThat(picker.filter().get()).as("both ends empty").isNull();
        assertThat(picker.problem().get()).isEmpty();

        picker.vipMinProperty().set(" 2 ");
        picker.vipMaxProperty().set("4");
        assertThat(picker.filter().get()).isEqualTo(new Filter.VipBetween(BigDecimal.valueOf(2), BigDecimal.valueOf(4)));
        assertThat(picker.problem().get()).isEmpty();

        picker.vipMaxProperty().set("");
        assertThat(picker.filter().get()).isEqualTo(new Filter.VipBetween(BigDecimal.valueOf(2), null));
        picker.vipMinProperty().set("");
        picker.vipMaxProperty().set("1");
        assertThat(picker.filter().get()).isEqualTo(new Filter.VipBetween(null, BigDecimal.ONE));
    }

    @Test
    void aBadVipRangeSaysWhatIsWrongAndMakesNoFilter() {
        FilterPicker picker = picker();
        picker.kindProperty().set(Filter.Kind.VIP);

        picker.vipMinProperty().set("5");
        picker.vipMaxProperty().set("2");
        assertThat(picker.filter().get()).isNull();
        assertThat(picker.problem().get()).isEqualTo(Messages.text("contacts.filter.problem.vipBackwards", BigDecimal.valueOf(5), BigDecimal.valueOf(2)));
        assertThat(picker.add()).isFalse();

        picker.vipMinProperty().set("gold");
        assertThat(picker.problem().get()).isEqualTo(Messages.text("contacts.filter.problem.vipMin", "gold"));
        picker.vipMinProperty().set("-1");
        assertThat(picker.problem().get()).isEqualTo(Messages.text("contacts.filter.problem.vipMin", "-1"));
        picker.vipMinProperty().set("1");
        picker.vipMaxProperty().set("2.5");
        assertThat(picker.problem().get()).isEqualTo(Messages.text("contacts.filter.problem.vipMax", "2.5"));
        assertThat(picker.filter().get()).isNull();
        assertThat(added).isEmpty();
    }

    @Test
    void aDateRangeTakesDaysAsTypedOrPickedEitherEndOpen() {
        FilterPicker picker = picker();
        LocalDate first = LocalDate.of(2026, 3, 1);
        LocalDate last = LocalDate.of(2026, 3, 31);
        picker.kindProperty().set(Filter.Kind.REGISTERED);
        assertThat(picker.filter().get()).isNull();

        picker.fromProperty().set(Formats.typedDate(first));
        picker.toProperty().set(Formats.typedDate(last));
        assertThat(picker.filter().get()).isEqualTo(new Filter.RegisteredBetween(first, last));

        picker.kindProperty().set(Filter.Kind.LAST_ACTIVE);
        assertThat(picker.filter().get()).as("the days stay for the other kind of range").isEqualTo(new Filter.LastActiveBetween(first, last));
        picker.fromProperty().set("");
        assertThat(picker.filter().get()).isEqualTo(new Filter.LastActiveBetween(null, last));
        picker.fromProperty().set("2026-03-05");
        picker.toProperty().set(null);
        assertThat(picker.filter().get()).isEqualTo(new Filter.LastActiveBetween(LocalDate.of(2026, 3, 5), null));
    }

    @Test
    void aBadDateRangeSaysWhatIsWrongAndMakesNoFilter() {
        FilterPicker picker = picker();
        picker.kindProperty().set(Filter.Kind.REGISTERED);
        LocalDate first = LocalDate.of(2026, 3, 31);
        LocalDate last = LocalDate.of(2026, 3, 1);

        picker.fromProperty().set(Formats.typedDate(first));
        picker.toProperty().set(Formats.typedDate(last));
        assertThat(picker.filter().get()).isNull();
        assertThat(picker.problem().get()).isEqualTo(Messages.text("contacts.filter.problem.daysBackwards", Formats.date(first), Formats.date(last)));

        picker.toProperty().set("the 40th");
        assertThat(picker.filter().get()).isNull();
        assertThat(picker.problem().get())
                .isEqualTo(Messages.text("contacts.filter.problem.notADay", "the 40th", Formats.typedDate(LocalDate.of(2026, 12, 31))));
        assertThat(picker.add()).isFalse();
    }

    @Test
    void aFilterAppliedAlreadyIsNotAddedTwice() {
        FilterPicker picker = picker(new Filter.StatusIs("Confirmed"), new Filter.VipBetween(BigDecimal.valueOf(3), null));

        picker.chosenProperty().set(picker.choices().getFirst());
        assertThat(picker.filter().get()).isNull();
        assertThat(picker.problem().get()).isEqualTo(Messages.text("contacts.filter.problem.applied",
                FilterWords.chip(new Filter.StatusIs("Confirmed"))));

        picker.kindProperty().set(Filter.Kind.VIP);
        picker.vipMinProperty().set("3");
        assertThat(picker.filter().get()).isNull();
        picker.vipMaxProperty().set("4");
        assertThat(picker.filter().get()).as("another range of the same field").isNotNull();
    }

    @Test
    void inGermanTheProblemsSpeakGermanAndADayIsTypedTheGermanWay() {
        Messages.use(Locale.GERMAN);
        FilterPicker picker = picker();
        picker.kindProperty().set(Filter.Kind.VIP);
        picker.vipMinProperty().set("5");
        picker.vipMaxProperty().set("2");
        assertThat(picker.problem().get())
                .isEqualTo("Die niedrigste Stufe (5) liegt über der höchsten (2): Tauschen Sie sie, oder ändern Sie eine.");

        picker.kindProperty().set(Filter.Kind.REGISTERED);
        picker.fromProperty().set("1.3.2026");
        picker.toProperty().set("31.02.2026");
        assertThat(picker.problem().get())
                .isEqualTo("„31.02.2026“ ist kein Datum: Schreiben Sie es als 31.12.2026, oder wählen Sie es im Kalender.");
        picker.toProperty().set("31.3.2026");
        assertThat(picker.filter().get()).isEqualTo(new Filter.RegisteredBetween(LocalDate.of(2026, 3, 1), LocalDate.of(2026, 3, 31)));
    }
}
