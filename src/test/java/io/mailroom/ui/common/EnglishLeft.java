package io.mailroom.ui.common;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * English words left on a screen shown in another language: a text counts when it is, whole, the
 * English of a key whose words differ in that language. Only the patterns without arguments are
 * compared, so data (names, addresses, counts) is never taken for a missed translation, and a
 * text the language itself uses for some key is never counted.
 */
public final class EnglishLeft {

    private static final Path BUNDLES = Path.of("src/main/resources/io/mailroom/ui/i18n");

    private final Set<String> englishOnly = new HashSet<>();

    private EnglishLeft(Locale language) {
        Set<String> ownWords = new HashSet<>();
        for (String area : areas()) {
            Map<String, String> english = Messages.read(area);
            Map<String, String> translated = Messages.read(area + "_" + language.getLanguage());
            english.forEach((key, pattern) -> {
                String other = translated.get(key);
                if (other != null && !pattern.contains("{") && !words(pattern).equals(words(other))) {
                    englishOnly.add(words(pattern));
                }
            });
            translated.values().stream().filter(other -> !other.contains("{")).map(EnglishLeft::words).forEach(ownWords::add);
        }
        // An example such as "name@example.com" that the language keeps in one place is its own word there too.
        englishOnly.removeAll(ownWords);
    }

    /** The English-only texts for {@code language}; none for English itself. */
    public static EnglishLeft against(Locale language) {
        return new EnglishLeft(language);
    }

    /** Those of {@code shown} that are English words this language says otherwise; a mnemonic's underscore is ignored. */
    public List<String> in(Collection<String> shown) {
        List<String> left = new ArrayList<>();
        for (String text : shown) {
            if (text != null && (englishOnly.contains(text.strip()) || englishOnly.contains(text.replace("_", "").strip()))) {
                left.add(text);
            }
        }
        return left;
    }

    private static String words(String pattern) {
        return new MessageFormat(pattern, Locale.ENGLISH).format(new Object[0]).strip();
    }

    private static List<String> areas() {
        try (Stream<Path> files = Files.list(BUNDLES)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".properties") && !n.contains("_"))
                    .map(n -> n.substring(0, n.length() - ".properties".length())).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
