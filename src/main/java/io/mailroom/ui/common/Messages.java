package io.mailroom.ui.common;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every word a person reads in the desktop app: {@code text("contacts.delete.title")}. A key's
 * area (its part before the first dot) names its bundle, {@code i18n/<area>.properties} beside
 * this package, with {@code _de}, {@code _fr} and {@code _es} beside it. Every value is a
 * {@link MessageFormat} pattern, plurals through choice formats (docs/architecture.md,
 * "Words"). The bundles are read here rather than by {@code ResourceBundle.getBundle}, whose
 * fallback goes to the JVM's default locale before the English base and so could answer a
 * request for English in German.
 */
public final class Messages {

    /** The languages Mailroom is written in; the first is the one every other falls back to. */
    public static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH, Locale.of("es"));

    private static final String FOLDER = "/io/mailroom/ui/i18n/";

    private static volatile Locale locale = Locale.ENGLISH;
    private static final Map<String, Map<String, String>> BUNDLES = new ConcurrentHashMap<>();

    private Messages() {
    }

    /** Speaks {@code wanted}'s language from now on, or English when Mailroom is not written in it. */
    public static void use(Locale wanted) {
        locale = supported(wanted);
    }

    /** The language of {@code wanted} if Mailroom speaks it, else English: what the OS's locale becomes. */
    public static Locale supported(Locale wanted) {
        return LANGUAGES.stream().filter(l -> l.getLanguage().equals(wanted.getLanguage())).findFirst().orElse(Locale.ENGLISH);
    }

    public static Locale locale() {
        return locale;
    }

    /**
     * The words for {@code key} with {@code arguments} put in; a key no bundle has shows as itself in
     * brackets, so it is seen and reported rather than failing the screen (BundlesTest keeps it from shipping).
     */
    public static String text(String key, Object... arguments) {
        Locale now = locale;
        return pattern(key, now)
                .map(pattern -> new MessageFormat(pattern, now).format(arguments))
                .orElseGet(() -> {
                    log().log(System.Logger.Level.WARNING, "no words for {0}", key);
                    return "[" + key + "]";
                });
    }

    private static Optional<String> pattern(String key, Locale in) {
        int dot = key.indexOf('.');
        if (dot <= 0) {
            return Optional.empty();
        }
        String area = key.substring(0, dot);
        String translated = in.equals(Locale.ENGLISH) ? null : bundle(area + "_" + in.getLanguage()).get(key);
        return Optional.ofNullable(translated != null ? translated : bundle(area).get(key));
    }

    private static Map<String, String> bundle(String name) {
        return BUNDLES.computeIfAbsent(name, Messages::read);
    }

    /** One bundle's keys and patterns, empty when there is no such file; the bundles are UTF-8. */
    static Map<String, String> read(String name) {
        try (InputStream in = Messages.class.getResourceAsStream(FOLDER + name + ".properties")) {
            if (in == null) {
                return Map.of();
            }
            Properties properties = new Properties();
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                properties.load(reader);
            }
            Map<String, String> patterns = new HashMap<>();
            properties.stringPropertyNames().forEach(k -> patterns.put(k, properties.getProperty(k)));
            return Map.copyOf(patterns);
        } catch (IOException e) {
            throw new IllegalStateException("the bundle " + name + " shipped with Mailroom could not be read", e);
        }
    }

    /**
     * Looked up when needed, not when the class is loaded: the first lookup starts the logging backend, and this
     * class is loaded before the window's first frame, which need not wait for it (docs/benchmarks.md).
     */
    private static System.Logger log() {
        return System.getLogger(Messages.class.getName());
    }
}
