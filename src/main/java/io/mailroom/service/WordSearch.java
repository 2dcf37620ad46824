package io.mailroom.service;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * How every find and filter field searches: each word typed must occur somewhere in the fields
 * searched, ignoring case and accents ("jose" finds José, "post 429" finds a rate-limited save).
 */
public final class WordSearch {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private final List<String> words;

    private WordSearch(List<String> words) {
        this.words = words;
    }

    public static WordSearch of(String query) {
        return new WordSearch(query == null ? List.of()
                : Arrays.stream(SPACES.split(fold(query).strip())).filter(word -> !word.isEmpty()).toList());
    }

    /** True when nothing was typed: everything matches. */
    public boolean isEmpty() {
        return words.isEmpty();
    }

    /** Whether every word occurs in one of {@code fields}; null fields are skipped. */
    public boolean matches(Object... fields) {
        if (words.isEmpty()) {
            return true;
        }
        String haystack = fold(Stream.of(fields).filter(Objects::nonNull).map(Object::toString).collect(Collectors.joining("\n")));
        return words.stream().allMatch(haystack::contains);
    }

    /**
     * The text as every find compares it: accents removed and lower case ("José" becomes "jose");
     * the local copy sorts names and companies by it too.
     */
    public static String fold(String text) {
        return MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD)).replaceAll("").toLowerCase(Locale.ROOT);
    }
}
