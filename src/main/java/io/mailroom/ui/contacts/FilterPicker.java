package io.mailroom.ui.contacts;

import io.mailroom.api.ContactStatus;
import io.mailroom.service.WordSearch;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.ValueCount;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.Month;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The picker of one new filter: the kind, then its value. A status, a birthday month, a language,
 * a company or a source is chosen from a list (the last three list the values the application's
 * contacts hold, most common first, read from the copy in the background), found by typing when
 * it is long; a VIP level range is typed, either end open; a date range is two days, either open;
 * an amount is present or absent. What the inputs make is checked as they change: the filter, or
 * why there is none yet. State changes only on the UI thread.
 */
final class FilterPicker {

    /** The most values a list offers; the rarer ones beyond are not listed, and the picker says so. */
    static final int MOST_VALUES = 5000;

    private static final Pattern WHOLE_NUMBER = Pattern.compile("\\d+");
    /** The day the picker's hint writes in the language's own form, so the order of day and month shows. */
    private static final LocalDate EXAMPLE_DAY = LocalDate.of(2026, 12, 31);

    /** One value a list offers: the filter it makes, its words, and how many contacts hold it (negative when not counted). */
    record Choice(Filter filter, String words, long count) {
    }

    /** What the inputs make: a filter, or none, with the reason when the person has something to put right. */
    record Checked(Filter filter, String problem) {

        static final Checked NOTHING_YET = new Checked(null, "");

        static Checked problem(String problem) {
            return new Checked(null, problem);
        }
    }

    private final WholeList.Reader reader;
    private final Async async;
    private final Consumer<Filter> adding;
    private final List<Filter> applied;

    private final ObjectProperty<Filter.Kind> kind = new SimpleObjectProperty<>(Filter.Kind.STATUS);
    private final ObservableList<Choice> choices = FXCollections.observableArrayList();
    private final FilteredList<Choice> shown = new FilteredList<>(choices);
    private final StringProperty find = new SimpleStringProperty("");
    private final ObjectProperty<Choice> chosen = new SimpleObjectProperty<>();
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private final StringProperty readProblem = new SimpleStringProperty("");
    private final BooleanProperty cut = new SimpleBooleanProperty(false);
    private final StringProperty vipMin = new SimpleStringProperty("");
    private final StringProperty vipMax = new SimpleStringProperty("");
    private final StringProperty from = new SimpleStringProperty("");
    private final StringProperty to = new SimpleStringProperty("");
    private final BooleanProperty amountPresent = new SimpleBooleanProperty(true);
    private final ObjectBinding<Checked> checked;
    private final ObjectBinding<Filter> filter;
    private final StringBinding problem;
    /** The values read for each field, so that going back to a kind reads nothing again. */
    private final Map<Filter.Kind, List<Choice>> read = new EnumMap<>(Filter.Kind.class);

    /** {@code applied}: the filters set already; {@code adding} is told of the filter the person adds. */
    FilterPicker(WholeList.Reader reader, Async async, List<Filter> applied, Consumer<Filter> adding) {
        this.reader = reader;
        this.async = async;
        this.applied = List.copyOf(applied);
        this.adding = adding;
        shown.predicateProperty().bind(Bindings.createObjectBinding(() -> {
            WordSearch words = WordSearch.of(find.get());
            return choice -> words.matches(choice.words());
        }, find));
        find.addListener((obs, old, now) -> chooseFirstFound());
        kind.addListener((obs, old, now) -> offer(now));
        checked = Bindings.createObjectBinding(this::check, kind, chosen, find, shown, loading, vipMin, vipMax, from, to, amountPresent);
        filter = Bindings.createObjectBinding(() -> checked.get().filter(), checked);
        problem = Bindings.createStringBinding(() -> checked.get().problem(), checked);
        offer(kind.get());
    }

    /** The kind whose value is asked for; choosing another starts its value afresh. */
    ObjectProperty<Filter.Kind> kindProperty() {
        return kind;
    }

    /** Every value the kind's list holds. */
    ObservableList<Choice> choices() {
        return choices;
    }

    /** The values of the list that hold every word typed in {@link #findProperty()}, ignoring case and accents. */
    ObservableList<Choice> shown() {
        return shown;
    }

    StringProperty findProperty() {
        return find;
    }

    /** The value chosen from the list; typing chooses the first value found. */
    ObjectProperty<Choice> chosenProperty() {
        return chosen;
    }

    /** The kind's values are being read from the copy. */
    ReadOnlyBooleanProperty loadingProperty() {
        return loading;
    }

    /** Why the values could not be read; empty when they were. */
    ReadOnlyStringProperty readProblemProperty() {
        return readProblem;
    }

    /** The list holds only the {@link #MOST_VALUES} most common values of many more. */
    ReadOnlyBooleanProperty cutProperty() {
        return cut;
    }

    /** The lowest VIP level, a whole number; empty for no lowest. */
    StringProperty vipMinProperty() {
        return vipMin;
    }

    /** The highest VIP level, a whole number; empty for no highest. */
    StringProperty vipMaxProperty() {
        return vipMax;
    }

    /** The first day of a date range as typed or picked ({@link Formats#typedDate}); empty for no first day. */
    StringProperty fromProperty() {
        return from;
    }

    /** The last day of a date range; empty for no last day. */
    StringProperty toProperty() {
        return to;
    }

    /** Contacts with an amount, or (false) those without. */
    BooleanProperty amountPresentProperty() {
        return amountPresent;
    }

    /** The filter the inputs make; null while they make none. */
    ObjectBinding<Filter> filter() {
        return filter;
    }

    /** What the person has to put right before the filter can be added; empty when nothing, or nothing is given yet. */
    StringBinding problem() {
        return problem;
    }

    /** Adds the filter the inputs make; false when they make none. */
    boolean add() {
        Filter made = checked.get().filter();
        if (made == null) {
            return false;
        }
        adding.accept(made);
        return true;
    }

    /** The lists a kind chooses from; the others are typed or ticked, and list nothing. */
    static boolean listed(Filter.Kind kind) {
        return switch (kind) {
            case STATUS, LANGUAGE, COMPANY, SOURCE, BIRTHDAY -> true;
            case VIP, REGISTERED, LAST_ACTIVE, AMOUNT -> false;
        };
    }

    /** Whether the list is one a person finds in by typing: the companies always, any other once it is long. */
    static boolean findable(Filter.Kind kind, int values) {
        return kind == Filter.Kind.COMPANY || values > 12;
    }

    private void offer(Filter.Kind now) {
        find.set("");
        chosen.set(null);
        readProblem.set("");
        cut.set(false);
        loading.set(false);
        switch (now) {
            case STATUS -> choices.setAll(Arrays.stream(ContactStatus.values())
                    .map(status -> new Choice(new Filter.StatusIs(status.name()), StatusWords.of(status), -1)).toList());
            case BIRTHDAY -> choices.setAll(Arrays.stream(Month.values())
                    .map(month -> new Choice(new Filter.BirthdayIn(month), FilterWords.month(month), -1)).toList());
            case LANGUAGE, COMPANY, SOURCE -> readValues(now);
            case VIP, REGISTERED, LAST_ACTIVE, AMOUNT -> choices.clear();
        }
    }

    /** Reads the values the application's contacts hold in {@code field}, in the background, once per picker. */
    private void readValues(Filter.Kind of) {
        List<Choice> known = read.get(of);
        if (known != null) {
            showValues(known);
            return;
        }
        choices.clear();
        loading.set(true);
        ContactField field = of.field();
        async.task(() -> reader.queries().values(reader.query().appId(), field, MOST_VALUES + 1))
                .onSuccess(values -> {
                    List<Choice> offered = values.stream().map(value -> choice(of, value)).toList();
                    read.put(of, offered);
                    if (kind.get() == of) {
                        showValues(offered);
                    }
                })
                .onFailure(LocalCopyException.class, failure -> {
                    if (kind.get() == of) {
                        readProblem.set(Problem.of(failure).text());
                    }
                })
                .andFinally(() -> {
                    if (kind.get() == of) {
                        loading.set(false);
                    }
                })
                .start();
    }

    private void showValues(List<Choice> values) {
        cut.set(values.size() > MOST_VALUES);
        choices.setAll(values.size() > MOST_VALUES ? values.subList(0, MOST_VALUES) : values);
        chooseFirstFound();
    }

    private static Choice choice(Filter.Kind kind, ValueCount value) {
        return switch (kind) {
            case LANGUAGE -> new Choice(new Filter.LanguageIs(value.value()), FilterWords.language(value.value()), value.count());
            case COMPANY -> new Choice(new Filter.CompanyIs(value.value()), value.value(), value.count());
            case SOURCE -> new Choice(new Filter.SourceIs(value.value()), value.value(), value.count());
            default -> throw new IllegalArgumentException(kind + " lists no values of the copy");
        };
    }

    /** Typing in the find box chooses the value found first, so that Enter adds it; with nothing typed, nothing is chosen for the person. */
    private void chooseFirstFound() {
        if (find.get().isBlank()) {
            if (chosen.get() != null && !shown.contains(chosen.get())) {
                chosen.set(null);
            }
            return;
        }
        chosen.set(shown.isEmpty() ? null : shown.getFirst());
    }

    private Checked check() {
        Filter.Kind now = kind.get();
        Checked made = switch (now) {
            case STATUS, LANGUAGE, COMPANY, SOURCE, BIRTHDAY -> chosenValue();
            case VIP -> vipRange();
            case REGISTERED, LAST_ACTIVE -> dayRange(now);
            case AMOUNT -> new Checked(new Filter.AmountPresent(amountPresent.get()), "");
        };
        if (made.filter() != null && applied.stream().anyMatch(filter -> filter.text().equalsIgnoreCase(made.filter().text()))) {
            return Checked.problem(Messages.text("contacts.filter.problem.applied", FilterWords.chip(made.filter())));
        }
        return made;
    }

    private Checked chosenValue() {
        if (chosen.get() != null) {
            return new Checked(chosen.get().filter(), "");
        }
        if (!find.get().isBlank() && shown.isEmpty() && !loading.get()) {
            return Checked.problem(Messages.text("contacts.filter.problem.noneFound", find.get().strip()));
        }
        return Checked.NOTHING_YET;
    }

    private Checked vipRange() {
        String lowest = vipMin.get().strip();
        String highest = vipMax.get().strip();
        if (!lowest.isEmpty() && !WHOLE_NUMBER.matcher(lowest).matches()) {
            return Checked.problem(Messages.text("contacts.filter.problem.vipMin", lowest));
        }
        if (!highest.isEmpty() && !WHOLE_NUMBER.matcher(highest).matches()) {
            return Checked.problem(Messages.text("contacts.filter.problem.vipMax", highest));
        }
        BigDecimal min = lowest.isEmpty() ? null : new BigDecimal(lowest);
        BigDecimal max = highest.isEmpty() ? null : new BigDecimal(highest);
        if (min == null && max == null) {
            return Checked.NOTHING_YET;
        }
        if (min != null && max != null && min.compareTo(max) > 0) {
            return Checked.problem(Messages.text("contacts.filter.problem.vipBackwards", min, max));
        }
        return new Checked(new Filter.VipBetween(min, max), "");
    }

    private Checked dayRange(Filter.Kind of) {
        String firstText = from.get() == null ? "" : from.get().strip();
        String lastText = to.get() == null ? "" : to.get().strip();
        Optional<LocalDate> first = Formats.readDate(firstText);
        Optional<LocalDate> last = Formats.readDate(lastText);
        if (!firstText.isEmpty() && first.isEmpty()) {
            return Checked.problem(Messages.text("contacts.filter.problem.notADay", firstText, Formats.typedDate(EXAMPLE_DAY)));
        }
        if (!lastText.isEmpty() && last.isEmpty()) {
            return Checked.problem(Messages.text("contacts.filter.problem.notADay", lastText, Formats.typedDate(EXAMPLE_DAY)));
        }
        if (first.isEmpty() && last.isEmpty()) {
            return Checked.NOTHING_YET;
        }
        if (first.isPresent() && last.isPresent() && first.get().isAfter(last.get())) {
            return Checked.problem(Messages.text("contacts.filter.problem.daysBackwards",
                    Formats.date(first.get()), Formats.date(last.get())));
        }
        LocalDate start = first.orElse(null);
        LocalDate end = last.orElse(null);
        return new Checked(of == Filter.Kind.REGISTERED ? new Filter.RegisteredBetween(start, end) : new Filter.LastActiveBetween(start, end), "");
    }
}
