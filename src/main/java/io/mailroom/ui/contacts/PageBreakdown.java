package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import io.mailroom.service.FieldMeaning;
import io.mailroom.service.localcopy.Breakdown;
import io.mailroom.service.localcopy.Breakdown.MonthCount;
import io.mailroom.service.localcopy.ValueCount;
import io.mailroom.ui.common.Messages;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The shape of the contacts in view for the side chart: the loaded page's, or, over the whole
 * list, every contact of the application or every one found ({@link Scope}): how many contacts per
 * status (both of the spec's statuses always, in its order, then any other the service sent), per
 * VIP level as the service sent it (numbers ascending, then levels that are no number, contacts
 * without one last), per language as sent (most first), and how many registered in each month
 * (UTC), those without a readable registration date apart.
 */
record PageBreakdown(Scope scope, Map<String, Long> byStatus, Map<String, Long> byVipLevel, List<ValueCount> byLanguage,
                     List<MonthCount> registrationsByMonth, long undatedRegistrations) {

    /** What the chart describes, and so what its caption says. */
    enum Scope {
        /** The page loaded from the service, before the whole list is in the local copy. */
        PAGE,
        /** Every contact of the application, from the copy. */
        ALL,
        /** Every contact the find (or a filter) matches, from the copy. */
        MATCHING
    }

    static final String NO_VIP_LEVEL = "none";
    static final String NO_STATUS = "unknown";
    static final PageBreakdown EMPTY = of(List.of());

    PageBreakdown {
        byStatus = Collections.unmodifiableMap(new LinkedHashMap<>(byStatus));
        byVipLevel = Collections.unmodifiableMap(new LinkedHashMap<>(byVipLevel));
        byLanguage = List.copyOf(byLanguage);
        registrationsByMonth = List.copyOf(registrationsByMonth);
    }

    /**
     * Every contact a query of the local copy found, as the copy counted them (its VIP levels
     * already in order); {@code filtered} when the query found or filtered some of the list.
     */
    static PageBreakdown of(Breakdown whole, boolean filtered) {
        Map<String, Long> statuses = specStatuses();
        for (ValueCount status : whole.byStatus()) {
            String name = status.value().isBlank() ? NO_STATUS
                    : ContactStatus.parse(status.value()).map(ContactStatus::name).orElse(status.value());
            statuses.merge(name, status.count(), Long::sum);
        }
        Map<String, Long> levels = new LinkedHashMap<>();
        for (ValueCount level : whole.byVipLevel()) {
            levels.merge(level.value().isBlank() ? NO_VIP_LEVEL : level.value(), level.count(), Long::sum);
        }
        return new PageBreakdown(filtered ? Scope.MATCHING : Scope.ALL, statuses, levels, whole.byLanguage(),
                whole.registrationsByMonth(), whole.undatedRegistrations());
    }

    /** The loaded page, counted here: a page is at most 500 contacts. */
    static PageBreakdown of(List<Contact> contacts) {
        Map<String, Long> statuses = specStatuses();
        Map<VipLevel, Long> levels = new TreeMap<>(VipLevel.ORDER);
        long withoutLevel = 0;
        Map<String, ValueCount> languages = new LinkedHashMap<>();
        Map<YearMonth, Long> months = new TreeMap<>();
        long undated = 0;
        for (Contact contact : contacts) {
            statuses.merge(statusOf(contact), 1L, Long::sum);
            if (contact.vipLevel() == null) {
                withoutLevel++;
            } else {
                levels.merge(contact.vipLevel(), 1L, Long::sum);
            }
            String language = contact.language().isBlank() ? "" : contact.language();
            // As the copy counts them: values that differ only in case are one, spelt as the first in code-point order.
            languages.merge(language.toLowerCase(Locale.ROOT), new ValueCount(language, 1),
                    (one, other) -> new ValueCount(one.value().compareTo(other.value()) <= 0 ? one.value() : other.value(),
                            one.count() + other.count()));
            Instant registered = FieldMeaning.moment(contact.registerDate());
            if (registered == null) {
                undated++;
            } else {
                months.merge(YearMonth.from(registered.atOffset(ZoneOffset.UTC)), 1L, Long::sum);
            }
        }
        Map<String, Long> byLevel = new LinkedHashMap<>();
        levels.forEach((level, count) -> byLevel.merge(level.text(), count, Long::sum));
        if (withoutLevel > 0) {
            byLevel.merge(NO_VIP_LEVEL, withoutLevel, Long::sum);
        }
        List<ValueCount> byLanguage = languages.values().stream()
                .sorted(Comparator.comparingLong(ValueCount::count).reversed().thenComparing(ValueCount::value))
                .toList();
        List<MonthCount> byMonth = months.entrySet().stream().map(month -> new MonthCount(month.getKey(), month.getValue())).toList();
        return new PageBreakdown(Scope.PAGE, statuses, byLevel, byLanguage, byMonth, undated);
    }

    private static Map<String, Long> specStatuses() {
        Map<String, Long> statuses = new LinkedHashMap<>();
        for (ContactStatus status : ContactStatus.values()) {
            statuses.put(status.name(), 0L);
        }
        return statuses;
    }

    /** One of the spec's two by its name, another as the service sent it, none as {@link #NO_STATUS}. */
    private static String statusOf(Contact contact) {
        if (contact.status() != null) {
            return contact.status().name();
        }
        return contact.statusText().isBlank() ? NO_STATUS : contact.statusText();
    }

    long size() {
        return byStatus.values().stream().mapToLong(Long::longValue).sum();
    }

    /** What the chart describes: "All 100,000 contacts", "12,345 matching contacts", "This page of 500 contacts". */
    String caption() {
        return switch (scope) {
            case ALL -> Messages.text("contacts.chart.captionAll", size());
            case MATCHING -> Messages.text("contacts.chart.captionMatching", size());
            case PAGE -> Messages.text("contacts.chart.captionPage", size());
        };
    }

    /** Why there is nothing to chart. */
    String nothing() {
        return switch (scope) {
            case ALL -> Messages.text("contacts.chart.nothingAll");
            case MATCHING -> Messages.text("contacts.chart.nothingMatching");
            case PAGE -> Messages.text("contacts.chart.nothing");
        };
    }

    /** The languages, most common first, named in the person's language, the rest as "Other". */
    LanguageShares languages() {
        return LanguageShares.of(byLanguage);
    }

    RegistrationsOverTime registrations() {
        return RegistrationsOverTime.of(registrationsByMonth, undatedRegistrations);
    }
}
