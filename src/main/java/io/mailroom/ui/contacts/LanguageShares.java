package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.ValueCount;
import io.mailroom.ui.common.Messages;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The languages of the contacts charted, as the chart panel lists them: the most common ones
 * named in the person's language ("Deutsch", "Portugiesisch (Brasilien)"), how many contacts
 * have each, most first, and the rest together as one "Other". Contacts without a language are a
 * share of their own.
 */
record LanguageShares(List<Share> shares) {

    /** How many languages are named before the rest goes into "Other": the panel's rows stay this many and one. */
    static final int NAMED = 5;

    /** One row: a language's name (or "Other", {@code other}) and how many contacts have it. */
    record Share(String name, long count, boolean other) {
    }

    LanguageShares {
        shares = List.copyOf(shares);
    }

    /**
     * {@code byLanguage}: each value as sent and its count. Values that read as the same language
     * ("en-US" and "en_US", "de" and "DE") are one share. When one language more than {@link #NAMED}
     * would be left over, it is named rather than called "Other".
     */
    static LanguageShares of(List<ValueCount> byLanguage) {
        Map<String, Long> named = new LinkedHashMap<>();
        for (ValueCount language : byLanguage) {
            named.merge(name(language.value()), language.count(), Long::sum);
        }
        Collator order = Collator.getInstance(Messages.locale());
        List<Share> ranked = named.entrySet().stream()
                .map(entry -> new Share(entry.getKey(), entry.getValue(), false))
                .sorted(Comparator.comparingLong(Share::count).reversed().thenComparing(Share::name, order))
                .toList();
        if (ranked.size() <= NAMED + 1) {
            return new LanguageShares(ranked);
        }
        List<Share> shares = new ArrayList<>(ranked.subList(0, NAMED));
        long rest = ranked.subList(NAMED, ranked.size()).stream().mapToLong(Share::count).sum();
        shares.add(new Share(Messages.text("contacts.chart.otherLanguages"), rest, true));
        return new LanguageShares(shares);
    }

    /**
     * A language in the person's words: a language code ("de", "pt-BR", "en_US") named in the
     * language Mailroom speaks, its region after it; anything else as the service sent it; none
     * said so.
     */
    static String name(String value) {
        String text = value.strip();
        if (text.isEmpty()) {
            return Messages.text("contacts.chart.noLanguage");
        }
        Locale language = Locale.forLanguageTag(text.replace('_', '-'));
        Locale in = Messages.locale();
        String languageName = language.getDisplayLanguage(in);
        // The JDK names a code it does not know by the code itself: such a value ("english", "xx") is shown as sent.
        if (language.getLanguage().isEmpty() || languageName.equalsIgnoreCase(language.getLanguage())) {
            return value;
        }
        String name = language.getDisplayName(in);
        // French and Spanish write a language's name in lower case; on its own, as a label, it begins with a capital.
        return name.substring(0, 1).toUpperCase(in) + name.substring(1);
    }

    /** How many contacts the shares count, those in "Other" among them. */
    long total() {
        return shares.stream().mapToLong(Share::count).sum();
    }
}
