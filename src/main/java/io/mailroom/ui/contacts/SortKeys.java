package io.mailroom.ui.contacts;

import io.mailroom.service.FieldMeaning;
import java.text.Collator;
import java.util.Comparator;
import java.util.function.Function;

/**
 * How the contact table sorts text the service sent. Values that read as what the column means
 * (a number, a moment, a day of the year) sort by that meaning, ahead of values that do not;
 * those follow in the locale's text order, and blanks come last.
 */
final class SortKeys {

    private SortKeys() {
    }

    static Comparator<String> text() {
        Collator collator = Collator.getInstance();
        collator.setStrength(Collator.SECONDARY);
        return (a, b) -> {
            boolean blankA = a == null || a.isBlank();
            boolean blankB = b == null || b.isBlank();
            if (blankA || blankB) {
                return Boolean.compare(blankA, blankB);
            }
            return collator.compare(a, b);
        };
    }

    /** Decimal amounts such as "123.45"; the spec types amount as a string, so anything may come. */
    static Comparator<String> decimal() {
        return parsedFirst(FieldMeaning::decimal);
    }

    /**
     * Dates and times of no documented format (docs/decisions/010-contact-dates.md): ISO-8601 instants,
     * offset or local date-times and dates, or epoch milliseconds.
     */
    static Comparator<String> moment() {
        return parsedFirst(FieldMeaning::moment);
    }

    /** Birthdays in calendar order, in any form the input rules accept (DD/MM, D/M, YYYY-MM-DD). */
    static Comparator<String> birthday() {
        return parsedFirst(FieldMeaning::monthDay);
    }

    private static <K extends Comparable<? super K>> Comparator<String> parsedFirst(Function<String, K> parse) {
        Comparator<String> byText = text();
        return (a, b) -> {
            K keyA = parse.apply(a);
            K keyB = parse.apply(b);
            if (keyA != null && keyB != null) {
                return keyA.compareTo(keyB);
            }
            if (keyA != null || keyB != null) {
                return keyA != null ? -1 : 1;
            }
            return byText.compare(a, b);
        };
    }
}
