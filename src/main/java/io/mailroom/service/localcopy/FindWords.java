package io.mailroom.service.localcopy;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What a person typed in find, as an FTS5 query of {@code contact_words}: each word a quoted
 * phrase that must begin a word of the address, a name, the company or the phone number
 * ({@code "ann"*} finds Anna), all of them required, in one application. Quoting makes every
 * character typed plain text, so {@code "}, {@code *}, {@code -}, {@code OR} or {@code NEAR} typed
 * are looked for, never read as FTS5's syntax. A word the index's tokenizer would make nothing of
 * (only punctuation) is dropped, as the tokenizer drops it from what it indexes. The application is
 * one more word of the index ({@code app_words}, see {@link CopySchema}), so that the index alone
 * answers which of its contacts match.
 */
final class FindWords {

    private static final Pattern SPACES = Pattern.compile("\\s+");
    /** The columns of {@code contact_words} a person's words are looked for in. */
    private static final String SEARCHED = "email first_name last_name company phone";

    private FindWords() {
    }

    /** The FTS5 query, or empty when nothing searchable was typed (then every contact is found). */
    static Optional<String> match(String appId, String find) {
        if (find == null || find.isBlank()) {
            return Optional.empty();
        }
        String words = Arrays.stream(SPACES.split(find.strip()))
                .filter(FindWords::hasTokenCharacter)
                .map(word -> quoted(word) + "*")
                .collect(Collectors.joining(" "));
        if (words.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("app_words : " + quoted(appWord(appId)) + " AND {" + SEARCHED + "} : (" + words + ")");
    }

    /** The application's word in {@code app_words}: its id's UTF-8 bytes in hex, one token whatever the id holds. */
    static String appWord(String appId) {
        return "a" + HexFormat.of().formatHex(appId.getBytes(StandardCharsets.UTF_8));
    }

    private static String quoted(String word) {
        return "\"" + word.replace("\"", "\"\"") + "\"";
    }

    /** Letters, numbers and private-use characters are what the {@code unicode61} tokenizer keeps (its categories L*, N*, Co). */
    private static boolean hasTokenCharacter(String word) {
        return word.codePoints().anyMatch(c -> Character.isLetterOrDigit(c)
                || Character.getType(c) == Character.LETTER_NUMBER
                || Character.getType(c) == Character.OTHER_NUMBER
                || Character.getType(c) == Character.PRIVATE_USE);
    }
}
