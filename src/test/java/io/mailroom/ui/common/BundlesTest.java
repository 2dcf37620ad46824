package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The words of the desktop app are whole in every language: the bundles agree with each other and
 * with the code, and no view or view-model hands a control a sentence of its own.
 */
class BundlesTest {

    private static final Path BUNDLES = Path.of("src/main/resources/io/mailroom/ui/i18n");
    private static final Path CODE = Path.of("src/main/java/io/mailroom");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");
    /** What puts words in front of a person when its first argument is a literal. */
    private static final Pattern SHOWN_LITERAL = Pattern.compile(
            "(setText|setPromptText|setTitle|setHeaderText|setContentText|setAccessibleText|new (Label|Button|MenuItem|Menu|Tooltip"
                    + "|CheckBox|CheckMenuItem|RadioMenuItem|RadioButton|ToggleButton|Tab|TitledPane|Hyperlink|Text|ButtonType))"
                    + "\\(\\s*\"([^\"]*)\"");
    /** Lines whose literals are for programs or programmers: logs, ids, styles, shortcuts, exceptions. */
    private static final Pattern NOT_FOR_PEOPLE = Pattern.compile(
            "LOG\\.|\\.log\\(|getLogger|ofPattern\\(|Exception\\(|Error\\(|setId\\(|getStyleClass|setStyle|styleClass|KeyCombination|lookup|"
                    + "\\.css|\\.png|requireNonNull|Messages\\.text\\(|assert |^\\s*(\\*|//|/\\*)");

    @Test
    void everyLanguageHasEveryKeyAndNoMore() {
        for (String area : areas()) {
            Set<String> english = Messages.read(area).keySet();
            assertThat(english).as(area).isNotEmpty();
            for (Locale language : Messages.LANGUAGES.subList(1, Messages.LANGUAGES.size())) {
                assertThat(Messages.read(area + "_" + language.getLanguage()).keySet())
                        .as("keys of %s in %s", area, language).containsExactlyInAnyOrderElementsOf(english);
            }
        }
    }

    @Test
    void everyKeyBelongsToItsAreaAndIsUsedByTheCode() {
        String code = allCode();
        List<String> unused = new ArrayList<>();
        for (String area : areas()) {
            for (String key : Messages.read(area).keySet()) {
                assertThat(key).startsWith(area + ".");
                if (!code.contains("\"" + key + "\"")) {
                    unused.add(key);
                }
            }
        }
        assertThat(unused).as("keys no code uses").isEmpty();
    }

    @Test
    void everyKeyTheCodeNamesExists() {
        Set<String> keys = new TreeSet<>();
        areas().forEach(area -> keys.addAll(Messages.read(area).keySet()));
        Pattern named = Pattern.compile("Messages\\.text\\(\\s*\"([^\"]+)\"");
        List<String> missing = new ArrayList<>();
        Matcher matcher = named.matcher(allCode());
        while (matcher.find()) {
            if (!keys.contains(matcher.group(1))) {
                missing.add(matcher.group(1));
            }
        }
        assertThat(missing).as("keys the code names that no bundle has").isEmpty();
    }

    /**
     * A lone apostrophe starts a quoted run in MessageFormat and silently swallows the rest of the
     * sentence (French is full of them); arguments must be the same in every language.
     */
    @Test
    void everyPatternFormatsAndTakesTheSameArgumentsInEveryLanguage() {
        for (String area : areas()) {
            Map<String, String> english = Messages.read(area);
            for (Locale language : Messages.LANGUAGES) {
                Map<String, String> bundle = language.equals(Locale.ENGLISH) ? english : Messages.read(area + "_" + language.getLanguage());
                bundle.forEach((key, pattern) -> {
                    assertThat(pattern.replace("''", "")).as("%s in %s has an unpaired apostrophe", key, language).doesNotContain("'");
                    assertThat(pattern.strip()).as("%s in %s", key, language).isNotEmpty();
                    new MessageFormat(pattern, language);
                    assertThat(apostrophesLostInChoices(pattern)).as("%s in %s: in a choice branch that holds an argument, an apostrophe takes four quotes",
                            key, language).isEmpty();
                    assertThat(arguments(pattern)).as("arguments of %s in %s", key, language).isEqualTo(arguments(english.get(key)));
                });
            }
        }
    }

    @Test
    void noViewOrViewModelShowsALiteralSentence() {
        List<String> found = new ArrayList<>();
        for (Path file : javaFiles(List.of(CODE.resolve("ui"), CODE.resolve("app")))) {
            List<String> lines = read(file);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (NOT_FOR_PEOPLE.matcher(line).find()) {
                    continue;
                }
                Matcher shown = SHOWN_LITERAL.matcher(line);
                while (shown.find()) {
                    if (shown.group(3).chars().anyMatch(Character::isLetter)) {
                        found.add(file.getFileName() + ":" + (i + 1) + ": " + line.strip());
                    }
                }
                Matcher literal = LITERAL.matcher(line);
                while (literal.find()) {
                    if (sentence(literal.group(1))) {
                        found.add(file.getFileName() + ":" + (i + 1) + ": " + line.strip());
                    }
                }
            }
        }
        assertThat(found).as("literal words shown to a person; put them in a bundle").isEmpty();
    }

    @Test
    void aTranslatedPatternIsUsedWithTheChosenLanguagesNumbers() {
        try {
            Messages.use(Locale.GERMAN);
            assertThat(Formats.number(12345)).isEqualTo("12.345");
            Messages.use(Locale.of("es", "ES"));
            assertThat(Messages.locale()).isEqualTo(Locale.of("es"));
            Messages.use(Locale.JAPANESE);
            assertThat(Messages.locale()).isEqualTo(Locale.ENGLISH);
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    /**
     * The branches of choice formats that hold an argument and write an apostrophe as {@code ''}: the
     * branch is formatted again as a pattern of its own, so the apostrophe it kept starts a quote and
     * vanishes ("n'a" shows as "na"); there it takes four.
     */
    private static List<String> apostrophesLostInChoices(String pattern) {
        List<String> lost = new ArrayList<>();
        int at = pattern.indexOf(",choice,");
        while (at >= 0) {
            int depth = 1;
            StringBuilder branch = new StringBuilder();
            for (int i = at + ",choice,".length(); i < pattern.length() && depth > 0; i++) {
                char c = pattern.charAt(i);
                depth += c == '{' ? 1 : c == '}' ? -1 : 0;
                if (depth == 0 || (c == '|' && depth == 1)) {
                    if (branch.indexOf("{") >= 0 && branch.toString().matches("(?s).*(?<!')''(?!').*")) {
                        lost.add(branch.toString());
                    }
                    branch.setLength(0);
                } else {
                    branch.append(c);
                }
            }
            at = pattern.indexOf(",choice,", at + 1);
        }
        return lost;
    }

    /** Two words of letters with a space between, the way a sentence or a label reads. */
    private static boolean sentence(String literal) {
        return literal.matches(".*\\p{L}{2,}[,.;:!?…]* +\\p{L}{2,}.*") && !literal.matches("[a-z0-9.\\-_/:%]+( [a-z0-9.\\-_/:%]+)*")
                && !literal.contains("{") && !literal.startsWith("-fx-");
    }

    private static Set<Integer> arguments(String pattern) {
        Set<Integer> found = new TreeSet<>();
        Matcher matcher = ARGUMENT.matcher(pattern);
        while (matcher.find()) {
            found.add(Integer.parseInt(matcher.group(1)));
        }
        return found;
    }

    private static List<String> areas() {
        try (Stream<Path> files = Files.list(BUNDLES)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".properties") && !n.contains("_"))
                    .map(n -> n.substring(0, n.length() - ".properties".length())).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String allCode() {
        StringBuilder all = new StringBuilder();
        javaFiles(List.of(CODE)).forEach(f -> all.append(String.join("\n", read(f))).append('\n'));
        return all.toString();
    }

    private static List<Path> javaFiles(List<Path> roots) {
        List<Path> files = new ArrayList<>();
        for (Path root : roots) {
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(p -> p.toString().endsWith(".java")).sorted().forEach(files::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return files;
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
