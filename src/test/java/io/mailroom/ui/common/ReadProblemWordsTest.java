package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.FileFailure;
import io.mailroom.service.ReadProblem.Expected;
import io.mailroom.service.ReadProblem.Found;
import io.mailroom.service.ReadProblem.Step;
import io.mailroom.service.ReadProblem.Subject;
import io.mailroom.service.ReadProblem;
import io.mailroom.service.compose.ComposeFailures;
import io.mailroom.service.compose.DamagedLines;
import io.mailroom.service.compose.LineProblem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Why a draft or a history line could not be read, in every language, with no English left in the translations. */
class ReadProblemWordsTest {

    /** What is written the same in every language: the file's own names and values, JSON's words, and names. */
    private static final String DATA = "fields firstName contacts updated yesterday html maybe result SENT FAILED OUTCOME_UNKNOWN "
            + "JSON UTF true false null Mailroom Ada history lock home ada mailroom drafts invoice json";
    private static final Path LOCK = Path.of("/home/ada/.mailroom/history.lock");

    @AfterEach
    void english() {
        Messages.use(Locale.ENGLISH);
    }

    private static List<Supplier<String>> samples() {
        List<ReadProblem> problems = new ArrayList<>(List.of(
                new ReadProblem.NotJson(0, 0), new ReadProblem.NotJson(1, 12), new ReadProblem.NotJson(3, 9),
                new ReadProblem.FieldUnreadable(List.of(Step.field("contacts"), Step.item(2))),
                new ReadProblem.NotUtf8(1234),
                new ReadProblem.FileUnreadable(new FileFailure(FileFailure.Kind.PERMISSION_DENIED, "/home/ada/.mailroom/drafts/invoice.json", null))));
        for (Subject subject : Subject.values()) {
            problems.add(new ReadProblem.CutShort(subject));
            problems.add(new ReadProblem.Incomplete(subject));
            Arrays.stream(Found.values()).forEach(found -> problems.add(new ReadProblem.NotAnObject(subject, found)));
        }
        for (Expected expected : Expected.values()) {
            List<String> choices = expected == Expected.ONE_OF ? List.of("SENT", "FAILED", "OUTCOME_UNKNOWN") : List.of();
            problems.add(new ReadProblem.WrongValue(List.of(Step.field("updated")), "yesterday", expected, choices));
            problems.add(new ReadProblem.WrongKind(List.of(Step.field("fields"), Step.field("firstName")), expected, choices));
        }
        List<Supplier<String>> samples = new ArrayList<>();
        problems.forEach(problem -> samples.add(() -> ReadProblemWords.of(problem)));
        samples.add(() -> ReadProblemWords.of(new LineProblem(3, new ReadProblem.CutShort(Subject.HISTORY_ENTRY))));
        for (DamagedLines.LeftBecause.Why why : DamagedLines.LeftBecause.Why.values()) {
            samples.add(() -> ReadProblemWords.of(new DamagedLines.LeftBecause(why, LOCK, new FileFailure(FileFailure.Kind.PERMISSION_DENIED, null, null))));
        }
        return samples;
    }

    @Test
    void everyReasonIsWordedInGermanWithNoEnglishLeft() {
        Set<String> germanTexts = new HashSet<>();
        for (Supplier<String> sample : samples()) {
            String english = sample.get();
            Messages.use(Locale.GERMAN);
            String german = sample.get();
            Messages.use(Locale.ENGLISH);
            assertThat(english).isNotBlank().doesNotContain("[problem.");
            assertThat(german).isNotBlank().doesNotContain("[problem.").isNotEqualTo(english);
            Set<String> left = ProblemWordsTest.wordsOf(english);
            left.retainAll(ProblemWordsTest.wordsOf(german));
            left.removeAll(ProblemWordsTest.wordsOf(DATA));
            assertThat(left).as("English left in the German words for%n%s%n%s", english, german).isEmpty();
            germanTexts.add(german);
        }
        assertThat(germanTexts).as("each reason its own words").hasSize(samples().size());
    }

    @Test
    void everyReasonIsWordedInEveryLanguage() {
        for (Locale language : Messages.LANGUAGES) {
            Messages.use(language);
            samples().forEach(sample -> assertThat(sample.get()).as("in %s", language).isNotBlank().doesNotContain("[problem."));
        }
    }

    @Test
    void anUnreadableDraftSaysWhyInThePersonsLanguage() {
        Problem english = Problem.of(ComposeFailures.unreadableDraft(Path.of("/home/ada/.mailroom/drafts/invoice.json"), null));
        assertThat(english.detail()).contains("(not valid JSON at character 12)");
        Messages.use(Locale.GERMAN);
        Problem german = Problem.of(ComposeFailures.unreadableDraft(Path.of("/home/ada/.mailroom/drafts/invoice.json"), null));
        assertThat(german.detail()).contains("(kein gültiges JSON bei Zeichen 12)");
    }
}
